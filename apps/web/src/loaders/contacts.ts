// Contacts loader (both audiences): the company's details from the footer content, and the
// provinces and products the consumer and food-service forms offer. Their failures are swallowed:
// the forms still work without the lists.
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { swallow } from '@/lib/cms/client';
import { getProductOptions, getProvinces, type ProductOption, type Province } from '@/lib/cms/forms';
import { getFooter } from '@/lib/cms/site';
import { pathFor } from '@/lib/routing/paths';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const contactsPath = (locale: Locale, mode: AudienceMode) => pathFor(routeNameFor('contacts', mode), locale);

export async function loadContacts(locale: Locale, mode: AudienceMode) {
  const [footer, provinces, products] = await Promise.all([
    getFooter(locale),
    swallow<Province[]>('provinces for the contacts page', getProvinces, []),
    swallow<ProductOption[]>(`${mode} products for the contacts page`, () => getProductOptions(locale, mode), []),
  ]);
  return { locale, mode, footer, provinces, products };
}
export type ContactsData = Awaited<ReturnType<typeof loadContacts>>;

export async function contactsMetadata(locale: Locale, mode: AudienceMode): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'contacts' });
  const b2b = mode === 'B2B';
  return pageMetadata({
    pathname: contactsPath(locale, mode),
    alternates: { it: contactsPath('it', mode), en: contactsPath('en', mode) },
    locale,
    title: b2b ? t('titleB2B') : t('title'),
    description: b2b ? t('metaDescriptionB2B') : t('metaDescription'),
  });
}
