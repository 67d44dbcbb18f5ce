// The admin roles of the team (docs/guida-redazione.md, "Chi vede cosa"), re-applied at every start
// so a permission ticked by hand cannot silently widen them:
// - Redazione: creates, edits and publishes the site's content (consumer and food service) and the
//   media library; sees no submission (requests, sign-ups, applications, votes).
// - Risorse umane: the only role (besides the super admin) that reads job applications and their
//   CVs; manages the job positions and the careers form.
// - Commerciale: reads contact, sample and kit requests and newsletter sign-ups, may set a request's
//   handling status, edits no content.
// Any other role loses every permission on job applications (Strapi's default Editor and Author
// roles had them all), and Strapi's default roles lose the submissions.
import type { Core } from '@strapi/strapi';
import { SUBMISSIONS } from './access';

const CT = (name: string) => `api::${name}.${name}`;
const CM = (action: string) => `plugin::content-manager.explorer.${action}`;

export const APPLICATIONS = CT('job-application');
export const SALES_READS = ['contact-request', 'sample-request', 'contact-form-richiesta-kit', 'newsletter-signup'].map(CT);
const HANDLED = ['contact-request', 'sample-request', 'contact-form-richiesta-kit'].map(CT);
const HR_CONTENT = ['job-position', 'application-configuration'].map(CT);
/** What visitors send (access.ts: requests, sign-ups, applications, votes): never the editors'. */
export const SUBMISSION_TYPES = [...new Set([...SUBMISSIONS.map(CT), ...SALES_READS, APPLICATIONS])];

export const TEAM_ROLES = {
  editors: {
    code: 'brina-redazione',
    name: 'Redazione',
    description: 'Crea, modifica e pubblica i contenuti del sito (consumatori e foodservice) e le immagini. Non vede richieste, iscrizioni né candidature.',
  },
  hr: {
    code: 'brina-risorse-umane',
    name: 'Risorse umane',
    description: 'Legge le candidature e i CV (solo questo ruolo); gestisce le posizioni aperte e il modulo «Lavora con noi».',
  },
  sales: {
    code: 'brina-commerciale',
    name: 'Commerciale',
    description:
      'Legge le richieste di contatto, campioni e kit e le iscrizioni alla newsletter; ne aggiorna lo stato di lavorazione. Non modifica i contenuti.',
  },
} as const;

type Permission = { action: string; subject?: string | null; properties?: Record<string, unknown>; conditions?: string[] };
type Action = { actionId: string; subjects?: string[]; section: string; options?: { applyToProperties?: string[] } };
type RoleRow = { id: number; code: string };
type RoleService = {
  create(data: object): Promise<RoleRow>;
  createRolesIfNoneExist(): Promise<void>;
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
};

const localized = (strapi: Core.Strapi, uid: string) =>
  Boolean((strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized);

/** Content-manager permissions on the given types, with every field (nested ones too) and both locales. */
function contentPermissions(strapi: Core.Strapi, actions: string[], subjects: string[], fields?: string[]): Permission[] {
  const provider = (strapi.service('admin::permission') as unknown as { actionProvider: { values(): Action[] } }).actionProvider;
  const wanted = provider
    .values()
    .filter((a) => actions.includes(a.actionId))
    .map((a) => ({ ...a, subjects: (a.subjects ?? []).filter((s) => subjects.includes(s)) }));
  const service = strapi.service('admin::content-type') as unknown as { getPermissionsWithNestedFields(actions: Action[]): Permission[] };
  return service.getPermissionsWithNestedFields(wanted).map((p) => {
    const properties: Record<string, unknown> = { ...(p.properties ?? {}) };
    if (fields && 'fields' in properties) properties.fields = fields;
    if (p.subject && localized(strapi, p.subject)) properties.locales = ['it', 'en'];
    return { action: p.action, subject: p.subject, properties, conditions: [] };
  });
}

const MEDIA_LIBRARY: Permission[] = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
].map((action) => ({ action, properties: {}, conditions: [] }));

/** The content types the editors work on: every visible API type but the submissions and HR's. */
export function editorialTypes(strapi: Core.Strapi): string[] {
  return Object.values(strapi.contentTypes)
    .filter((ct) => ct.uid.startsWith('api::'))
    .filter((ct) => (ct.pluginOptions as { 'content-manager'?: { visible?: boolean } } | undefined)?.['content-manager']?.visible !== false)
    .map((ct) => ct.uid as string)
    .filter((uid) => !SUBMISSION_TYPES.includes(uid) && !HR_CONTENT.includes(uid));
}

export function teamPermissions(strapi: Core.Strapi) {
  const all = ['create', 'read', 'update', 'delete', 'publish'].map(CM);
  return {
    editors: [...contentPermissions(strapi, all, editorialTypes(strapi)), ...MEDIA_LIBRARY],
    hr: [
      ...contentPermissions(strapi, [CM('read'), CM('delete')], [APPLICATIONS]),
      ...contentPermissions(strapi, [CM('update')], [APPLICATIONS], ['handling_status']),
      ...contentPermissions(strapi, all, HR_CONTENT),
    ],
    sales: [...contentPermissions(strapi, [CM('read')], SALES_READS), ...contentPermissions(strapi, [CM('update')], HANDLED, ['handling_status'])],
  };
}

export async function applyTeamRoles(strapi: Core.Strapi) {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  // Strapi's own roles (super admin first) before ours: it creates them only when no role exists.
  await roles.createRolesIfNoneExist();
  const rows = strapi.db.query('admin::role');
  const permissions = teamPermissions(strapi);
  for (const [key, role] of Object.entries(TEAM_ROLES) as [keyof typeof TEAM_ROLES, (typeof TEAM_ROLES)[keyof typeof TEAM_ROLES]][]) {
    let row = (await rows.findOne({ where: { code: role.code } })) as RoleRow | null;
    if (!row) row = await roles.create({ name: role.name, code: role.code, description: role.description });
    else await rows.update({ where: { id: row.id }, data: { name: role.name, description: role.description } });
    await roles.assignPermissions(row.id, permissions[key]);
  }
  // Nobody else reads applications; Strapi's default content roles see no submission at all.
  const others = (await rows.findMany({ where: { code: { $notIn: ['strapi-super-admin', TEAM_ROLES.hr.code] } } })) as RoleRow[];
  const defaults = others.filter((r) => r.code === 'strapi-editor' || r.code === 'strapi-author').map((r) => r.id);
  const perms = strapi.db.query('admin::permission');
  const strays = [
    ...(await perms.findMany({ where: { subject: APPLICATIONS, role: { id: { $in: others.map((r) => r.id) } } } })),
    ...(await perms.findMany({ where: { subject: { $in: SUBMISSION_TYPES }, role: { id: { $in: defaults } } } })),
  ] as { id: number }[];
  if (strays.length) await perms.deleteMany({ where: { id: { $in: [...new Set(strays.map((p) => p.id))] } } });
}
