// Renders a component inside next-intl's client provider with the site's real messages.
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
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
