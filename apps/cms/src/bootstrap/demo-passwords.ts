// In production (not the demo), and on any HOST beyond loopback, the CMS refuses to start while an
// admin account still has the public demo password (issue 33.13): the seeded demo accounts
// (src/seed/team.ts, src/seed/site-seed.ts) must never reach a production database, nor another
// machine, with the password the README prints.
import type { Core } from '@strapi/strapi';
import { demoLoginsAllowed } from '../../config/secrets';
import { DEMO_ADMIN } from '../seed/site-seed';

type AdminRow = { email: string; password?: string | null };
type AuthService = { validatePassword(password: string, hash: string): Promise<boolean> };

/** E-mails of the admin accounts whose password is the demo one. */
export async function demoPasswordAccounts(strapi: Core.Strapi): Promise<string[]> {
  const users = (await strapi.db.query('admin::user').findMany({ select: ['email', 'password'] })) as AdminRow[];
  const auth = strapi.service('admin::auth') as unknown as AuthService;
  const found: string[] = [];
  for (const user of users) if (user.password && (await auth.validatePassword(DEMO_ADMIN.password, user.password))) found.push(user.email);
  return found;
}

export async function refuseDemoPasswords(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (demoLoginsAllowed(env)) return;
  const accounts = await demoPasswordAccounts(strapi);
  if (accounts.length) {
    throw new Error(
      `Admin account(s) ${accounts.join(', ')} still have the public demo password: change it (or delete the account) before starting in production or listening beyond loopback (README, "Production", step 5)`,
    );
  }
}
