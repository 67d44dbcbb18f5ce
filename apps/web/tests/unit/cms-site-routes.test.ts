// The CMS refuses to publish an internal link to a page that does not exist, reading the site's
// public paths from its own copy of the route table (apps/cms/src/publishing/site-routes.ts):
// that copy must stay the website's table, route for route, and name a content type for every
// dynamic segment.
import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '../../../cms/src/publishing/site-routes';
import { ROUTES } from '@/lib/routing/routes';

describe("the CMS's copy of the public paths", () => {
  it('has every route of the website with the same Italian and English paths', () => {
    const site = Object.fromEntries(Object.entries(ROUTES).map(([name, route]) => [name, { it: route.it, en: route.en }]));
    const cms = Object.fromEntries(Object.entries(SITE_ROUTES).map(([name, route]) => [name, { it: route.it, en: route.en }]));
    expect(cms).toEqual(site);
  });

  it('names what each dynamic segment is', () => {
    for (const [name, route] of Object.entries(SITE_ROUTES)) {
      const segments = [...route.it.matchAll(/\[+(?:\.\.\.)?(\w+)\]+/g)].map((m) => m[1]);
      expect(Object.keys(route.segments ?? {}).sort(), name).toEqual(segments.sort());
    }
  });
});
