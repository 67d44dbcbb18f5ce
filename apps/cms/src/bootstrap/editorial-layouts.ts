// The content manager as the editors see it, applied at every start from files in the repository
// (never clicks stored only in a database): every field's Italian label, one-line description and
// placeholder (src/editorial/field-labels.ts), the title (or name) as each type's main field, the
// useful columns of the main lists, and the edit views of products and recipes laid out in groups.
// A field added later to a schema without a label keeps Strapi's technical name (and fails
// tests/editorial.test.mjs); a field missing from a layout below is appended at its end.
import type { Core } from '@strapi/strapi';
import { describedEntries } from '../content/registry';
import { fieldLabel } from '../editorial/field-labels';

type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Row = { name: string; size: number }[];
type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list?: string[]; edit?: Row[] } & Record<string, unknown>;
};
type Model = { uid: string; attributes: Record<string, { type: string }> };
type Service = {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>;
};

/** Columns of the main lists (the submissions' lists are set by admin-lists.ts). */
export const LIST_COLUMNS: Record<string, string[]> = {
  'api::product.product': ['title', 'b2c_category', 'b2b_category', 'product_line', 'isHero', 'updatedAt'],
  'api::recipe.recipe': ['title', 'category', 'difficulty', 'available_b2c', 'available_b2b', 'updatedAt'],
  'api::landing-page.landing-page': ['title', 'slug', 'mode', 'updatedAt'],
  'api::page.page': ['title', 'slug', 'category', 'updatedAt'],
  'api::news.news': ['title', 'date', 'available_b2c', 'available_b2b', 'updatedAt'],
  'api::blog-article.blog-article': ['title', 'category', 'date', 'author', 'updatedAt'],
  'api::legal-page.legal-page': ['title', 'slug', 'updated_on', 'updatedAt'],
  'api::store.store': ['name', 'chain', 'wholesale_only', 'municipality', 'district_abbreviation', 'updatedAt'],
  'api::download.download': ['title', 'category', 'available_b2c', 'available_b2b', 'updatedAt'],
  'api::video-download.video-download': ['title', 'available_b2c', 'available_b2b', 'updatedAt'],
  'api::quiz.quiz': ['title', 'slug', 'updatedAt'],
  'api::menu.menu': ['title', 'kind', 'locale_code', 'menu_id'],
  // The types described once (src/content): their list and edit view come from their descriptions.
  ...describedEntries((type) => type.list),
};

/** Edit views in groups: each inner list is one row, in reading order. */
export const EDIT_GROUPS: Record<string, string[][]> = {
  'api::product.product': [
    ['title', 'slug'],
    ['excerpt'],
    ['description'],
    ['images'],
    ['b2c_category', 'b2b_category'],
    ['product_line', 'product_typology'],
    ['cutting_type', 'diets'],
    ['isHero', 'is_creatu'],
    ['ingredients_text'],
    ['allergens', 'may_contain'],
    ['allergens_contains'],
    ['allergens_traces'],
    ['net_quantity_g', 'origin', 'certifications'],
    ['storage'],
    ['portion_size', 'cooking_yield_percent'],
    ['nutrition_declaration'],
    ['cooking_methods'],
    ['gtin', 'gtin_carton', 'carton_gross_weight_kg'],
    ['producer', 'production_plant', 'plant_approval_number'],
    ['microbiology'],
    ['features'],
    ['related_recipes'],
    ['seo'],
  ],
  'api::landing-page.landing-page': [['title', 'slug'], ['mode'], ['sections'], ['seo']],
  'api::page.page': [['title', 'slug'], ['category'], ['intro'], ['sections'], ['seo']],
  'api::news.news': [['title', 'slug'], ['date', 'available_b2c', 'available_b2b'], ['excerpt'], ['content'], ['cover'], ['seo']],
  'api::blog-article.blog-article': [
    ['title', 'slug'],
    ['category', 'date'],
    ['author', 'reading_minutes'],
    ['available_b2c', 'available_b2b'],
    ['excerpt'],
    ['content'],
    ['cover'],
    ['seo'],
  ],
  'api::store.store': [
    ['name', 'slug'],
    ['chain', 'phone'],
    ['wholesale_only'],
    ['address', 'postal_code'],
    ['municipality', 'district_abbreviation', 'municipality_code'],
    ['latitude', 'longitude'],
    ['product_lines', 'products'],
  ],
  'api::recipe.recipe': [
    ['title', 'slug'],
    ['excerpt'],
    ['description'],
    ['images'],
    ['category', 'difficulty'],
    ['prep_time', 'cooking_time', 'servings'],
    ['available_b2c', 'available_b2b', 'isHero'],
    ['ingredients'],
    ['steps'],
    ['diets', 'influencer'],
    ['creatu_product', 'related_products'],
    ['nutrition'],
    ['seo'],
  ],
  ...describedEntries((type) => type.edit),
};

