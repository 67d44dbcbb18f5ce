import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::press-release.press-release');
