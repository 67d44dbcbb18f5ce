// The server side of client components' texts (texts.ts): the part of the request's catalogue
// that the named entries of CLIENT_TEXTS hold, for a server parent to pass as a `texts` prop.
import 'server-only';
import { getLocale, getMessages } from 'next-intl/server';
import { cache } from 'react';
import { type ClientTextsName, clientTextPaths, pickMessages } from './client-messages';
import type { Messages, Texts } from './texts';

// One object per request and combination: a parent that passes it to several children sends it once.
const picked = cache(async (key: string): Promise<Texts> => {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()]);
  return { locale, messages: pickMessages(messages as Messages, clientTextPaths(key.split(',') as ClientTextsName[])) };
});

/** The texts of the named entries of CLIENT_TEXTS in the request's language. */
export function clientTexts<N extends ClientTextsName>(...names: N[]): Promise<Texts<N>> {
  return picked([...names].sort().join(',')) as Promise<Texts<N>>;
}
