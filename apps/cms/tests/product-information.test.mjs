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

/** GS1 check digit, written out for the test (weights 3,1,3,… from the right of the body). */
function checkDigitOk(gtin) {
  const digits = [...gtin].map(Number);
  const check = digits.pop();
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

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

describe('label information', () => {
  it('every product has its label fields filled in both languages, with valid GTINs', async () => {
    const [it, en] = await Promise.all([allProducts('it'), allProducts('en')]);
    const byDocument = new Map(en.map((p) => [p.documentId, p]));
    const gtins = new Set();
    for (const product of it) {
      const english = byDocument.get(product.documentId);
      expect(product.gtin, product.slug).toMatch(/^\d{13}$/);
      expect(product.gtin_carton, product.slug).toMatch(/^1\d{13}$/);
      expect(checkDigitOk(product.gtin), product.gtin).toBe(true);
      expect(checkDigitOk(product.gtin_carton), product.gtin_carton).toBe(true);
      gtins.add(product.gtin);
      expect(english).toMatchObject({ gtin: product.gtin, gtin_carton: product.gtin_carton, net_quantity_g: product.net_quantity_g });
      expect(product.net_quantity_g).toBeGreaterThan(0);
      expect(product.cooking_yield_percent).toBeGreaterThan(0);
      expect(Number(product.carton_gross_weight_kg)).toBeGreaterThan((product.net_quantity_g * product.features.packs_per_carton) / 1000);
      for (const [p, locale] of [
        [product, 'it'],
        [english, 'en'],
      ]) {
        for (const field of ['ingredients_text', 'origin', 'storage', 'certifications']) expect(p[field], `${p.slug} ${field}`).toBeTruthy();
        expect(p.storage).toContain('-18 °C');
        expect(p.storage).toMatch(locale === 'it' ? /non deve essere ricongelato/ : /Do not refreeze once thawed/);
      }
      // Every allergen the product contains is emphasised in both ingredient lists.
      if (product.allergens_contains.length) {
        expect(product.ingredients_text, product.slug).toMatch(/\*\*[^*]+\*\*/);
        expect(english.ingredients_text, product.slug).toMatch(/\*\*[^*]+\*\*/);
      }
    }
    expect(gtins.size).toBe(it.length);
  });

  it('the CMS refuses a GTIN with a wrong check digit', async () => {
    const admin = await adminApi();
    const created = await admin('/content-manager/collection-types/api::product.product?locale=it', {
      method: 'POST',
      body: { title: 'Prova GTIN', slug: 'prova-gtin', gtin: '4006381333932' },
    });
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toMatch(/gtin/);
  });
});
