// Store locator loader (consumer mode, Italian only): the search the URL asks for (a CAP or a
// position, and a product), run on the locator data kept in memory (no CMS call per search).
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/catalogue/filters';
import { getLocatorData } from '@/lib/cms/stores';
import { pathFor } from '@/lib/routing/paths';
import type { Locale } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { runLocatorSearch } from '@/lib/stores/search';

export const STORE_LOCATOR_PATH = pathFor('store-locator', 'it');

export async function loadStoreLocator(locale: Locale, searchParams: SearchParams) {
  const data = await getLocatorData();
  const { form, outcome } = runLocatorSearch(searchParams, data);
  return { locale, form, outcome, productGroups: data.productGroups };
}
export type StoreLocatorData = Awaited<ReturnType<typeof loadStoreLocator>>;

export async function storeLocatorMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'stores' });
  return pageMetadata({ pathname: STORE_LOCATOR_PATH, locale, title: t('title'), description: t('metaDescription') });
}
