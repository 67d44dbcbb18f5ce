import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::sample-request.sample-request');
