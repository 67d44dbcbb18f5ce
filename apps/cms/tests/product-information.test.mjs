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

describe('EU nutrition declaration, producer, plant and microbiology (issue 37)', () => {
  const FIGURES = ['energy_kj', 'energy_kcal', 'fat_g', 'saturates_g', 'carbohydrate_g', 'sugars_g', 'protein_g', 'salt_g'];
  const figures = (d) => Object.fromEntries(Object.entries(d).filter(([key]) => key !== 'id'));

  it('every product declares energy (kJ and kcal), fat, saturates, carbohydrate, sugars, protein and salt per 100 g, the same in both languages', async () => {
    const [it, en] = await Promise.all([allProducts('it'), allProducts('en')]);
    const byDocument = new Map(en.map((p) => [p.documentId, p]));
    for (const product of it) {
      const d = product.nutrition_declaration;
      expect(d, product.slug).toBeTruthy();
      for (const key of FIGURES) expect(Number.isFinite(Number(d[key])) && Number(d[key]) >= 0, `${product.slug} ${key}`).toBe(true);
      // kJ from kcal at 1 kcal = 4.184 kJ; "of which" never more than the whole.
      expect(d.energy_kj, product.slug).toBe(Math.round(d.energy_kcal * 4.184));
      expect(Number(d.saturates_g), product.slug).toBeLessThanOrEqual(Number(d.fat_g));
      expect(Number(d.sugars_g), product.slug).toBeLessThanOrEqual(Number(d.carbohydrate_g));
      expect(figures(byDocument.get(product.documentId).nutrition_declaration)).toEqual(figures(d));
    }
    const spinach = it.find((p) => p.slug === 'spinaci-in-foglia');
    expect(figures(spinach.nutrition_declaration)).toMatchObject({ energy_kj: 96, energy_kcal: 23 });
  });

  it('every product names its producer, its plant with the registration number, and the microbiological criteria', async () => {
    const [it, en] = await Promise.all([allProducts('it'), allProducts('en')]);
    const byDocument = new Map(en.map((p) => [p.documentId, p]));
    for (const product of it) {
      const english = byDocument.get(product.documentId);
      expect(product.producer, product.slug).toMatch(/^Brina Società Cooperativa Agricola\nVia .+, \d{5} .+ \([A-Z]{2}\), Italia$/);
      expect(english.producer, product.slug).toMatch(/, Italy$/);
      expect(product.production_plant, product.slug).toMatch(/^Stabilimento di /);
      expect(english.production_plant, product.slug).toMatch(/ plant\n/);
      expect(product.plant_approval_number, product.slug).toMatch(/^IT 852\/2004 [A-Z]{2}-\d{4}$/);
      expect(english.plant_approval_number).toBe(product.plant_approval_number);
      const names = product.microbiology.map((m) => m.microorganism);
      expect(names, product.slug).toEqual(expect.arrayContaining(['Listeria monocytogenes', 'Salmonella spp.', 'Escherichia coli']));
      for (const m of [...product.microbiology, ...english.microbiology]) {
        expect(m.limit, product.slug).toBeTruthy();
        expect(m.method, product.slug).toMatch(/ISO/);
      }
      expect(english.microbiology.find((m) => m.microorganism === 'Salmonella spp.').limit).toMatch(/not detected in 25 g/);
      expect(product.microbiology.find((m) => m.microorganism === 'Salmonella spp.').reference).toMatch(/2073\/2005/);
    }
    const berries = it.find((p) => p.slug === 'frutti-di-bosco');
    expect(berries.microbiology.map((m) => m.microorganism)).toContain('Norovirus GI e GII');
  });

  it('the CMS refuses to publish a declaration with a negative figure or a missing mandatory one', async () => {
    const admin = await adminApi();
    const CM = '/content-manager/collection-types/api::product.product';
    const good = { energy_kj: 96, energy_kcal: 23, fat_g: 0.4, saturates_g: 0.1, carbohydrate_g: 1.1, sugars_g: 0.4, protein_g: 2.9, salt_g: 0.2 };
    const withoutSugars = Object.fromEntries(Object.entries(good).filter(([key]) => key !== 'sugars_g'));
    const answers = {};
    for (const [slug, declaration] of [
      ['prova-dichiarazione', good],
      ['prova-negativo', { ...good, fat_g: -1 }],
      ['prova-senza-zuccheri', withoutSugars],
    ]) {
      // Drafts may be incomplete; publishing checks the figures.
      const unique = `${slug}-${Date.now()}`;
      const draft = await admin(`${CM}?locale=it`, { method: 'POST', body: { title: unique, slug: unique, nutrition_declaration: declaration } });
      expect(draft.status, slug).toBe(201);
      // The site is bilingual: publishing wants the English version too.
      const english = await admin(`${CM}/${draft.body.data.documentId}?locale=en`, { method: 'PUT', body: { title: `${unique} en`, slug: `${unique}-en` } });
      expect(english.status, slug).toBe(200);
      const published = await admin(`${CM}/${draft.body.data.documentId}/actions/publish?locale=it`, { method: 'POST', body: {} });
      answers[slug] = { status: published.status, body: JSON.stringify(published.body) };
      await admin(`${CM}/${draft.body.data.documentId}?locale=*`, { method: 'DELETE' });
    }
    expect(answers['prova-dichiarazione'].status, answers['prova-dichiarazione'].body).toBe(200);
    for (const slug of ['prova-negativo', 'prova-senza-zuccheri']) {
      expect(answers[slug].status, slug).toBe(400);
      expect(answers[slug].body, slug).toMatch(/nutrition_declaration/);
    }
  });
});
