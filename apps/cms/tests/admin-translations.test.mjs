// Issue 38.6: the Media Library speaks Italian with the rest of the admin. Strapi 5.54's upload
// plugin ships Italian for under a fifth of its texts; src/admin/translations/media-library.ts gives
// the rest. An upgrade that adds a text fails here until it is translated; a translation keeps the
// placeholders ({count}, {name}…) of the English text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_LIBRARY } from '../src/admin/translations/media-library.ts';
import { ITALIAN, STATUSES } from '../src/admin/translations/it.ts';
import { ENUMERATIONS } from '../src/admin/translations/enumerations.ts';
import { CAREERS } from '../src/seed/data/site.ts';

const require = createRequire(import.meta.url);
// The package exports no translation files: read them from its folder.
const UPLOAD = dirname(require.resolve('@strapi/upload/package.json'));
const load = (language) => {
  const module = require(join(UPLOAD, `dist/admin/translations/${language}.json.js`));
  return module.default ?? module;
};
const placeholders = (text) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe('the Media Library in Italian', () => {
  const english = load('en');
  const italian = load('it');

  it('has an Italian text for every English one', () => {
    const missing = Object.keys(english).filter((key) => !(key in italian) && !(key in MEDIA_LIBRARY));
    expect(missing).toEqual([]);
    for (const label of ['Alternative text', 'More actions', 'Add new assets']) {
      const key = Object.keys(english).find((k) => english[k] === label);
      expect(ITALIAN[`upload.${key}`], label).toMatch(/^[A-Z]/);
      expect(ITALIAN[`upload.${key}`]).not.toBe(label);
    }
    expect(ITALIAN['upload.asset-details.alternativeText']).toBe('Testo alternativo');
  });

  it('keeps the placeholders of the English texts', () => {
    for (const [key, text] of Object.entries(MEDIA_LIBRARY)) expect(placeholders(text), key).toEqual(placeholders(english[key]));
  });

  it('names HR’s statuses of an application in Italian', () => {
    expect(Object.values(STATUSES)).toEqual(expect.arrayContaining(['Nuova', 'In valutazione', 'Colloquio', 'Scartata', 'Assunta']));
  });
});

/** Every enumeration value of the content types and components: [value, where]. */
function enumerationValues() {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.json')) {
        const schema = JSON.parse(readFileSync(file, 'utf8'));
        for (const [field, attribute] of Object.entries(schema.attributes ?? {}))
          if (attribute.type === 'enumeration') for (const value of attribute.enum) out.push([value, `${name} ${field}`]);
      }
    }
  };
  const src = new URL('../src/', import.meta.url).pathname;
  walk(join(src, 'api'));
  walk(join(src, 'components'));
  return out;
}

describe('enumeration values in Italian (issue 38.3: no codes in selects and filters)', () => {
  it('names every value of every enumeration', () => {
    const careers = new Set(CAREERS.options.filter((o) => o.group === 'sector' || o.group === 'site').map((o) => o.code));
    const values = enumerationValues();
    expect(values.length).toBeGreaterThan(50);
    const missing = values.filter(([value]) => !ENUMERATIONS[value] && !STATUSES[value] && !careers.has(value));
    expect(missing).toEqual([]);
    expect(ENUMERATIONS.easy).toBe('Facile');
  });
});
