import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::newsletter-signup.newsletter-signup');
