// The recipe as the shopping list keeps it, at the servings shown: each ingredient's quantity, and
// for a Brina product its sheet, its pack's net weight and the store locator with it chosen.
import { getTranslations } from 'next-intl/server';
import { scaleQuantity } from '@/lib/catalogue/servings';
import type { RecipeDetail } from '@/lib/cms/recipe';
import { productHref } from '@/lib/routing/links';
import { pathFor } from '@/lib/routing/paths';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { AddToList } from './add-to-list.client';

type Props = { recipe: RecipeDetail; servings: number | null; path: string; locale: Locale; mode: AudienceMode };

export async function RecipeAddToList({ recipe, servings, path, locale, mode }: Props) {
  const t = await getTranslations('kitchen.add');
  const scaled = (q: string | null) => (q && recipe.servings && servings ? scaleQuantity(q, recipe.servings, servings, locale) : q);
  // The store locator is Italian and knows the consumer products by their Italian slug.
  const storeHref = (slug: string | null, hasShopCategory: boolean) =>
    slug && hasShopCategory ? `${pathFor('store-locator', 'it')}?${new URLSearchParams({ product: slug })}` : null;
  const entry = {
    title: recipe.title,
    href: servings && recipe.servings && servings !== recipe.servings ? `${path}?servings=${servings}` : path,
    servings,
    ingredients: recipe.ingredients.map((i) => ({
      name: i.name,
      quantity: scaled(i.quantity),
      product: i.product
        ? {
            id: i.product.documentId,
            title: i.product.title,
            href: productHref(i.product, locale, mode),
            pack: i.pack,
            storeHref: storeHref(i.productSlugIt, i.product.b2cCategory !== null),
          }
        : null,
    })),
  };
  return (
    <AddToList
      recipe={entry}
      listPath={pathFor(routeNameFor('shopping-list', mode), locale)}
      texts={{ button: t('button'), added: t('added'), replaced: t('replaced'), open: t('open'), notSaved: t('notSaved') }}
    />
  );
}
