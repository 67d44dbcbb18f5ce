export default {
  routes: [
    {
      method: 'GET',
      path: '/applications/configuration',
      handler: 'api::application-configuration.application-configuration.configuration',
      config: {},
    },
  ],
};
