// Scheduled jobs. Retention runs nightly (and once at start-up, see src/index.ts).
import type { Core } from '@strapi/strapi';
import { purgeExpiredApplications } from '../src/utils/retention';
import { text } from './settings';

export default {
  applicationRetention: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      await purgeExpiredApplications(strapi);
    },
    options: { rule: text('APPLICATION_RETENTION_CRON') ?? '17 3 * * *' },
  },
};
