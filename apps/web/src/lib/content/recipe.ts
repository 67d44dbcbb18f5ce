// Recipes, described once: one category for both audiences, flagged per audience (a recipe is in an
// audience when it is flagged for it and has a category, `/ricette/<category>/<slug>`), the
// servings kept with each slug (the proxy bounds a `?servings=` by them), the list screens, and what
// the search index reads (category, ingredients, the allergens of the free-from filter: its own
// ingredients' and its Brina products'). Its reading stays in cms/recipe.ts.
import { productRowAllergens, recipeRowAllergens } from '../cms/allergens';
import { list, rec, type Raw, str } from '../cms/read';
import { ALLERGEN_FIELDS, categoryLabel, IMAGE_FIELDS, NAME_AND_SLUG } from '../cms/search-fields';
import { TAGS } from '../cms/tags';
import { AUDIENCE_FLAGS, flaggedAudiences } from './audiences';
import type { ContentType } from './types';

const categoryOf = (raw: Raw) => str(rec(raw.category), 'slug');

export const RECIPE: ContentType = {
  uid: 'api::recipe.recipe',
  model: 'recipe',
  api: '/api/recipes',
  routes: { list: { B2C: 'recipes', B2B: 'B2B-recipes' }, detail: { B2C: 'recipes-category-slug', B2B: 'B2B-recipes-category-slug' } },
  audienceFields: AUDIENCE_FLAGS,
  audiencesOf: (raw) => (categoryOf(raw) ? flaggedAudiences(raw) : []),
  category: { relations: ['category'], of: categoryOf, tags: [TAGS.type('recipe-category')] },
  slugListFields: ['servings'],
  search: {
    type: 'recipe',
    query: {
      fields: ['title', 'slug', 'excerpt', 'description', ...AUDIENCE_FLAGS],
      populate: {
        images: IMAGE_FIELDS,
        category: NAME_AND_SLUG,
        // The recipe's allergens, as the free-from filter reads them (lib/cms/allergens.ts).
        ingredients: { fields: ['name'], populate: { allergens: { fields: ['code'] }, product: { fields: ['title'], populate: ALLERGEN_FIELDS } } },
      },
    },
    fields: (raw) => ({
      title: str(raw, 'title'),
      body: [categoryLabel(raw, 'category'), str(raw, 'excerpt'), str(raw, 'description'), ...list(raw.ingredients).map((i) => str(i, 'name'))],
      image: list(raw.images)[0] ?? null,
      allergens: recipeRowAllergens(raw, productRowAllergens),
    }),
  },
};
