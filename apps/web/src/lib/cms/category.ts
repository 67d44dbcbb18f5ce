// A product or recipe category page: name, description, image and SEO fields.
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet, isPreview } from './client';
import { getProductCategories } from './product';
import { getRecipeCategories } from './recipe';
import { mapMedia, mapSeo } from './media';
import { list, str } from './read';
import { TAGS } from './tags';

/** A category of the mode by slug, with its SEO fields and the other language's slug. */
export async function getCategory(kind: 'product' | 'recipe', locale: Locale, mode: AudienceMode, slug: string) {
  const api = kind === 'recipe' ? '/api/recipe-categories' : mode === 'B2B' ? '/api/b2b-product-categories' : '/api/b2c-product-categories';
  const model = kind === 'recipe' ? 'recipe-category' : mode === 'B2B' ? 'b2b-product-category' : 'b2c-product-category';
  const known = kind === 'recipe' ? await getRecipeCategories(locale, mode) : await getProductCategories(locale, mode);
  if (!(await isPreview()) && !known.some((c) => c.slug === slug)) return null;
  const { data } = await cmsGet(api, { query: { locale, filters: { slug: { $eq: slug } } }, tags: [TAGS.type(model)] });
  const raw = list(data)[0];
  if (!raw) return null;
  return { name: str(raw, 'name') ?? slug, slug, description: str(raw, 'description'), image: mapMedia(raw.image), seo: mapSeo(raw.seo) };
}
