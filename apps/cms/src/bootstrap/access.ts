// Who may do what on the content API: the public role nothing at all (the website reads with its
// token, and an open API would let anyone run queries on the CMS), the website's two API tokens
// (from the environment) read published content and drafts, and write submissions. Re-applied at
// every start so a permission ticked by hand in the admin cannot silently open a read or a write.
import type { Core } from '@strapi/strapi';
import { secret } from '../../config/secrets';
import { CMS_TYPES } from '../content/registry';

const READABLE_COLLECTIONS = [
  'product',
  'b2c-product-category',
  'b2b-product-category',
  'product-line',
  'product-typology',
  'diet',
  'cutting-type',
  'influencer',
  'recipe',
  'recipe-category',
  'blog-category',
  'blog-article',
  'news',
  'download-category',
  'download',
  'video-download',
  'legal-page',
  'landing-page',
  'page-category',
  'page',
  'b2b-channel',
  'quiz',
  'region',
  'district',
  'municipality',
  'store',
  'job-position',
  // The types described once (src/content) that the website reads.
  ...CMS_TYPES.filter((type) => type.readByWebsite).map((type) => type.uid.replace(/^api::|\..*$/g, '')),
];
const READABLE_SINGLES = [
  'home-page',
  'foodservice-home-page',
  'manifesto',
  'chef-online-page',
  'product-choice-page',
  'tailored-solutions-page',
  'footer',
  'newsletter-global',
  'application-configuration',
];
export const SUBMISSIONS = [
  'contact-request',
  'sample-request',
  'contact-form-richiesta-kit',
  'job-application',
  'newsletter-signup',
  'product-rating',
  'recipe-rating',
];

const api = (name: string, action: string) => `api::${name}.${name}.${action}`;

/** What the website's read token may do. Not the media library listing: the site never lists it. */
export const SITE_READ_ACTIONS = [
  ...READABLE_COLLECTIONS.flatMap((n) => [api(n, 'find'), api(n, 'findOne')]),
  ...READABLE_SINGLES.map((n) => api(n, 'find')),
  api('menu', 'find'),
  api('menu', 'findByMenuId'),
  api('b2c-product-category', 'filters'),
  api('b2b-product-category', 'filters'),
  api('application-configuration', 'configuration'),
  api('product-rating', 'summary'),
  api('recipe-rating', 'summary'),
  'plugin::i18n.locales.listLocales',
];

export const WRITE_ACTIONS = [
  ...SUBMISSIONS.map((n) => api(n, 'create')),
  api('contact-form-richiesta-kit', 'checkVatValidity'),
  api('product-rating', 'summary'),
  api('recipe-rating', 'summary'),
  api('newsletter-signup', 'confirm'),
  api('submission', 'claimMail'),
  api('submission', 'markMailSent'),
  api('submission', 'mailProgress'),
  api('submission', 'releaseMail'),
];

const tokenValue = (name: 'CMS_READ_TOKEN' | 'CMS_WRITE_TOKEN') => secret(name);

async function setRolePermissions(strapi: Core.Strapi, roleType: string, allowed: string[]) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  if (!role) return;
  const perms = strapi.db.query('plugin::users-permissions.permission');
  const existing: { id: number; action: string }[] = await perms.findMany({ where: { role: role.id } });
  const keep = new Set(allowed);
  const stale = existing.filter((p) => !keep.has(p.action));
  if (stale.length) await perms.deleteMany({ where: { id: { $in: stale.map((p) => p.id) } } });
  const have = new Set(existing.map((p) => p.action));
  for (const action of allowed) if (!have.has(action)) await perms.create({ data: { action, role: role.id } });
}

async function ensureToken(strapi: Core.Strapi, name: string, description: string, key: string, permissions: string[]) {
  const service = strapi.service('admin::api-token-content-api') as unknown as {
    hash(key: string): string;
    create(attrs: object): Promise<{ id: number }>;
    update(id: number, attrs: object): Promise<unknown>;
  };
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt(v: string): string };
  const tokens = strapi.db.query('admin::api-token');
  let token = await tokens.findOne({ where: { name } });
  if (!token) {
    token = await service.create({ name, description, type: 'custom', lifespan: null, permissions });
  } else {
    await service.update(token.id, { name, description, type: 'custom', permissions });
  }
  await tokens.update({ where: { id: token.id }, data: { accessKey: service.hash(key), encryptedKey: encryption.encrypt(key) } });
}

export async function applyAccessRules(strapi: Core.Strapi) {
  await setRolePermissions(strapi, 'public', []);
  await setRolePermissions(strapi, 'authenticated', []);
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = ((await store.get()) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ value: { ...advanced, allow_register: false } });

  await ensureToken(strapi, 'brina-web-read', 'Website: reads published content and drafts (preview)', tokenValue('CMS_READ_TOKEN'), SITE_READ_ACTIONS);
  await ensureToken(strapi, 'brina-web-write', 'Website: stores form submissions', tokenValue('CMS_WRITE_TOKEN'), WRITE_ACTIONS);
}
