import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::application-configuration.application-configuration');
