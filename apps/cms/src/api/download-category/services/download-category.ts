import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::download-category.download-category');
