// Shopping list (both audiences): a static page; the list is read from the visitor's browser.
import { ShoppingListPage } from '@/components/kitchen/shopping-list-page';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { loadShoppingList, shoppingListMetadata } from '@/loaders/kitchen';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const generateMetadata = screenMetadata<Props>('shopping-list', ({ locale, mode }) => shoppingListMetadata(locale, mode));

export default async function ShoppingList(props: Props) {
  const { locale, mode } = await screenOf(props, 'shopping-list');
  const data = loadShoppingList(locale, mode);
  return <ShoppingListPage {...data} />;
}
