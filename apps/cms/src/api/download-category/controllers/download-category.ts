import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::download-category.download-category');
