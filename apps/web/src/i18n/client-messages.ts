// The messages that reach the browser: only what client modules read with useTranslations
// (tests/unit/client-messages.test.ts fails when a client module reads a namespace or key that is
// not here). Server components read the whole catalogue with getTranslations and ship none of it.
import type { AbstractIntlMessages } from 'next-intl';

/**
 * What the locale layout sends on every page, one entry a line: a top-level namespace ('consent'),
 * or a dotted path for the part of a namespace that a client module reads while the rest stays on
 * the server ('catalogue.rating', 'search.types'). A client module of the site chrome or shared by
 * several screens adds its entry here; one that only a screen renders goes in SCREEN_NAMESPACES.
 */
export const CLIENT_NAMESPACES: readonly string[] = [
  'a11y',
  'header',
  'network',
  'error',
  'catalogue.rating',
  'consent',
  'quiz',
  // The header's search overlay (search-overlay.client.tsx); the search page is a server component.
  'search.suggestions',
  'search.searching',
  'search.announce',
  'search.noSuggestions',
  'search.tooMany',
  'search.unavailable',
  'search.groupCount',
  'search.types',
  'search.seeAll',
  // The newsletter block of the site chrome (components/forms/newsletter-form.client.tsx) and the
  // form parts it shares with the screens' forms (form-feedback.tsx, bot-proof.client.tsx).
  'contacts.requiredNote',
  'contacts.newsletter',
  'contacts.feedback',
  'contacts.bot',
];

/**
 * What a screen's own provider (ScreenMessages, src/i18n/screen-messages.tsx) adds to CLIENT_NAMESPACES
 * around the client modules only that screen renders: the other pages' payload goes without them.
 */
export const SCREEN_NAMESPACES = {
  // The contact and request forms (components/forms/contact-form.client.tsx,
  // foodservice-form.client.tsx); the screens' titles, intros and company details stay on the server.
  contacts: [
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
  // The store locator's form, results and map (components/stores/*.client.tsx).
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
  ],
  // The shopping list and what is kept offline (components/kitchen/shopping-list.client.tsx, offline-kept.client.tsx).
  kitchen: ['kitchen.list', 'kitchen.kept'],
} as const satisfies Record<string, readonly string[]>;

export type MessageScreen = keyof typeof SCREEN_NAMESPACES;

/** Everything a screen's provider ships: a nested provider replaces the layout's messages, it does not add to them. */
export function screenNamespaces(screen: MessageScreen): readonly string[] {
  return [...CLIENT_NAMESPACES, ...SCREEN_NAMESPACES[screen]];
}

type Messages = AbstractIntlMessages;

function at(messages: Messages, path: string[]): Messages | string | undefined {
  let value: Messages | string | undefined = messages;
  for (const key of path) value = typeof value === 'object' ? value[key] : undefined;
  return value;
}

/** The part of `messages` under the given namespaces, nested as in the catalogue. */
export function pickMessages(messages: Messages, namespaces: readonly string[] = CLIENT_NAMESPACES): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    const value = at(messages, path);
    if (value === undefined) continue;
    let to = picked;
    for (const key of path.slice(0, -1)) {
      const next = to[key];
      // A copy: the catalogue itself is shared by every request.
      to = to[key] = typeof next === 'object' ? { ...next } : {};
    }
    to[path[path.length - 1] as string] = value;
  }
  return picked;
}
