// The CV is stored outside the public uploads folder and served only through this route, which no
// role or website token is granted: an operator creates a custom API token with it for HR.
export default {
  routes: [{ method: 'GET', path: '/job-applications/:id/curriculum', handler: 'api::job-application.job-application.curriculum', config: {} }],
};
