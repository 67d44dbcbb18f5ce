// The website's settings: one list (config.mjs) that checks kinds and ranges once, applies the
// secrets rule, and matches the README's configuration table name for name.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS, readConfig } from '../../config.mjs';

const README = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');

/** The variables the README's table says the website reads (rows whose "used by" names web). */
function readmeWebNames(): Set<string> {
  const table = README.slice(README.indexOf('## Configuration'), README.indexOf('\n## ', README.indexOf('## Configuration') + 5));
  const names = new Set<string>();
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || !cells[1]?.startsWith('`') || !/\bweb\b/.test(cells[2] ?? '')) continue;
    const first = cells[1];
    // `A` … `B` is a family of variables spelled out in the code (the menu ids).
    if (first.includes('…')) {
      for (const s of SETTINGS) if (s.name.startsWith('MENU_')) names.add(s.name);
      continue;
    }
    for (const match of first.matchAll(/`([A-Z0-9_]+)`/g)) names.add(match[1] as string);
  }
  return names;
}

describe('website configuration', () => {
  it('lists exactly the variables the README documents for the website', () => {
    const documented = readmeWebNames();
    const declared = new Set(SETTINGS.map((s) => s.name));
    expect(
      [...declared].filter((n) => !documented.has(n)),
      'in config.mjs, not in the README',
    ).toEqual([]);
    expect(
      [...documented].filter((n) => !declared.has(n)),
      'in the README, not in config.mjs',
    ).toEqual([]);
  });

  it('gives the defaults when nothing is set', () => {
    const { values, problems } = readConfig({ NODE_ENV: 'development' });
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      CMS_URL: 'http://localhost:1337',
      NEWSLETTER_CONFIRM_DAYS: 7,
      CMS_TIMEOUT_MS: 3000,
      RECAPTCHA_MIN_SCORE: 0.5,
      BRINA_DEMO: false,
      REDIS_URL: null,
    });
  });

  it('reports every value out of its kind or range, once, by name', () => {
    const { values, problems } = readConfig({
      NEWSLETTER_CONFIRM_DAYS: '0',
      CMS_TIMEOUT_MS: '3s',
      CMS_API_VERSION: '6',
      SITE_URL: 'not a url',
      SAMPLES_MIN: '6',
      SAMPLES_MAX: '5',
    });
    expect(problems).toEqual([
      'CMS_API_VERSION=6 is not one of 4, 5',
      'CMS_TIMEOUT_MS=3s is not a whole number from 100 to 60000',
      'SITE_URL=not a url is not a URL',
      'NEWSLETTER_CONFIRM_DAYS=0 is not a whole number from 1 to 365',
      'SAMPLES_MIN (6) is above SAMPLES_MAX (5)',
    ]);
    expect(values.NEWSLETTER_CONFIRM_DAYS).toBe(7);
  });

  it('applies the secrets rule: local-only values outside production or in the demo, none in production', () => {
    expect(readConfig({ NODE_ENV: 'development' }).values.PREVIEW_SECRET).toBe('local-only-preview-secret');
    expect(readConfig({ NODE_ENV: 'production', BRINA_DEMO: '1' }).values.CMS_READ_TOKEN).toMatch(/^local-only-/);
    expect(readConfig({ NODE_ENV: 'production' }).values.CMS_READ_TOKEN).toBeNull();
    expect(readConfig({ NODE_ENV: 'production', CMS_READ_TOKEN: 'real' }).values.CMS_READ_TOKEN).toBe('real');
  });
});
