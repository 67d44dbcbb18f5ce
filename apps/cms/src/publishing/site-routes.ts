// The website's public paths, generated from its route table (site-paths.generated.ts, written by
// apps/web/scripts/site-paths.mjs; the website's unit test tests/unit/cms-site-routes.test.ts fails
// when it is stale), with, for each dynamic segment, the content type whose slug it names: the
// publish check (rules.ts) resolves an internal link with it. The detail routes of the types the
// website describes once (apps/web/src/lib/content) come generated too (DETAIL_TYPES); only the
// other types' segments are kept here.
import { DETAIL_TYPES, SITE_PATHS } from './site-paths.generated';

export type SegmentTypes = Record<string, string>;
export type SiteRoute = { it: string; en: string | null; segments?: SegmentTypes };

const ct = (name: string) => `api::${name}.${name}`;
/** The same segments under the consumer route and its food-service twin (`B2B-<name>`). */
const both = (name: string, segments: SegmentTypes) => ({ [name]: segments, [`B2B-${name}`]: segments });

/** A route's last dynamic segment (`[slug]`, `[[...slug]]`, `[second]`). */
const lastSegment = (path: string) => [...path.matchAll(/\[\[?(?:\.\.\.)?([^\]]+)\]\]?/g)].at(-1)?.[1] ?? 'slug';

/**
 * A described type's detail page: its last segment names the type (`[slug]`; a corporate page's
 * `[first]` or `[second]`), generated from the website's descriptors.
 */
const DETAIL_SEGMENTS: Record<string, SegmentTypes> = Object.fromEntries(
  Object.entries(DETAIL_TYPES).map(([route, uid]) => [route, { [lastSegment(SITE_PATHS[route]?.it ?? '')]: uid }]),
);

/**
 * What each other dynamic segment of a route names, by route name (a route without segments has
 * none): the undescribed types' segments, and the category segment of a described type listed under
 * categories (`[category]`, a corporate page's `[first]`; its page's segment comes generated).
 */
export const SEGMENT_TYPES: Record<string, SegmentTypes> = {
  'products-category': { category: ct('b2c-product-category') },
  'products-category-slug': { category: ct('b2c-product-category') },
  'B2B-products-category': { category: ct('b2b-product-category') },
  'B2B-products-category-slug': { category: ct('b2b-product-category') },
  ...both('recipes-category', { category: ct('recipe-category') }),
  ...both('recipes-category-slug', { category: ct('recipe-category') }),
  ...both('blog-category', { category: ct('blog-category') }),
  ...both('blog-category-slug', { category: ct('blog-category') }),
  'page-category-slug': { first: ct('page-category') },
  // Deeper than any screen: the website answers 404, so no link may point there.
  'page-too-deep': { first: ct('page-category'), second: ct('page'), rest: '' },
};

export const SITE_ROUTES: Record<string, SiteRoute> = Object.fromEntries(
  Object.entries(SITE_PATHS).map(([name, paths]) =>
    DETAIL_SEGMENTS[name] || SEGMENT_TYPES[name] ? [name, { ...paths, segments: { ...DETAIL_SEGMENTS[name], ...SEGMENT_TYPES[name] } }] : [name, paths],
  ),
);
