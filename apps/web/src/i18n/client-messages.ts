// The messages that reach the browser: only what client modules read with useTranslations
// (tests/unit/client-messages.test.ts fails when a client module reads a namespace or key that is
// not here). Server components read the whole catalogue with getTranslations and ship none of it.
import type { AbstractIntlMessages } from 'next-intl';

/**
 * Everything the browser gets, one entry a line: a top-level namespace ('contacts'), or a dotted
 * path for the part of a namespace that a client module reads while the rest stays on the server
 * ('catalogue.rating', 'search.types'). A feature with a client component adds its entry here.
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
  // The contact and request forms (components/forms/*.client.tsx) and the newsletter block of the
  // site chrome; the screens' titles, intros and company details stay on the server.
  'contacts.formTitle',
  'contacts.requiredNote',
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
  'contacts.feedback',
  'contacts.bot',
  'contacts.newsletter',
  // The store locator's form, results and map (components/stores/*.client.tsx).
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
];

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
