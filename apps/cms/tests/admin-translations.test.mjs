// Issue 38.6: the Media Library speaks Italian with the rest of the admin. Strapi 5.54's upload
// plugin ships Italian for under a fifth of its texts; src/admin/translations/media-library.ts gives
// the rest. An upgrade that adds a text fails here until it is translated; a translation keeps the
// placeholders ({count}, {name}…) of the English text.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_LIBRARY } from '../src/admin/translations/media-library.ts';
import { ITALIAN, STATUSES } from '../src/admin/translations/it.ts';

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
