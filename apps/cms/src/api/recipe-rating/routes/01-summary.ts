export default {
  routes: [{ method: 'GET', path: '/recipe-ratings/summary', handler: 'api::recipe-rating.recipe-rating.summary', config: {} }],
};
