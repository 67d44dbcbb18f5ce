// The shared allergen model: the website's 14 codes are the CMS's, named in both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLERGENS, allergenCodes, allergenStatus, isAllergenCode } from '@/lib/catalogue/allergens';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('allergen model', () => {
  it('the 14 Annex II codes, in Annex order, are exactly the CMS component’s enumeration', () => {
    expect(ALLERGENS).toHaveLength(14);
    const component = readJson('cms/src/components/catalogue/allergen.json');
    expect(component.attributes.code.enum).toEqual([...ALLERGENS]);
    const product = readJson('cms/src/api/product/content-types/product/schema.json');
    for (const field of ['allergens_contains', 'allergens_traces']) {
      expect(product.attributes[field]).toMatchObject({ type: 'component', component: 'catalogue.allergen', repeatable: true });
      expect(product.attributes[field].pluginOptions.i18n.localized).toBe(false);
    }
  });

  it('every code has a name in Italian and English (Italian as on labels)', () => {
    const it = readJson('web/messages/it.json').allergens;
    const en = readJson('web/messages/en.json').allergens;
    expect(Object.keys(it)).toEqual([...ALLERGENS]);
    expect(Object.keys(en)).toEqual([...ALLERGENS]);
    expect(it.nuts).toBe('frutta a guscio');
    expect(it.sulphites).toBe('anidride solforosa e solfiti');
    expect(en.soybeans).toBe('soybeans');
  });

  it('reads a CMS list: Annex order, each code once, unknown values dropped', () => {
    expect(allergenCodes([{ code: 'milk' }, { code: 'gluten' }, { code: 'milk' }, { code: 'peanut' }, null, 'celery'])).toEqual(['gluten', 'milk', 'celery']);
    expect(allergenCodes(undefined)).toEqual([]);
    expect(allergenCodes({ code: 'milk' })).toEqual([]);
    expect(isAllergenCode('lupin')).toBe(true);
    expect(isAllergenCode('Lupin')).toBe(false);
  });

  it('status: contains wins over traces, otherwise free', () => {
    expect(allergenStatus('milk', ['milk'], ['milk'])).toBe('contains');
    expect(allergenStatus('eggs', ['milk'], ['eggs'])).toBe('traces');
    expect(allergenStatus('fish', ['milk'], ['eggs'])).toBe('free');
  });
});
