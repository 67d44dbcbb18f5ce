export default {
  routes: [
    {
      method: 'POST',
      path: '/contact-form-richiesta-kits/check-vat-validity',
      handler: 'api::contact-form-richiesta-kit.contact-form-richiesta-kit.checkVatValidity',
      config: {},
    },
  ],
};
