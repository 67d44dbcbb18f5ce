// `GET /admin/information` answers the CMS's environment, its Strapi and Node.js versions, every
// dependency with its version and the project id: a map of known vulnerabilities for anyone who
// signs in. Strapi lets every admin role read it; here only super admins may (issue 33.15), the
// other roles get Strapi's 403. The admin asks for it once as it opens, for every role, and carries
// on without it: the values only feed Settings > Overview (the versions), the release notice,
// telemetry (off: the project has no id) and the hiding of Strapi Cloud upsells, which this
// project does not install (docs/decisions.md, "Admin limits").
import type { Core } from '@strapi/strapi';

export const SUPER_ADMIN_ONLY = 'global::brina-super-admin-only';

type Role = { code?: string | null };
type AdminUser = { roles?: Role[] | null } | null | undefined;
type Route = { method: string; path: string; config?: { policies?: unknown[] } };

/** Whether the signed-in admin holds Strapi's super admin role. */
export function isSuperAdmin(user: AdminUser): boolean {
  return Boolean(user?.roles?.some((role) => role?.code === 'strapi-super-admin'));
}

/** Adds the super-admin policy to Strapi's own `/admin/information` route (register phase). */
export function restrictAdminInformation(strapi: Core.Strapi): void {
  const policies = strapi.get('policies') as { set(uid: string, policy: unknown): unknown };
  policies.set(SUPER_ADMIN_ONLY, (ctx: { state?: { user?: AdminUser } }) => isSuperAdmin(ctx.state?.user));
  const admin = strapi.admin as unknown as { routes: Record<string, { routes?: Route[] }> };
  const route = admin.routes.admin?.routes?.find((r) => r.method === 'GET' && r.path === '/information');
  // Loud on a Strapi upgrade that moves the route: the answer would be open to every role again.
  if (!route) throw new Error('Strapi admin route GET /admin/information not found: src/bootstrap/admin-information.ts needs updating');
  route.config = { ...route.config, policies: [...(route.config?.policies ?? []), SUPER_ADMIN_ONLY] };
}
