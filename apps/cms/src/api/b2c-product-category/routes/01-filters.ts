export default {
  routes: [{ method: 'GET', path: '/b2c-product-categories/filters', handler: 'api::b2c-product-category.b2c-product-category.filters', config: {} }],
};
