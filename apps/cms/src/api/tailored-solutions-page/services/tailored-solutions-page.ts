import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::tailored-solutions-page.tailored-solutions-page');
