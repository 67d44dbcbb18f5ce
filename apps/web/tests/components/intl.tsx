// Renders a component inside next-intl's client provider with the site's real messages (server
// components that read useTranslations), and the texts client components get as props.
import { render } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { type ClientTextsName, clientTextPaths, pickMessages } from '@/i18n/client-messages';
import type { Messages, Texts } from '@/i18n/texts';
import en from '../../messages/en.json';
import it from '../../messages/it.json';

export type TestLocale = 'it' | 'en';

export function renderWithIntl(ui: ReactElement, locale: TestLocale = 'it') {
  const wrap = (node: ReactElement) => (
    <NextIntlClientProvider locale={locale} messages={locale === 'it' ? it : en} timeZone="Europe/Rome">
      {node}
    </NextIntlClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

type Catalogue = { [key: string]: string | Catalogue };

function compiled(messages: Catalogue): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compiled(value)]));
}

/**
 * The texts a server parent passes to a client component (src/i18n/client-texts.ts): the named
 * entries of CLIENT_TEXTS, from the site's real messages, compiled as the build compiles them.
 */
export function textsFor<N extends ClientTextsName>(locale: TestLocale, ...names: N[]): Texts<N> {
  const catalogue = compiled((locale === 'it' ? it : en) as Catalogue);
  return { locale, messages: pickMessages(catalogue, clientTextPaths(names)) };
}
