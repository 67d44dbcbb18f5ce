// Issue 25 in the CMS: recipe ingredients that are not Brina products carry Annex II allergen tags
// (the free-from filters read them), every one of them tagged in the seed, and only the 14 codes.
import { describe, expect, it } from 'vitest';
import { adminApi, read } from './helpers.mjs';

const ingredientsOf = async (slug, locale = 'it') => {
  const { body } = await read(
    `/api/recipes?locale=${locale}&filters[slug][$eq]=${slug}&populate[ingredients][populate][allergens]=true&populate[ingredients][populate][product]=true`,
  );
  return body.data[0].ingredients;
};

describe('recipe ingredients: allergen tags', () => {
  it('tags the other ingredients with their allergens, in both languages', async () => {
    const it_ = await ingredientsOf('risotto-piselli-e-menta');
    const codes = (name) => it_.find((i) => i.name === name).allergens.map((a) => a.code);
    expect(codes('Parmigiano grattugiato')).toEqual(['milk']);
    expect(codes('Brodo vegetale')).toEqual(['celery']);
    expect(codes('Riso Carnaroli')).toEqual([]);
    const en = await ingredientsOf('pea-and-mint-risotto', 'en');
    expect(en.find((i) => i.name === 'Grated Parmesan').allergens.map((a) => a.code)).toEqual(['milk']);
  });

  it('leaves a Brina ingredient to its product (no tags of its own)', async () => {
    const peas = (await ingredientsOf('risotto-piselli-e-menta')).find((i) => i.product);
    expect(peas.allergens).toEqual([]);
  });

  it('refuses a code that is not one of the 14', async () => {
    const admin = await adminApi();
    const { body } = await read('/api/recipes?locale=it&filters[slug][$eq]=frittata-di-spinaci&fields[0]=title');
    const documentId = body.data[0].documentId;
    const answer = await admin(`/content-manager/collection-types/api::recipe.recipe/${documentId}?locale=it`, {
      method: 'PUT',
      body: { ingredients: [{ name: 'Uova', quantity: '6', allergens: [{ code: 'garlic' }] }] },
    });
    expect(answer.status).toBe(400);
  });
});
