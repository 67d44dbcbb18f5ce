// What the site chrome around every page shows: the CMS navbar of the mode, the footer and its
// menus, the newsletter block, whether this is a preview, and the cookie banner's settings.
import 'server-only';
import { cache } from 'react';
import { isPreview } from '@/lib/cms/client';
import { getFooter, getFooterMenus, getNavbar, getNewsletter } from '@/lib/cms/site';
import { consentSettings } from '@/lib/consent-settings';
import type { AudienceMode, Locale } from '@/lib/routing/routes';

export const loadChrome = cache(async (mode: AudienceMode, locale: Locale) => {
  const [navbar, footer, footerMenus, newsletter, preview] = await Promise.all([
    getNavbar(mode, locale),
    getFooter(locale),
    getFooterMenus(locale),
    getNewsletter(locale),
    isPreview(),
  ]);
  return { mode, locale, navbar, footer, footerMenus, newsletter, preview, consent: consentSettings(mode, locale) };
});

export type ChromeData = Awaited<ReturnType<typeof loadChrome>>;
