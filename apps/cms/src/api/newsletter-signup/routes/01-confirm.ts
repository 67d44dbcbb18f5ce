// The website's server confirms a signup with the token from the confirmation mail (write token).
export default {
  routes: [{ method: 'POST', path: '/newsletter-signups/confirm', handler: 'api::newsletter-signup.newsletter-signup.confirm', config: {} }],
};
