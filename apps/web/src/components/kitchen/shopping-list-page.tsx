// The shopping list screen: title and intro on the server; the list (kept in the browser) is the
// client modules below, which get their texts from here as props.
import { getTranslations } from 'next-intl/server';
import { clientTexts } from '@/i18n/client-texts';
import type { ShoppingListPageData } from '@/loaders/kitchen';
import { OfflineKept } from './offline-kept.client';
import { OfflineRegister } from './offline-register.client';
import { ShoppingList } from './shopping-list.client';

export async function ShoppingListPage({ locale, path, recipesPath }: ShoppingListPageData) {
  const [t, texts] = await Promise.all([getTranslations('kitchen'), clientTexts('kitchen')]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10" data-shopping-list-page>
      <h1 className="font-serif text-4xl font-bold">{t('listTitle')}</h1>
      <p className="mt-3 text-ink-soft">{t('listIntro')}</p>
      <noscript>
        <p className="mt-6 rounded-xl bg-sun/40 p-4 font-semibold">{t('needsJavaScript')}</p>
      </noscript>
      <ShoppingList locale={locale} recipesPath={recipesPath} texts={texts} />
      <OfflineKept texts={texts} />
      <OfflineRegister page={path} />
    </div>
  );
}
