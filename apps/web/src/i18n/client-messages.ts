// Which parts of the catalogue reach the browser, and for which client components. There is no
// site-wide message provider: a server parent reads `clientTexts('rating')` (client-texts.ts) and
// passes the result as the `texts` prop of the client component, which formats it with
// translator() (texts.ts). A page's payload holds only the texts of the client components it
// renders (tests/unit/client-messages.test.ts fails when a client module reads a key that its
// `Texts<…>` does not name, or that one language lacks).
import type { Messages } from './texts';

/**
 * The texts of each client component (or family of components rendered together), one entry a
 * line: a top-level namespace ('quiz'), or a dotted path for the part of a namespace that the
 * browser needs while the rest stays on the server ('catalogue.rating', 'search.types').
 */
export const CLIENT_TEXTS = {
  // The locale layout's page effects (layout/page-effects.client.tsx): offline notice, progress bar.
  pageEffects: ['network', 'a11y.loading'],
  // The error boundary (app/[locale]/error.tsx), through the layout's <ErrorTexts>.
  error: ['error'],
  // The header, its mobile drawer and list link (layout/header.client.tsx, mobile-drawer.client.tsx, list-link.client.tsx).
  header: ['header.search', 'header.shoppingList', 'header.shoppingListCount', 'a11y.mainNavigation', 'a11y.openMenu', 'a11y.closeMenu', 'a11y.opensInNewTab'],
  // The language switch's notice on the page it lands on, fetched only when there is one (layout/language-notice.client.tsx).
  languageNotice: ['languageNotice'],
  // The header's search dialog, fetched on demand (layout/search-overlay.client.tsx).
  search: [
    'header.searchLabel',
    'header.searchPlaceholder',
    'header.searchSubmit',
    'header.closeSearch',
    'search.suggestions',
    'search.searching',
    'search.announce',
    'search.noSuggestions',
    'search.tooMany',
    'search.unavailable',
    'search.groupCount',
    'search.types',
    'search.seeAll',
  ],
  // The quiz dialog, fetched on demand (quiz/quiz-overlay.client.tsx).
  quiz: ['quiz'],
  // The cookie library's preferences dialog (consent/consent-manager.client.tsx → consent-runtime.ts).
  consent: ['consent'],
  // The rating of a product or recipe (catalogue/rating.client.tsx).
  rating: ['catalogue.rating'],
  // The parts every form of the site shares (forms/form-parts.tsx, form-feedback.tsx, bot-proof.client.tsx).
  form: ['contacts.requiredNote', 'contacts.feedback', 'contacts.bot', 'a11y.opensInNewTab'],
  // The newsletter block of the site chrome (forms/newsletter-form.client.tsx).
  newsletter: ['contacts.newsletter'],
  // The contact and request forms (forms/contact-form.client.tsx, foodservice-form.client.tsx, screen-form.tsx).
  contactForms: [
    'contacts.formTitle',
    'contacts.select',
    'contacts.submit',
    'contacts.sending',
    'contacts.successTitle',
    'contacts.successText',
    'contacts.successSamples',
    'contacts.successKit',
    'contacts.fields',
    'contacts.interestAreas',
    'contacts.requestTypes',
    'contacts.sectors',
  ],
  // The store locator's form, results and map (stores/*.client.tsx).
  stores: [
    'stores.usePosition',
    'stores.locating',
    'stores.positionError',
    'stores.phone',
    'stores.directions',
    'stores.showOnMap',
    'stores.selected',
    'stores.map',
    'stores.cluster',
    'stores.zoomIn',
    'stores.zoomOut',
    'a11y.opensInNewTab',
  ],
  // The shopping list and what is kept offline (kitchen/shopping-list.client.tsx, offline-kept.client.tsx).
  kitchen: ['kitchen.list', 'kitchen.kept'],
} as const satisfies Record<string, readonly string[]>;

export type ClientTextsName = keyof typeof CLIENT_TEXTS;

/**
 * The entries whose code is fetched on demand: their texts are fetched with it (lazy-texts.ts,
 * app/api/texts) instead of riding in the payload of every page.
 */
export const LAZY_TEXTS = ['search', 'quiz', 'consent', 'languageNotice'] as const satisfies readonly ClientTextsName[];

export type LazyTextsName = (typeof LAZY_TEXTS)[number];

function at(messages: Messages, path: string[]): Messages[string] | undefined {
  let value: Messages[string] | undefined = messages;
  for (const key of path) value = value && typeof value === 'object' && !Array.isArray(value) ? (value as Messages)[key] : undefined;
  return value;
}

/** The part of `messages` under the given paths, nested as in the catalogue. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const dotted of paths) {
    const path = dotted.split('.');
    const value = at(messages, path);
    if (value === undefined) continue;
    let to = picked;
    for (const key of path.slice(0, -1)) {
      const next = to[key];
      // A copy: the catalogue itself is shared by every request.
      to = to[key] = next && typeof next === 'object' && !Array.isArray(next) ? { ...(next as Messages) } : {};
    }
    to[path[path.length - 1] as string] = value;
  }
  return picked;
}

/** Every path of the given entries, without repeats. */
export function clientTextPaths(names: readonly ClientTextsName[]): string[] {
  return [...new Set(names.flatMap((name) => CLIENT_TEXTS[name]))];
}
