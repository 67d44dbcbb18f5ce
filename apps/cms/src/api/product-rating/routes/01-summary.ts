export default {
  routes: [{ method: 'GET', path: '/product-ratings/summary', handler: 'api::product-rating.product-rating.summary', config: {} }],
};
