import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::recipe-category.recipe-category');
