// schema.org Product and Recipe for the detail pages.
import type { ProductDetail } from '@/lib/cms/product';
import type { RecipeDetail } from '@/lib/cms/recipe';
import type { RatingSummary } from '@/lib/cms/ratings';
import { siteUrl } from './metadata';
import { productLabelJsonLd } from './product-label-json-ld';

/** Minutes as an ISO 8601 duration (PT1H5M). */
export function isoDuration(minutes: number | null | undefined): string | undefined {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return undefined;
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

const bestImage = (images: { url: string; formats: { url: string; width: number }[] }[]) =>
  images.map((i) => i.formats.find((f) => f.width >= 1000)?.url ?? i.url);

/** schema.org AggregateRating of the 1-10 votes, once there is at least one. */
function aggregateRating(rating: RatingSummary | null) {
  return rating && rating.count > 0 && rating.average !== null
    ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, ratingCount: rating.count, bestRating: 10, worstRating: 1 } }
    : {};
}

export function productJsonLd(p: ProductDetail, url: string, rating: RatingSummary | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    description: p.excerpt ?? undefined,
    image: bestImage(p.images),
    sku: p.features.productCode ?? undefined,
    brand: { '@type': 'Brand', name: 'Brina' },
    category: p.b2cCategory?.name ?? p.b2bCategory?.name,
    url: `${siteUrl()}${url}`,
    weight: p.label.netQuantityG ? { '@type': 'QuantitativeValue', value: p.label.netQuantityG, unitCode: 'GRM' } : (p.features.weight ?? undefined),
    ...productLabelJsonLd(p),
    ...aggregateRating(rating),
  };
}

export function recipeJsonLd(r: RecipeDetail, url: string, rating: RatingSummary | null = null) {
  const energy = r.nutrition.find((n) => /energ/i.test(n.nutrient));
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: r.title,
    description: r.excerpt ?? r.description ?? undefined,
    image: bestImage(r.images),
    url: `${siteUrl()}${url}`,
    author: r.influencer ? { '@type': 'Person', name: r.influencer.name } : { '@type': 'Organization', name: 'Brina' },
    recipeCategory: r.category?.name,
    recipeYield: r.servings ? String(r.servings) : undefined,
    prepTime: isoDuration(r.prepTime),
    cookTime: isoDuration(r.cookingTime),
    totalTime: isoDuration(r.totalMinutes),
    recipeIngredient: r.ingredients.map((i) => [i.quantity, i.name].filter(Boolean).join(' ')),
    recipeInstructions: r.steps.map((s, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      name: s.title ?? undefined,
      text: s.text,
      url: `${siteUrl()}${url}#step-${i + 1}`,
    })),
    ...(energy ? { nutrition: { '@type': 'NutritionInformation', calories: energy.perPortion ?? energy.per100g } } : {}),
    ...aggregateRating(rating),
  };
}
