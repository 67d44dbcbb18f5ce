import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::video-download.video-download');
