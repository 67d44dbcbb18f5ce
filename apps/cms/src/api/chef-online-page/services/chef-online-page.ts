import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::chef-online-page.chef-online-page');
