// The shopping list screen: its words and links. The list itself lives in the visitor's browser
// (lib/kitchen/shopping-list.ts), so the page is the same for everyone and is static.
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pathFor } from '@/lib/routing/paths';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export type ShoppingListPageData = { locale: Locale; mode: AudienceMode; path: string; recipesPath: string };

export function loadShoppingList(locale: Locale, mode: AudienceMode): ShoppingListPageData {
  return {
    locale,
    mode,
    path: pathFor(routeNameFor('shopping-list', mode), locale),
    recipesPath: pathFor(routeNameFor('recipes', mode), locale),
  };
}

export async function shoppingListMetadata(locale: Locale, mode: AudienceMode): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'kitchen' });
  // A personal list: nothing for a search engine.
  return pageMetadata({
    pathname: pathFor(routeNameFor('shopping-list', mode), locale),
    locale,
    title: t('listTitle'),
    description: t('listIntro'),
    noIndex: true,
  });
}
