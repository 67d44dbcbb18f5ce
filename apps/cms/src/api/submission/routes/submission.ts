// Mail job endpoints for the website's server (write token only; see controllers/submission.ts).
export default {
  routes: [
    { method: 'POST', path: '/submissions/mail-claims', handler: 'api::submission.submission.claimMail', config: {} },
    { method: 'POST', path: '/submissions/mail-sent', handler: 'api::submission.submission.markMailSent', config: {} },
    { method: 'POST', path: '/submissions/mail-progress', handler: 'api::submission.submission.mailProgress', config: {} },
    { method: 'POST', path: '/submissions/mail-release', handler: 'api::submission.submission.releaseMail', config: {} },
  ],
};
