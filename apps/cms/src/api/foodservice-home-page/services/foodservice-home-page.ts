import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::foodservice-home-page.foodservice-home-page');
