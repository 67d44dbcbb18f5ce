// Issue 38.4: a new document's slug follows its title. Strapi's admin proposes the type's name
// (`recipe`, `recipe-1`) before the title is typed (strapi/strapi#21472); the CMS replaces such a
// placeholder, or an empty slug, with the slugified title, unique in its language; a slug the
// editor wrote stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './helpers.mjs';

const CM = '/content-manager/collection-types';
const RECIPE = 'api::recipe.recipe';
const run = Date.now().toString(36);
const created = [];
let admin;

async function create(data) {
  const answer = await admin(`${CM}/${RECIPE}?locale=it`, { method: 'POST', body: data });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  created.push(answer.body.data.documentId);
  return answer.body.data;
}

beforeAll(async () => {
  admin = await adminApi();
});

afterAll(async () => {
  for (const documentId of created) await admin(`${CM}/${RECIPE}/${documentId}?locale=*`, { method: 'DELETE' });
});

describe('a new recipe’s slug comes from its title', () => {
  it('replaces the admin’s placeholder `recipe` / `recipe-1` and keeps slugs unique', async () => {
    const first = await create({ title: `Vellutata di Piselli ${run}`, slug: 'recipe' });
    expect(first.slug).toBe(`vellutata-di-piselli-${run}`);
    const second = await create({ title: `Vellutata di piselli ${run}`, slug: 'recipe-1' });
    expect(second.slug).toBe(`vellutata-di-piselli-${run}-2`);
  });

  it('fills an empty slug, strips accents like the seed', async () => {
    const recipe = await create({ title: `Crème brûlée già pronta ${run}`, slug: '' });
    expect(recipe.slug).toBe(`creme-brulee-gia-pronta-${run}`);
  });

  it('leaves alone a slug the editor wrote', async () => {
    const recipe = await create({ title: `Titolo lungo ${run}`, slug: `breve-${run}` });
    expect(recipe.slug).toBe(`breve-${run}`);
  });

  it('heals a saved placeholder when the draft is saved again with its title', async () => {
    const recipe = await create({ title: `Minestrone ${run}`, slug: `breve2-${run}` });
    const answer = await admin(`${CM}/${RECIPE}/${recipe.documentId}?locale=it`, { method: 'PUT', body: { title: `Minestrone ${run}`, slug: 'recipe-3' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.slug).toBe(`minestrone-${run}`);
  });
});
