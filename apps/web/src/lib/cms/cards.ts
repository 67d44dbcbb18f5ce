// Catalogue building blocks shared by products and recipes: cards, filter options, nutrition,
// list queries.
import { PAGE_SIZE } from '../catalogue/types';
import type { AudienceMode, Locale } from '../routing/routes';
import type { Query } from './client';
import type { CmsB2bProductCategory, CmsB2cProductCategory, CmsProduct, CmsRecipe, CmsRecipeCategory } from './generated/schema';
import { mapMedia, type Media } from './media';
import { bool, idOf, keyOf, list, num, type Raw, rec, str } from './read';
import { firstBySlug } from './query';
import { isKnownDoc } from '../content/documents';
import type { ContentType } from '../content/types';

export type CardCategory = { slug: string; name: string };

export type ProductCard = {
  documentId: string;
  title: string;
  slug: string;
  excerpt: string | null;
  image: Media | null;
  b2cCategory: CardCategory | null;
  b2bCategory: CardCategory | null;
  isHero: boolean;
};

export type RecipeCard = {
  documentId: string;
  title: string;
  slug: string;
  excerpt: string | null;
  image: Media | null;
  category: CardCategory | null;
  totalMinutes: number | null;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  isHero: boolean;
  /** The audiences whose recipe pages show it (`available_b2c`, `available_b2b`). */
  audiences: AudienceMode[];
  /** Visitors' average vote and count, where the loader read them (the recipe lists). */
  rating?: { average: number | null; count: number } | null;
};

export type FilterOption = { name: string; code: string };

export type CategoryLink = { name: string; slug: string; code: string | null; count: number | null };

export const COOKING_METHODS = [
  'ventilated_oven',
  'pan',
  'pot',
  'pressure_cooker',
  'steam',
  'microwave',
  'fryer',
  'steam_oven',
  'bain_marie',
  'griddle',
  'air_fryer',
] as const;

export type CookingMethod = (typeof COOKING_METHODS)[number];

function mapCategory(value: CmsB2cProductCategory | CmsB2bProductCategory | CmsRecipeCategory | null | undefined): CardCategory | null {
  const raw = rec(value);
  const slug = str(raw, 'slug');
  return slug ? { slug, name: str(raw, 'name') ?? slug } : null;
}

/** What every listed document has: id, title, slug, excerpt, first image, hero flag. */
function mapCardBase(raw: CmsProduct | CmsRecipe) {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    slug: str(raw, 'slug') ?? '',
    excerpt: str(raw, 'excerpt'),
    image: mapMedia(list(raw.images)[0]),
    isHero: bool(raw, 'isHero'),
  };
}

export function mapProductCard(raw: CmsProduct): ProductCard {
  return {
    ...mapCardBase(raw),
    b2cCategory: mapCategory(raw.b2c_category),
    b2bCategory: mapCategory(raw.b2b_category),
  };
}

export function mapRecipeCard(raw: CmsRecipe): RecipeCard {
  const prep = num(raw, 'prep_time');
  const cook = num(raw, 'cooking_time');
  const difficulty = str(raw, 'difficulty');
  return {
    ...mapCardBase(raw),
    category: mapCategory(raw.category),
    totalMinutes: prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null,
    difficulty: difficulty === 'easy' || difficulty === 'medium' || difficulty === 'hard' ? difficulty : null,
    audiences: [...(bool(raw, 'available_b2c') ? (['B2C'] as const) : []), ...(bool(raw, 'available_b2b') ? (['B2B'] as const) : [])],
  };
}

/** Whether a card has a page in the audience: a product through its category of that audience. */
export function inAudience(card: ProductCard | RecipeCard, mode: AudienceMode): boolean {
  if ('audiences' in card) return card.audiences.includes(mode) && card.category !== null;
  return (mode === 'B2B' ? card.b2bCategory : card.b2cCategory) !== null;
}

export function mapOption(value: unknown): FilterOption | null {
  const raw = rec(value);
  const name = str(raw, 'name');
  return raw && name ? { name, code: str(raw, 'code') ?? name } : null;
}

/** A row of a nutrition table: per 100 g and per portion (spec section 3). */
export type NutritionRow = { id: string; nutrient: string; per100g: string; perPortion: string | null };

export function mapNutrition(value: unknown): NutritionRow[] {
  return list(value).map((n) => ({
    id: keyOf(n, 'nutrient'),
    nutrient: str(n, 'nutrient') ?? '',
    per100g: str(n, 'per_100g') ?? '',
    perPortion: str(n, 'per_portion'),
  }));
}

/** What a product or recipe list asks for: its audience, category, filters and page. */
export type CatalogueListOptions<F> = {
  locale: Locale;
  mode: AudienceMode;
  category?: string;
  filters: F;
  page: number;
  pageSize?: number;
  /** Documents left out (documentIds): those a free-from filter excludes. */
  exclude?: string[];
  /** Read past Next's data cache: a list page that is kept nowhere (canonical.ts, UNKEPT_SEGMENT). */
  fresh?: boolean;
};

/** Locale, page (0-based in, 1-based out), size, order and the card's media: shared by both lists. */
export function listQuery(opts: { locale: Locale; page: number; pageSize?: number }, populate: string[]): Query {
  return {
    locale: opts.locale,
    pagination: { page: opts.page + 1, pageSize: opts.pageSize ?? PAGE_SIZE },
    sort: ['title:asc'],
    populate: Object.fromEntries(populate.map((field) => [field, true])),
  };
}

/** Leaves out the documents a free-from filter excludes. */
export function excludeFilter(exclude: string[] | undefined): Query {
  return exclude?.length ? { documentId: { $notIn: exclude } } : {};
}

/** One published product or recipe by its slug; an unknown slug is answered from the cached list of slugs. */
export async function getBySlug<T>(type: ContentType, locale: Locale, slug: string, tags: string[], map: (raw: Raw) => T): Promise<T | null> {
  if (!(await isKnownDoc(type, locale, null, slug))) return null;
  const raw = await firstBySlug(type.api, tags, slug, locale);
  return raw ? map(raw) : null;
}

/** The documents whose `field` (a relation) has one of the selected codes. */
export function inFilter(field: string, codes: string[], key = 'code'): Query {
  return codes.length ? { [field]: { [key]: { $in: codes } } } : {};
}
