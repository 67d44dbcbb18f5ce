import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::chef-online-page.chef-online-page');
