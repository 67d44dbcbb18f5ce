// Heavy browser libraries (a map, bot protection, the cookie banner) load only on the pages that
// need them, and the cookie banner only on demand: no page, layout or the site chrome may import
// them statically (docs/decisions.md, "Third-party code only when needed"). The same holds for the
// site chrome's dialogs (search, quiz): their code is fetched by a small opener when needed.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, reachable, sourceFiles, staticPackages } from './module-graph';

/** A library, and the route files (under src/app) that may import it statically; none: only with import(). */
const HEAVY: Record<string, RegExp | null> = {
  leaflet: /\/store-locator\//,
  supercluster: /\/store-locator\//,
  // The ALTCHA widget: the pages with a protected form.
  altcha: /\/(contacts|work-with-us)\//,
  'vanilla-cookieconsent': null,
};

/** A dialog of the site chrome, and its opener: the module the chrome mounts, which fetches the dialog with import(). */
const ON_DEMAND = [
  { dialog: 'components/layout/search-overlay.client.tsx', opener: 'components/layout/search-button.client.tsx' },
  { dialog: 'components/quiz/quiz-overlay.client.tsx', opener: 'components/quiz/quiz-listener.client.tsx' },
];
const CHROME = path.join(SRC, 'components/layout/site-chrome.tsx');

const routeFiles = sourceFiles(path.join(SRC, 'app')).filter((f) => /\/(page|layout|error|not-found|template)\.tsx$/.test(f));

describe('heavy browser libraries', () => {
  it('the scan follows a route file to the packages its modules import', () => {
    const layout = path.join(SRC, 'app/[locale]/layout.tsx');
    const modules = reachable([layout], { dynamic: false }).map((f) => path.relative(SRC, f));
    expect(modules).toContain('i18n/client-messages.ts');
    expect(staticPackages(reachable([layout], { dynamic: false })).has('next-intl')).toBe(true);
    // The consent library is there when import() is followed, and only then.
    const chrome = [path.join(SRC, 'components/layout/site-chrome.tsx')];
    expect(staticPackages(reachable(chrome, { dynamic: true })).has('vanilla-cookieconsent')).toBe(true);
    expect(staticPackages(reachable(chrome, { dynamic: false })).has('vanilla-cookieconsent')).toBe(false);
  });

  it('no route file reaches one statically except the pages that need it', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const file of routeFiles) {
      const route = `/${path.relative(path.join(SRC, 'app'), file)}`;
      // Script only: a library's stylesheet (the ALTCHA widget's 3 KB) may come with the component.
      const packages = staticPackages(reachable([file], { dynamic: false }), { scriptsOnly: true });
      for (const [name, allowed] of Object.entries(HEAVY)) {
        const importers = packages.get(name);
        if (importers && !allowed?.test(route)) offenders.push(`${route} → ${importers.join(', ')} imports ${name}`);
      }
    }
    expect(offenders, 'load these with import() from the component that needs them').toEqual([]);
  });
});

describe('dialogs of the site chrome', () => {
  const relative = (files: string[]) => files.map((f) => path.relative(SRC, f));

  it('the chrome mounts each opener, and the opener fetches its dialog with import()', () => {
    const chrome = relative(reachable([CHROME], { dynamic: false }));
    for (const { dialog, opener } of ON_DEMAND) {
      expect(chrome, 'the site chrome mounts the opener').toContain(opener);
      expect(relative(reachable([path.join(SRC, opener)], { dynamic: true })), `${opener} fetches the dialog`).toContain(dialog);
    }
  });

  it('no page, layout or the site chrome reaches a dialog through static imports', () => {
    const offenders: string[] = [];
    for (const file of [CHROME, ...routeFiles]) {
      const modules = relative(reachable([file], { dynamic: false }));
      for (const { dialog, opener } of ON_DEMAND) {
        if (modules.includes(dialog)) offenders.push(`${path.relative(SRC, file)} → ${dialog} (open it with import() from ${opener})`);
      }
    }
    expect(offenders, "a static import puts the dialog in every page's first-load JavaScript").toEqual([]);
  });
});
