// The CMS refuses to publish an internal link to a page that does not exist, reading the site's
// public paths from a module generated from this route table (apps/web/scripts/site-paths.mjs →
// apps/cms/src/publishing/site-paths.generated.ts): the generated module must be what the script
// writes from today's table and the registry's descriptors (the detail routes' types), and the CMS
// must name a content type for every dynamic segment.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '../../../cms/src/publishing/site-routes';
import { CONTENT_TYPES, detailRoutes } from '@/lib/content/registry';
import { ROUTES } from '@/lib/routing/routes';
import { descriptorDetailTypes, SITE_PATHS_FILE, sitePathsSource } from '../../scripts/site-paths.mjs';

/** Detail route (or a type's one address) → CMS UID, as the registry holds it. */
const registryDetailTypes = Object.fromEntries(CONTENT_TYPES.flatMap((type) => detailRoutes(type).map((route) => [route, type.uid])));

describe("the CMS's public paths", () => {
  it('are generated from the route table and the descriptors as they are now (run scripts/site-paths.mjs after changing them)', () => {
    expect(readFileSync(SITE_PATHS_FILE, 'utf8')).toBe(sitePathsSource(ROUTES, registryDetailTypes));
  });

  it("read each described type's detail routes from its descriptor as the registry holds them", () => {
    expect(Object.keys(registryDetailTypes).length).toBeGreaterThan(0);
    expect(descriptorDetailTypes()).toEqual(registryDetailTypes);
  });

  it("name a described type's detail page's last segment (its slug; a corporate page's [first] or [second]) with the type's UID", () => {
    for (const [route, uid] of Object.entries(registryDetailTypes)) {
      const last = [...(SITE_ROUTES[route]?.it ?? '').matchAll(/\[+(?:\.\.\.)?(\w+)\]+/g)].at(-1)?.[1] ?? '';
      expect(SITE_ROUTES[route]?.segments?.[last], route).toBe(uid);
    }
    expect(SITE_ROUTES['page-category-slug']?.segments).toEqual({ first: 'api::page-category.page-category', second: 'api::page.page' });
  });

  it('have every route of the website with the same Italian and English paths', () => {
    const site = Object.fromEntries(Object.entries(ROUTES).map(([name, route]) => [name, { it: route.it, en: route.en }]));
    const cms = Object.fromEntries(Object.entries(SITE_ROUTES).map(([name, route]) => [name, { it: route.it, en: route.en }]));
    expect(cms).toEqual(site);
  });

  it('name what each dynamic segment is', () => {
    for (const [name, route] of Object.entries(SITE_ROUTES)) {
      const segments = [...route.it.matchAll(/\[+(?:\.\.\.)?(\w+)\]+/g)].map((m) => m[1]);
      expect(Object.keys(route.segments ?? {}).sort(), name).toEqual(segments.sort());
    }
  });
});
