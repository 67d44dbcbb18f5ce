import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::b2b-channel.b2b-channel');
