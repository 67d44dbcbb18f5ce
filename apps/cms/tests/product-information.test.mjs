// Issue 26, complete product information: the structured allergens (the 14 codes of EU Reg.
// 1169/2011 Annex II) and the label fields every seeded product carries, in both languages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminApi, read } from './helpers.mjs';

const CODES = JSON.parse(readFileSync(new URL('../src/components/catalogue/allergen.json', import.meta.url), 'utf8')).attributes.code.enum;

async function allProducts(locale) {
  const { status, body } = await read(`/api/products?locale=${locale}&pagination[pageSize]=100&sort[0]=id:asc`);
  expect(status).toBe(200);
  return body.data;
}

const codes = (list) => list.map((a) => a.code);

describe('structured allergens', () => {
  it('every product lists what it contains and may contain, as Annex II codes, the same in both languages', async () => {
    const [it, en] = await Promise.all([allProducts('it'), allProducts('en')]);
    expect(it.length).toBeGreaterThanOrEqual(28);
    expect(en).toHaveLength(it.length);
    const byDocument = new Map(en.map((p) => [p.documentId, p]));
    for (const product of it) {
      expect(Array.isArray(product.allergens_contains), product.slug).toBe(true);
      expect(Array.isArray(product.allergens_traces), product.slug).toBe(true);
      for (const code of [...codes(product.allergens_contains), ...codes(product.allergens_traces)]) expect(CODES).toContain(code);
      const english = byDocument.get(product.documentId);
      expect(codes(english.allergens_contains)).toEqual(codes(product.allergens_contains));
      expect(codes(english.allergens_traces)).toEqual(codes(product.allergens_traces));
    }
    const polpette = it.find((p) => p.slug === 'polpette-vegetali');
    expect(codes(polpette.allergens_contains)).toEqual(['gluten', 'eggs', 'milk']);
  });

  it('products can be filtered on a code (the free-from filters read this way)', async () => {
    const { status, body } = await read('/api/products?locale=it&pagination[pageSize]=100&filters[allergens_contains][code][$eq]=celery');
    expect(status).toBe(200);
    const slugs = body.data.map((p) => p.slug);
    expect(slugs).toContain('minestrone-14-verdure');
    expect(slugs).not.toContain('spinaci-in-foglia');
    for (const product of body.data) expect(codes(product.allergens_contains)).toContain('celery');
  });

  it('the CMS refuses a code that is not one of the 14', async () => {
    const admin = await adminApi();
    const created = await admin('/content-manager/collection-types/api::product.product?locale=it', {
      method: 'POST',
      body: { title: 'Prova allergeni', slug: 'prova-allergeni', allergens_contains: [{ code: 'peanut' }] },
    });
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toMatch(/allergens_contains/);
  });
});
