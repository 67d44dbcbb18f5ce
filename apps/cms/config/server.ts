import cronTasks from './cron-tasks';
import { secret } from './secrets';

export default ({ env }: { env: EnvFn }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  app: { keys: secret('APP_KEYS').split(',') },
  cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
  // Tests point this at a temporary folder so their uploads never mix with the local demo's.
  dirs: { public: env('PUBLIC_DIR', './public') },
});
