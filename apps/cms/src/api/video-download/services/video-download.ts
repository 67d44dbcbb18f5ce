import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::video-download.video-download');
