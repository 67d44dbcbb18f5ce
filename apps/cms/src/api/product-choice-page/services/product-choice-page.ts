import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::product-choice-page.product-choice-page');
