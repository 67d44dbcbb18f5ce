// Seeds taxonomies, product and recipe categories, influencers, products and recipes.
import {
  B2B_CATEGORIES,
  B2C_CATEGORIES,
  COOKING_TEXT,
  CUTTING_TYPES,
  DIETS,
  PRODUCTS,
  PRODUCT_LINES,
  TYPOLOGIES,
  type Palette,
  type ProductSeed,
} from './data/catalogue';
import { allergenTexts, productAllergens } from './data/allergens';
import { labelFields } from './product-info';
import { ingredientAllergens } from './data/ingredient-allergens';
import { INFLUENCERS, RECIPES, RECIPE_CATEGORIES, type RecipeSeed } from './data/recipes';
import type { SeedContext } from './context';
import { bi, slugify, type Bi, type SeedLocale } from './i18n';

/**
 * The EU nutrition declaration per 100 g (Reg. 1169/2011 art. 30): the same in both languages.
 * Energy in kJ from the kcal figure at 1 kcal = 4.184 kJ, rounded to the kJ as on labels.
 */
export function nutritionDeclaration(p: ProductSeed) {
  if (p.saturates > p.fat || p.sugars > p.carbs) throw new Error(`Seed: "${p.key}" declares more saturates than fat or more sugars than carbohydrate`);
  return {
    energy_kj: Math.round(p.kcal * 4.184),
    energy_kcal: p.kcal,
    fat_g: p.fat,
    saturates_g: p.saturates,
    carbohydrate_g: p.carbs,
    sugars_g: p.sugars,
    fibre_g: p.fibre,
    protein_g: p.protein,
    salt_g: p.salt,
  };
}

/** A seeded quantity in one language: 'it / en' when the two differ, else the same text. */
const inLanguage = (quantity: string, l: SeedLocale) => (quantity.includes(' / ') ? (quantity.split(' / ')[l === 'it' ? 0 : 1] ?? quantity) : quantity);

function productDescription(p: ProductSeed, locale: SeedLocale): string {
  const methods = p.cooking.length;
  return locale === 'it'
    ? `Come tutti i prodotti Brina, nasce nei campi dei nostri soci in Emilia-Romagna, Veneto e Basilicata ed è surgelato a grani liberi poche ore dopo la raccolta: così mantiene colore, consistenza e nutrienti.\n\nNon serve scongelarlo: si cuoce direttamente, in ${methods} modi diversi. Una volta scongelato non va ricongelato.`
    : `Like every Brina product it is grown in our members’ fields in Emilia-Romagna, Veneto and Basilicata and individually quick frozen a few hours after harvest, so it keeps its colour, texture and nutrients.\n\nNo need to thaw it: cook it straight from frozen, in ${methods} different ways. Do not refreeze once thawed.`;
}

export async function seedTaxonomies(ctx: SeedContext) {
  const lists: [string, { key: string; name: Bi; code: string }[]][] = [
    ['api::product-line.product-line', PRODUCT_LINES],
    ['api::product-typology.product-typology', TYPOLOGIES],
    ['api::diet.diet', DIETS],
    ['api::cutting-type.cutting-type', CUTTING_TYPES],
  ];
  for (const [uid, items] of lists) {
    for (const item of items) {
      ctx.ids.set(uid, item.key, await ctx.writer.upsert(uid, { code: item.code }, (l) => ({ name: item.name[l], code: item.code })));
    }
  }
  for (const inf of INFLUENCERS) {
    const avatar = { key: `influencer-${inf.key}`, palette: 'mix' as Palette, alt: bi(`Illustrazione per ${inf.name}`, `Illustration for ${inf.name}`) };
    ctx.ids.set(
      'api::influencer.influencer',
      inf.key,
      await ctx.writer.upsert('api::influencer.influencer', { code: inf.code }, async (l) => ({
        name: inf.name,
        code: inf.code,
        bio: inf.bio[l],
        avatar: await ctx.media.image(avatar, l),
      })),
    );
  }
}

export async function seedCategories(ctx: SeedContext) {
  const groups: [string, typeof B2C_CATEGORIES, string][] = [
    ['api::b2c-product-category.b2c-product-category', B2C_CATEGORIES, 'B2C'],
    ['api::b2b-product-category.b2b-product-category', B2B_CATEGORIES, 'B2B'],
    ['api::recipe-category.recipe-category', RECIPE_CATEGORIES, 'REC'],
  ];
  for (const [uid, categories, prefix] of groups) {
    for (const c of categories) {
      const image = { key: `category-${c.key}`, palette: c.palette, alt: bi(`${c.name.it}: piatto illustrato`, `${c.name.en}: illustrated plate`) };
      ctx.ids.set(
        uid,
        c.key,
        await ctx.writer.upsert(uid, { slug: slugify(c.name.it) }, async (l) => ({
          name: c.name[l],
          slug: slugify(c.name[l]),
          code: prefix === 'REC' ? undefined : `${prefix}-${c.key.toUpperCase()}`,
          description: c.description[l],
          order: c.order,
          image: await ctx.media.image(image, l),
          seo: { meta_title: `${c.name[l]} | Brina`, meta_description: c.description[l] },
        })),
      );
    }
  }
}

