// The CMS's settings: one list (config/settings.ts) that checks kinds and ranges once and matches
// the README's configuration table, name for name, for the variables the CMS reads.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECRET_NAMES, SETTINGS, readSettings } from '../config/settings.ts';

const README = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

function readmeCmsNames() {
  const start = README.indexOf('## Configuration');
  const table = README.slice(start, README.indexOf('\n## ', start + 5));
  const names = new Set();
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || !cells[1]?.startsWith('`') || !/\bcms\b/.test(cells[2] ?? '')) continue;
    for (const match of cells[1].matchAll(/`([A-Z0-9_]+)`/g)) names.add(match[1]);
  }
  return names;
}

describe('CMS configuration', () => {
  it('lists exactly the variables the README documents for the CMS', () => {
    const documented = readmeCmsNames();
    // BRINA_DEMO is the secrets rule's switch (config/secrets.ts), read with the secrets.
    const declared = new Set([...SETTINGS.map((s) => s.name), ...SECRET_NAMES, 'BRINA_DEMO']);
    expect(
      [...declared].filter((n) => !documented.has(n)),
      'read by the CMS, not in the README',
    ).toEqual([]);
    expect(
      [...documented].filter((n) => !declared.has(n)),
      'in the README, not read by the CMS',
    ).toEqual([]);
  });

  it('gives the defaults and names every bad value', () => {
    expect(readSettings({}).problems).toEqual([]);
    expect(readSettings({}).values).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 1337,
      NEWSLETTER_CONFIRM_DAYS: 7,
      CMS_PROXY: true,
      DATABASE_STATEMENT_TIMEOUT_MS: 15000,
    });
    const { values, problems } = readSettings({
      NEWSLETTER_CONFIRM_DAYS: '0',
      PORT: 'http',
      CMS_PROXY: 'maybe',
      DATABASE_POOL_MIN: '20',
      DATABASE_POOL_MAX: '5',
    });
    expect(problems).toEqual([
      'PORT=http is not a whole number from 1 to 65535',
      'CMS_PROXY=maybe is not true or false',
      'NEWSLETTER_CONFIRM_DAYS=0 is not a whole number from 1 to 365',
      'DATABASE_POOL_MIN is above DATABASE_POOL_MAX',
    ]);
    expect(values.NEWSLETTER_CONFIRM_DAYS).toBe(7);
  });
});
