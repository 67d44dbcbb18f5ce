// The website's public paths (apps/web/src/lib/routing/routes.ts, checked equal by the website's
// unit test tests/unit/cms-site-routes.test.ts) with, for each dynamic segment, the content type
// whose slug it names: the publish check (rules.ts) resolves an internal link with it.
export type SegmentTypes = Record<string, string>;
export type SiteRoute = { it: string; en: string | null; segments?: SegmentTypes };

const ct = (name: string) => `api::${name}.${name}`;

/**
 * A list page, its category pages and their documents' pages (`products`, `products-category`,
 * `products-category-slug`): the category segment names `category`'s slug, the last one `doc`'s.
 */
function listing(name: string, it: string, en: string | null, category: string, doc: string): Record<string, SiteRoute> {
  const below = (rest: string) => ({ it: `${it}${rest}`, en: en === null ? null : `${en}${rest}` });
  return {
    [name]: { it, en },
    [`${name}-category`]: { ...below('/[category]'), segments: { category: ct(category) } },
    [`${name}-category-slug`]: { ...below('/[category]/[slug]'), segments: { category: ct(category), slug: ct(doc) } },
  };
}

export const SITE_ROUTES: Record<string, SiteRoute> = {
  index: { it: '/', en: '/' },
  ...listing('products', '/prodotti', '/products', 'b2c-product-category', 'product'),
  ...listing('recipes', '/ricette', '/recipes', 'recipe-category', 'recipe'),
  search: { it: '/ricerca', en: '/search' },
  ...listing('blog', '/blog', null, 'blog-category', 'blog-article'),
  contacts: { it: '/contatti', en: '/contacts' },
  'video-downloads': { it: '/download-video', en: '/download-video-area' },
  'legal-area-slug': { it: '/area-legale/[slug]', en: '/legal-area/[slug]', segments: { slug: ct('legal-page') } },
  'landing-slug': { it: '/landing/[slug]', en: '/landing/[slug]', segments: { slug: ct('landing-page') } },
  manifesto: { it: '/manifesto', en: '/manifest' },
  downloads: { it: '/download', en: '/download' },
  'press-area': { it: '/press-area', en: '/press-area' },
  'press-area-slug': { it: '/press-area/[slug]', en: '/press-area/[slug]', segments: { slug: ct('press-release') } },
  events: { it: '/eventi', en: '/events' },
  'events-slug': { it: '/eventi/[slug]', en: '/events/[slug]', segments: { slug: ct('event') } },
  'work-with-us': { it: '/lavora-con-noi', en: null },
  'store-locator': { it: '/store-locator', en: null },
  'shopping-list': { it: '/lista-della-spesa', en: '/shopping-list' },
  'B2B-index': { it: '/foodservice', en: '/foodservice' },
  ...listing('B2B-products', '/foodservice/prodotti', '/foodservice/products', 'b2b-product-category', 'product'),
  ...listing('B2B-recipes', '/foodservice/ricette', '/foodservice/recipes', 'recipe-category', 'recipe'),
  'B2B-search': { it: '/foodservice/ricerca', en: '/foodservice/search' },
  ...listing('B2B-blog', '/foodservice/blog', null, 'blog-category', 'blog-article'),
  'B2B-contacts': { it: '/foodservice/contatti', en: '/foodservice/contacts' },
  'B2B-video-downloads': { it: '/foodservice/download-video', en: '/foodservice/download-video-area' },
  'B2B-legal-area-slug': { it: '/foodservice/area-legale/[slug]', en: '/foodservice/legal-area/[slug]', segments: { slug: ct('legal-page') } },
  'B2B-landing-slug': { it: '/foodservice/landing/[slug]', en: '/foodservice/landing/[slug]', segments: { slug: ct('landing-page') } },
  'B2B-events': { it: '/foodservice/eventi', en: '/foodservice/events' },
  'B2B-events-slug': { it: '/foodservice/eventi/[slug]', en: '/foodservice/events/[slug]', segments: { slug: ct('event') } },
  'B2B-chef-online': { it: '/foodservice/chef-in-linea', en: null },
  'B2B-shopping-list': { it: '/foodservice/lista-della-spesa', en: '/foodservice/shopping-list' },
  'B2B-allergen-matrix': { it: '/foodservice/matrice-allergeni', en: '/foodservice/allergen-matrix' },
  'B2B-cost-calculator': { it: '/foodservice/costo-porzione', en: '/foodservice/cost-per-portion' },
  'B2B-product-choice': { it: '/foodservice/scegli-prodotto', en: null },
  'B2B-tailored-solutions': { it: '/foodservice/soluzioni-e-idee-su-misura', en: null },
  'B2B-channel-slug': { it: '/foodservice/soluzioni-e-idee-su-misura/[slug]', en: '/foodservice/channels/[slug]', segments: { slug: ct('b2b-channel') } },
  'news-slug': { it: '/news/[[...slug]]', en: '/news/[[...slug]]', segments: { slug: ct('news') } },
  'page-slug': { it: '/[first]', en: '/[first]', segments: { first: ct('page') } },
  'page-category-slug': { it: '/[first]/[second]', en: '/[first]/[second]', segments: { first: ct('page-category'), second: ct('page') } },
  // Deeper than any screen: the website answers 404, so no link may point there.
  'page-too-deep': {
    it: '/[first]/[second]/[...rest]',
    en: '/[first]/[second]/[...rest]',
    segments: { first: ct('page-category'), second: ct('page'), rest: '' },
  },
};
