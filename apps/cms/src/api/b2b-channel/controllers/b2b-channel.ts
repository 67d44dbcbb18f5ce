import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::b2b-channel.b2b-channel');
