export default {
  routes: [{ method: 'GET', path: '/b2b-product-categories/filters', handler: 'api::b2b-product-category.b2b-product-category.filters', config: {} }],
};
