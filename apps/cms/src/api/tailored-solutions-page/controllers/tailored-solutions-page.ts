import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::tailored-solutions-page.tailored-solutions-page');
