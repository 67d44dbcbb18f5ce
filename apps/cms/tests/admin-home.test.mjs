// Issue 38.7: the admin home's "Ultimi contenuti modificati / pubblicati" list each document once,
// not once per language (src/bootstrap/admin-home.ts), and its widgets (the project statistics
// too) have Italian labels (src/admin/translations/it.ts or Strapi's own it.json).
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ITALIAN } from '../src/admin/translations/it.ts';
import { adminAs } from './helpers.mjs';

const require = createRequire(import.meta.url);
// Strapi's translation modules are not in its packages' exports: loaded by path (workspace root).
const strapiTexts = (pkg, file) => {
  const loaded = require(path.resolve(import.meta.dirname, '../../../node_modules/@strapi', pkg, file));
  return loaded.default ?? loaded;
};

describe('the admin home', () => {
  it('lists each recently edited or published document once', async () => {
    const editor = await adminAs('redazione@brina.local');
    for (const action of ['update', 'publish']) {
      const { status, body } = await editor(`/content-manager/homepage/recent-documents?action=${action}`);
      expect(status).toBe(200);
      const keys = body.data.map((row) => `${row.contentTypeUid} ${row.documentId}`);
      expect(keys.length, `${action}: something listed`).toBeGreaterThan(0);
      expect(keys, `${action}: no document twice`).toEqual([...new Set(keys)]);
    }
  });

  it('labels its widgets in Italian', () => {
    const admin = {
      en: strapiTexts('admin', 'dist/admin/admin/src/translations/en.json.js'),
      it: strapiTexts('admin', 'dist/admin/admin/src/translations/it.json.js'),
    };
    const cm = {
      en: strapiTexts('content-manager', 'dist/admin/translations/en.json.js'),
      it: strapiTexts('content-manager', 'dist/admin/translations/it.json.js'),
    };
    const widgetKeys = [
      ...Object.keys(admin.en)
        .filter((key) => /^(widget\.|HomePage\.widget\.)/.test(key))
        .map((key) => ({ key, strapi: admin.it[key] })),
      ...Object.keys(cm.en)
        .filter((key) => key.startsWith('widget.'))
        .map((key) => ({ key: `content-manager.${key}`, strapi: cm.it[key] })),
    ];
    expect(widgetKeys.length, 'Strapi still has home page widgets').toBeGreaterThan(10);
    const english = widgetKeys.filter(({ key, strapi }) => !ITALIAN[key] && !strapi).map(({ key }) => key);
    expect(english, 'labels left in English').toEqual([]);
  });
});
