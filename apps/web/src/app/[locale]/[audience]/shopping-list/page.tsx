// Shopping list (both audiences): a static page; the list is read from the visitor's browser.
import { ShoppingListPage } from '@/components/kitchen/shopping-list-page';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { loadShoppingList, shoppingListMetadata } from '@/loaders/kitchen';

export const generateMetadata = screenMetadata('shopping-list', ({ locale, mode }) => shoppingListMetadata(locale, mode));

export default async function ShoppingList(props: AudienceProps) {
  const { locale, mode } = await screenOf(props, 'shopping-list');
  return <ShoppingListPage {...loadShoppingList(locale, mode)} />;
}