function productImages(p: ProductSeed) {
  const refs = [{ key: `product-${p.key}`, palette: p.palette, alt: bi(`${p.title.it}, surgelati, in un piatto`, `${p.title.en}, frozen, on a plate`) }];
  if (p.isHero) refs.push({ key: `product-${p.key}-2`, palette: p.palette, alt: bi(`${p.title.it} pronti da cucinare`, `${p.title.en} ready to cook`) });
  return refs;
}

export async function seedProducts(ctx: SeedContext) {
  const uid = 'api::product.product';
  for (const p of PRODUCTS) {
    const id = await ctx.writer.upsert(uid, { slug: slugify(p.title.it) }, async (l) => ({
      title: p.title[l],
      slug: slugify(p.title[l]),
      excerpt: p.excerpt[l],
      description: productDescription(p, l),
      images: await Promise.all(productImages(p).map((ref) => ctx.media.image(ref, l))),
      b2c_category: p.b2c ? ctx.ids.get('api::b2c-product-category.b2c-product-category', p.b2c) : null,
      b2b_category: p.b2b ? ctx.ids.get('api::b2b-product-category.b2b-product-category', p.b2b) : null,
      product_line: ctx.ids.get('api::product-line.product-line', p.line),
      product_typology: ctx.ids.get('api::product-typology.product-typology', p.typology),
      diets: p.diets.map((d) => ctx.ids.get('api::diet.diet', d)),
      cutting_type: ctx.ids.get('api::cutting-type.cutting-type', p.cutting),
      features: {
        packs_per_carton: p.packs,
        cartons_per_pallet: p.cartons,
        weight: p.weight,
        product_code: p.code,
        shelf_life: l === 'it' ? '18 mesi a -18 °C' : '18 months at -18 °C',
      },
      portion_size: `${p.portion} g`,
      nutrition_declaration: nutritionDeclaration(p),
      cooking_methods: p.cooking.map(([method, minutes]) => ({ method, time_minutes: minutes, instructions: COOKING_TEXT[method][l] })),
      ...allergenTexts(p.key, l),
      allergens_contains: productAllergens(p.key, p.diets).contains.map((code) => ({ code })),
      allergens_traces: productAllergens(p.key, p.diets).traces.map((code) => ({ code })),
      ...labelFields(p, l),
      isHero: Boolean(p.isHero),
      is_creatu: Boolean(p.creatu),
      seo: { meta_title: `${p.title[l]} | Brina`, meta_description: p.excerpt[l] },
    }));
    ctx.ids.set(uid, p.key, id);
  }
}

/** One published product gets a pending, unpublished edit (for preview and draft-leak tests). */
export const DRAFT_CHANGE = { product: 'piselli', title: bi('Piselli finissimi – nuova confezione richiudibile', 'Extra-fine peas – new resealable pack') };

export async function seedDraftChange(ctx: SeedContext) {
  const documentId = ctx.ids.get('api::product.product', DRAFT_CHANGE.product);
  for (const l of ['it', 'en'] as const) await ctx.writer.draftChange('api::product.product', documentId, l, { title: DRAFT_CHANGE.title[l] });
}

export async function seedRecipes(ctx: SeedContext) {
  const uid = 'api::recipe.recipe';
  const product = (key: string) => ctx.ids.get('api::product.product', key);
  for (const r of RECIPES as RecipeSeed[]) {
    const image = { key: `recipe-${r.key}`, palette: r.palette, alt: bi(`${r.title.it}, piatto pronto`, `${r.title.en}, ready to serve`) };
    const id = await ctx.writer.upsert(uid, { slug: slugify(r.title.it) }, async (l) => ({
      title: r.title[l],
      slug: slugify(r.title[l]),
      excerpt: r.excerpt[l],
      description: l === 'it' ? `${r.excerpt.it} Pronta in ${r.prep + r.cook} minuti.` : `${r.excerpt.en} Ready in ${r.prep + r.cook} minutes.`,
      images: [await ctx.media.image(image, l)],
      category: ctx.ids.get('api::recipe-category.recipe-category', r.category),
      ingredients: r.ingredients.map(([it, en, quantity, p]) => ({
        name: l === 'it' ? it : en,
        quantity: inLanguage(quantity, l),
        product: p ? product(p) : null,
        // A Brina product's allergens are the product's; the others are tagged here.
        allergens: p ? [] : ingredientAllergens(it),
      })),
      steps: r.steps.map((s, i) => ({
        title: l === 'it' ? `Passo ${i + 1}` : `Step ${i + 1}`,
        text: s[l],
        // The step's own quantities name the ingredient as the recipe lists it in this language.
        quantities: (s.quantities ?? []).map(([name, quantity]) => ({
          ingredient: l === 'it' ? name : (r.ingredients.find(([it]) => it === name)?.[1] ?? name),
          quantity: inLanguage(quantity, l),
        })),
      })),
      prep_time: r.prep,
      cooking_time: r.cook,
      difficulty: r.difficulty,
      servings: r.servings,
      diets: r.diets.map((d) => ctx.ids.get('api::diet.diet', d)),
      influencer: r.influencer ? ctx.ids.get('api::influencer.influencer', r.influencer) : null,
      creatu_product: r.creatu ? product(r.creatu) : null,
      related_products: r.products.map(product),
      available_b2c: r.b2c !== false,
      available_b2b: Boolean(r.b2b),
      isHero: Boolean(r.isHero),
      seo: { meta_title: `${r.title[l]} | Brina`, meta_description: r.excerpt[l] },
    }));
    ctx.ids.set(uid, r.key, id);
  }
}
