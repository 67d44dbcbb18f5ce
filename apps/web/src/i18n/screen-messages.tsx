// A screen's own message provider: around the client modules only that screen renders, it ships
// their messages (SCREEN_NAMESPACES) in that screen's payload instead of on every page.
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type MessageScreen, pickMessages, screenNamespaces } from './client-messages';

/**
 * The catalogue is the request's, as in the locale layout (compiled at build time). A nested
 * provider's messages replace the layout's rather than adding to them, hence the site-wide set
 * again; the rest of the configuration (formats, time zone) is inherited.
 */
export async function ScreenMessages({ screen, children }: { screen: MessageScreen; children: ReactNode }) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()]);
  return (
    <NextIntlClientProvider messages={pickMessages(messages, screenNamespaces(screen))} locale={locale}>
      {children}
    </NextIntlClientProvider>
  );
}
