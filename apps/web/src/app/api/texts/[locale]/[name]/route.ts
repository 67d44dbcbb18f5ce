// The texts of the client code fetched on demand (the search and quiz dialogs, the cookie
// library's preferences): they travel with that code instead of in every page's payload. One
// static JSON file per language and entry of LAZY_TEXTS, written at build time.
import { getMessages } from 'next-intl/server';
import { LAZY_TEXTS, clientTextPaths, pickMessages, type LazyTextsName } from '@/i18n/client-messages';
import type { Messages, Texts } from '@/i18n/texts';
import { LOCALES } from '@/lib/routing/routes';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => LAZY_TEXTS.map((name) => ({ locale, name })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; name: string }> }) {
  const { locale, name } = await params;
  const messages = (await getMessages({ locale })) as Messages;
  const texts: Texts<LazyTextsName> = { locale, messages: pickMessages(messages, clientTextPaths([name as LazyTextsName])) };
  return Response.json(texts);
}
