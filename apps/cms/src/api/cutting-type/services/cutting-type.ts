import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::cutting-type.cutting-type');
