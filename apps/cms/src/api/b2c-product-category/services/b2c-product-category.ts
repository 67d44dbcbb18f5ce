import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::b2c-product-category.b2c-product-category');
