// The page types of issue 15, one seeded URL each (the demo content of apps/cms/src/seed), shared
// by run.mjs and lighthouse.mjs. A page that answers 404 (a feature not on this branch yet) is
// reported as missing, not measured.
export const PAGES = [
  { type: 'home', path: '/it' },
  { type: 'product list', path: '/it/prodotti' },
  { type: 'product', path: '/it/prodotti/verdure/spinaci-in-foglia' },
  { type: 'recipe list', path: '/it/ricette' },
  { type: 'recipe', path: '/it/ricette/primi-piatti/risotto-piselli-e-menta' },
  { type: 'blog article', path: '/it/blog/stagionalita/verdure-d-inverno' },
  { type: 'contacts', path: '/it/contatti' },
  { type: 'search', path: '/it/ricerca?q=spinaci' },
  { type: 'store locator', path: '/it/store-locator' },
];

/** Rendered on every request (URL filters), unlike the cached pages above. */
export const FILTERED_LIST = '/it/prodotti?diets=VEGAN';

export const pagePath = (type) => PAGES.find((p) => p.type === type).path;
