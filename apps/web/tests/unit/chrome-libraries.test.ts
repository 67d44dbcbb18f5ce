// The site chrome (header, newsletter block, footer, quiz, consent) is on every page: its browser
// code may not statically reach the form libraries the contact screens use (zod, react-hook-form,
// about 58 KB compressed); the newsletter form loads its schema with import() when reached.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, isClientEntry, reachable, staticPackages } from './module-graph';

const FORM_LIBRARIES = ['zod', 'react-hook-form', '@hookform/resolvers'];

/** The client modules the chrome renders, and what they import (statically, or also with import()). */
function chromeClientPackages(dynamic: boolean): Map<string, string[]> {
  const chrome = reachable([path.join(SRC, 'components/layout/site-chrome.tsx')], { dynamic: false });
  const clientEntries = chrome.filter((file) => isClientEntry(file, fs.readFileSync(file, 'utf8')));
  return staticPackages(reachable(clientEntries, { dynamic, browser: true }), { scriptsOnly: true });
}

describe('browser code of the site chrome', () => {
  it('reaches the newsletter form, its bot proof and its schema only through import()', () => {
    const chrome = (dynamic: boolean) =>
      reachable([path.join(SRC, 'components/layout/site-chrome.tsx')], { dynamic, browser: true }).map((f) => path.relative(SRC, f));
    expect(chrome(false)).toContain('components/forms/newsletter-island.client.tsx');
    for (const file of ['components/forms/newsletter-form.client.tsx', 'components/forms/bot-proof.client.tsx', 'lib/forms/newsletter.ts']) {
      expect(chrome(false), `${file} is not in the first load`).not.toContain(file);
      expect(chrome(true), `${file} loads on demand`).toContain(file);
    }
    expect(chromeClientPackages(true).has('zod')).toBe(true);
  });

  it('stops at Server Actions: the browser holds references, not the server code behind them', () => {
    const form = [path.join(SRC, 'components/forms/newsletter-form.client.tsx')];
    const inBrowser = reachable(form, { dynamic: false, browser: true }).map((f) => path.relative(SRC, f));
    expect(inBrowser).not.toContain('lib/server/form-handler.ts');
    expect(reachable(form, { dynamic: false }).map((f) => path.relative(SRC, f))).toContain('lib/server/form-handler.ts');
  });

  it('imports no form library statically', () => {
    const packages = chromeClientPackages(false);
    const found = FORM_LIBRARIES.filter((name) => packages.has(name)).map((name) => `${name} ← ${packages.get(name)?.join(', ')}`);
    expect(found, 'load these with import() where the form needs them').toEqual([]);
  });
});

describe('browser code of the form screens', () => {
  // The contact forms and the careers wizard load their schemas on the first check (lazy-resolver.ts).
  const FORMS = [
    'components/forms/contact-form.client.tsx',
    'components/forms/foodservice-form.client.tsx',
    'components/careers/careers-wizard-form.client.tsx',
  ];

  it.each(FORMS)('%s reaches zod only through import()', (form) => {
    const entry = [path.join(SRC, form)];
    expect(staticPackages(reachable(entry, { dynamic: false, browser: true }), { scriptsOnly: true }).has('zod')).toBe(false);
    expect(staticPackages(reachable(entry, { dynamic: true, browser: true }), { scriptsOnly: true }).has('zod')).toBe(true);
  });

  // Each form screen: its client island, and what must come only through import() (issue 24 for the
  // contact page, issue 34 for careers), the form library included.
  const SCREENS = [
    {
      page: 'components/contacts/contacts-page.tsx',
      island: 'components/forms/contact-islands.client.tsx',
      onDemand: ['components/forms/contact-form.client.tsx', 'components/forms/foodservice-form.client.tsx', 'components/forms/bot-proof.client.tsx'],
    },
    {
      page: 'components/careers/careers-page.tsx',
      island: 'components/careers/careers-wizard.client.tsx',
      onDemand: ['components/careers/careers-wizard-form.client.tsx', 'components/careers/wizard-steps.client.tsx', 'components/forms/bot-proof.client.tsx'],
    },
  ];

  it.each(SCREENS)('$page reaches its forms, their form library and the bot proof only through import()', ({ page, island, onDemand }) => {
    const files = reachable([path.join(SRC, page)], { dynamic: false });
    const clientEntries = files.filter((file) => isClientEntry(file, fs.readFileSync(file, 'utf8')));
    expect(clientEntries.map((f) => path.relative(SRC, f))).toContain(island);
    const firstLoad = reachable(clientEntries, { dynamic: false, browser: true });
    const later = reachable(clientEntries, { dynamic: true, browser: true });
    for (const file of onDemand) {
      expect(
        firstLoad.map((f) => path.relative(SRC, f)),
        `${file} is not in the first load`,
      ).not.toContain(file);
      expect(
        later.map((f) => path.relative(SRC, f)),
        `${file} loads on demand`,
      ).toContain(file);
    }
    expect(staticPackages(firstLoad, { scriptsOnly: true }).has('react-hook-form')).toBe(false);
    expect(staticPackages(later, { scriptsOnly: true }).has('react-hook-form')).toBe(true);
  });
});