const FULL = new Set(['component', 'dynamiczone', 'json', 'richtext', 'blocks']);
function editLayout(model: Model, groups: string[][]): Row[] {
  const rows: Row[] = [];
  const placed = new Set<string>();
  const add = (names: string[]) => {
    const present = names.filter((n) => model.attributes[n] && !placed.has(n));
    const full = present.filter((n) => FULL.has(model.attributes[n].type));
    const half = present.filter((n) => !FULL.has(model.attributes[n].type));
    for (const name of full) rows.push([{ name, size: 12 }]);
    if (half.length) rows.push(half.map((name) => ({ name, size: Math.max(4, Math.floor(12 / half.length)) })));
    present.forEach((n) => placed.add(n));
  };
  groups.forEach(add);
  // Fields added to the schema after this layout was written: at the end, one per row.
  const hidden = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations']);
  for (const name of Object.keys(model.attributes)) if (!placed.has(name) && !hidden.has(name)) add([name]);
  return rows;
}

function labelled(uid: string, model: Model, configuration: Configuration): Configuration {
  const metadatas: Record<string, Metadata> = { ...configuration.metadatas };
  for (const name of Object.keys(metadatas)) {
    const names = fieldLabel(uid, name);
    if (!names || !model.attributes[name]) continue;
    const current = metadatas[name] ?? {};
    metadatas[name] = {
      ...current,
      edit: { ...(current.edit ?? {}), label: names.label, description: names.description, placeholder: names.placeholder ?? '' },
      list: { ...(current.list ?? {}), label: names.label },
    };
  }
  const mainField = ['title', 'name', 'label', 'question', 'statement', 'email'].find((f) => model.attributes[f]);
  return { ...configuration, metadatas, settings: { ...configuration.settings, ...(mainField ? { mainField } : {}) } };
}

export async function applyEditorialLayouts(strapi: Core.Strapi) {
  const types = strapi.plugin('content-manager').service('content-types') as unknown as Service;
  const components = strapi.plugin('content-manager').service('components') as unknown as Service;
  for (const model of Object.values(strapi.contentTypes) as unknown as Model[]) {
    if (!model.uid.startsWith('api::')) continue;
    const current = await types.findConfiguration(model);
    const next = labelled(model.uid, model, current);
    if (LIST_COLUMNS[model.uid]) next.layouts = { ...next.layouts, list: LIST_COLUMNS[model.uid].filter((f) => f.endsWith('At') || model.attributes[f]) };
    if (EDIT_GROUPS[model.uid]) next.layouts = { ...next.layouts, edit: editLayout(model, EDIT_GROUPS[model.uid]) };
    await types.updateConfiguration(model, next);
  }
  for (const model of Object.values(strapi.components) as unknown as Model[]) {
    const current = await components.findConfiguration(model);
    await components.updateConfiguration(model, labelled(model.uid, model, current));
  }
}
