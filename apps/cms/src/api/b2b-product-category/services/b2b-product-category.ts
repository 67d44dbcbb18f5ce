import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::b2b-product-category.b2b-product-category');
