import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::foodservice-home-page.foodservice-home-page');
