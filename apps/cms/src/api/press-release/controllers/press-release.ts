import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::press-release.press-release');
