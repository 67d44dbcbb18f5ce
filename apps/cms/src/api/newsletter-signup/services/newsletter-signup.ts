import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::newsletter-signup.newsletter-signup');
