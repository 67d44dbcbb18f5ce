// The shopping list screen: title and intro on the server; the list (kept in the browser) is the
// client module below, which ships its words through this screen's message provider.
import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/i18n/screen-messages';
import type { ShoppingListPageData } from '@/loaders/kitchen';
import { OfflineKept } from './offline-kept.client';
import { OfflineRegister } from './offline-register.client';
import { ShoppingList } from './shopping-list.client';

export async function ShoppingListPage({ locale, path, recipesPath }: ShoppingListPageData) {
  const t = await getTranslations('kitchen');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10" data-shopping-list-page>
      <h1 className="font-serif text-4xl font-bold">{t('listTitle')}</h1>
      <p className="mt-3 text-ink-soft">{t('listIntro')}</p>
      <noscript>
        <p className="mt-6 rounded-xl bg-sun/40 p-4 font-semibold">{t('needsJavaScript')}</p>
      </noscript>
      <ScreenMessages screen="kitchen">
        <ShoppingList locale={locale} recipesPath={recipesPath} />
        <OfflineKept />
      </ScreenMessages>
      <OfflineRegister page={path} />
    </div>
  );
}
