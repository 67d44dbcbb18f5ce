import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::sample-request.sample-request');
