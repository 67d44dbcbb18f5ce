// Mail retry endpoints for the website's server (write token only; see controllers/submission.ts).
export default {
  routes: [
    { method: 'GET', path: '/submissions/pending-mail', handler: 'api::submission.submission.pendingMail', config: {} },
    { method: 'POST', path: '/submissions/mail-sent', handler: 'api::submission.submission.markMailSent', config: {} },
  ],
};
