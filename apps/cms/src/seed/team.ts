// Demo accounts for the team's roles (src/bootstrap/team-roles.ts), one per role, with the demo
// password: only where the local-only defaults are allowed (development, `npm start`, the tests) and
// the CMS listens on loopback, never in production or beyond loopback, where the administrator
// invites the real people from the admin.
import { demoLoginsAllowed } from '../../config/secrets';
import { TEAM_ROLES } from '../bootstrap/team-roles';
import type { SeedContext } from './context';
import { DEMO_ADMIN } from './site-seed';

export const DEMO_TEAM = {
  editors: { email: 'redazione@brina.local', firstname: 'Giulia', lastname: 'Redazione' },
  hr: { email: 'hr@brina.local', firstname: 'Marco', lastname: 'Risorse umane' },
  sales: { email: 'commerciale@brina.local', firstname: 'Elena', lastname: 'Commerciale' },
} as const;

export async function seedTeam(ctx: SeedContext) {
  if (!demoLoginsAllowed()) return;
  const users = ctx.strapi.db.query('admin::user');
  const roles = ctx.strapi.db.query('admin::role');
  const userService = ctx.strapi.service('admin::user') as unknown as { create(data: object): Promise<unknown> };
  for (const [key, person] of Object.entries(DEMO_TEAM) as [keyof typeof DEMO_TEAM, (typeof DEMO_TEAM)[keyof typeof DEMO_TEAM]][]) {
    if (await users.findOne({ where: { email: person.email } })) continue;
    const role = await roles.findOne({ where: { code: TEAM_ROLES[key].code } });
    if (!role) throw new Error(`Seed: no ${TEAM_ROLES[key].name} role (the CMS bootstrap creates it)`);
    await userService.create({ ...person, password: DEMO_ADMIN.password, isActive: true, roles: [role.id] });
  }
}
