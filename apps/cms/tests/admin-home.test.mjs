// Issue 38.7: the admin home's "Ultimi contenuti modificati / pubblicati" list each document once,
// not once per language (src/bootstrap/admin-home.ts).
import { describe, expect, it } from 'vitest';
import { adminAs } from './helpers.mjs';

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
});
