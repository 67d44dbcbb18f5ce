// URLs of content items, from the route table and the current mode.
import type { ProductCard, RecipeCard } from '@/lib/cms/cards';
import { routeNameFor, type AudienceMode, type Locale } from './routes';
import { pathFor } from './paths';

/** A product's page in the mode (falls back to the other mode's catalogue when it is not in this one). */
export function productHref(p: Pick<ProductCard, 'slug' | 'b2cCategory' | 'b2bCategory'>, locale: Locale, mode: AudienceMode): string | null {
  const order: [AudienceMode, ProductCard['b2cCategory']][] =
    mode === 'B2B'
      ? [
          ['B2B', p.b2bCategory],
          ['B2C', p.b2cCategory],
        ]
      : [
          ['B2C', p.b2cCategory],
          ['B2B', p.b2bCategory],
        ];
  for (const [m, category] of order) {
    if (category) return pathFor(routeNameFor('products-category-slug', m), locale, { category: category.slug, slug: p.slug });
  }
  return null;
}

export function recipeHref(r: Pick<RecipeCard, 'slug' | 'category'>, locale: Locale, mode: AudienceMode): string | null {
  return r.category ? pathFor(routeNameFor('recipes-category-slug', mode), locale, { category: r.category.slug, slug: r.slug }) : null;
}
