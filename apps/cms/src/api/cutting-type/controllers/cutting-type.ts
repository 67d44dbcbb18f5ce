import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::cutting-type.cutting-type');
