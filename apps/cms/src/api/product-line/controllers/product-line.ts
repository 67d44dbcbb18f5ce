import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::product-line.product-line');
