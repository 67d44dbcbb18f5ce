import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::product-choice-page.product-choice-page');
