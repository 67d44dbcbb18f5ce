// The cookie banner's library and styles, loaded on demand (consent-manager.client.tsx after the
// page is interactive, the footer's preferences button on click) instead of with every page's
// first-load JavaScript.
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';

export { acceptCategory, getCookie, run, showPreferences, validConsent } from 'vanilla-cookieconsent';
