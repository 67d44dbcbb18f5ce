// The website's public paths (apps/web/src/lib/routing/routes.ts, checked equal by the website's
// unit test tests/unit/cms-site-routes.test.ts) with, for each dynamic segment, the content type
// whose slug it names: the publish check (rules.ts) resolves an internal link with it.
export type SegmentTypes = Record<string, string>;
export type SiteRoute = { it: string; en: string | null; segments?: SegmentTypes };

const ct = (name: string) => `api::${name}.${name}`;

export const SITE_ROUTES: Record<string, SiteRoute> = {
  index: { it: '/', en: '/' },
  products: { it: '/prodotti', en: '/products' },
  'products-category': { it: '/prodotti/[category]', en: '/products/[category]', segments: { category: ct('b2c-product-category') } },
  'products-category-slug': {
    it: '/prodotti/[category]/[slug]',
    en: '/products/[category]/[slug]',
    segments: { category: ct('b2c-product-category'), slug: ct('product') },
  },
  recipes: { it: '/ricette', en: '/recipes' },
  'recipes-category': { it: '/ricette/[category]', en: '/recipes/[category]', segments: { category: ct('recipe-category') } },
  'recipes-category-slug': {
    it: '/ricette/[category]/[slug]',
    en: '/recipes/[category]/[slug]',
    segments: { category: ct('recipe-category'), slug: ct('recipe') },
  },
  search: { it: '/ricerca', en: '/search' },
  blog: { it: '/blog', en: null },
  'blog-category': { it: '/blog/[category]', en: null, segments: { category: ct('blog-category') } },
  'blog-category-slug': { it: '/blog/[category]/[slug]', en: null, segments: { category: ct('blog-category'), slug: ct('blog-article') } },
  contacts: { it: '/contatti', en: '/contacts' },
  'video-downloads': { it: '/download-video', en: '/download-video-area' },
  'legal-area-slug': { it: '/area-legale/[slug]', en: '/legal-area/[slug]', segments: { slug: ct('legal-page') } },
  'landing-slug': { it: '/landing/[slug]', en: '/landing/[slug]', segments: { slug: ct('landing-page') } },
  manifesto: { it: '/manifesto', en: '/manifest' },
  downloads: { it: '/download', en: '/download' },
  'press-area': { it: '/press-area', en: '/press-area' },
  'press-area-slug': { it: '/press-area/[slug]', en: '/press-area/[slug]', segments: { slug: ct('press-release') } },
  'work-with-us': { it: '/lavora-con-noi', en: null },
  'store-locator': { it: '/store-locator', en: null },
  'shopping-list': { it: '/lista-della-spesa', en: '/shopping-list' },
  'B2B-index': { it: '/foodservice', en: '/foodservice' },
  'B2B-products': { it: '/foodservice/prodotti', en: '/foodservice/products' },
  'B2B-products-category': {
    it: '/foodservice/prodotti/[category]',
    en: '/foodservice/products/[category]',
    segments: { category: ct('b2b-product-category') },
  },
  'B2B-products-category-slug': {
    it: '/foodservice/prodotti/[category]/[slug]',
    en: '/foodservice/products/[category]/[slug]',
    segments: { category: ct('b2b-product-category'), slug: ct('product') },
  },
  'B2B-recipes': { it: '/foodservice/ricette', en: '/foodservice/recipes' },
  'B2B-recipes-category': { it: '/foodservice/ricette/[category]', en: '/foodservice/recipes/[category]', segments: { category: ct('recipe-category') } },
  'B2B-recipes-category-slug': {
    it: '/foodservice/ricette/[category]/[slug]',
    en: '/foodservice/recipes/[category]/[slug]',
    segments: { category: ct('recipe-category'), slug: ct('recipe') },
  },
  'B2B-search': { it: '/foodservice/ricerca', en: '/foodservice/search' },
  'B2B-blog': { it: '/foodservice/blog', en: null },
  'B2B-blog-category': { it: '/foodservice/blog/[category]', en: null, segments: { category: ct('blog-category') } },
  'B2B-blog-category-slug': { it: '/foodservice/blog/[category]/[slug]', en: null, segments: { category: ct('blog-category'), slug: ct('blog-article') } },
  'B2B-contacts': { it: '/foodservice/contatti', en: '/foodservice/contacts' },
  'B2B-video-downloads': { it: '/foodservice/download-video', en: '/foodservice/download-video-area' },
  'B2B-legal-area-slug': { it: '/foodservice/area-legale/[slug]', en: '/foodservice/legal-area/[slug]', segments: { slug: ct('legal-page') } },
  'B2B-landing-slug': { it: '/foodservice/landing/[slug]', en: '/foodservice/landing/[slug]', segments: { slug: ct('landing-page') } },
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
