// Seeds site-wide content (menus, footer, newsletter, careers settings, stores) and operations
// records (demo admin login, revalidation webhook).
import { CAREERS, FOOTER, JOB_POSITIONS, MENUS, NEWSLETTER, STORES } from './data/site';
import { demoLoginsAllowed, secret } from '../../config/secrets';
import type { SeedContext } from './context';
import { loadMunicipalities } from './geography';
import { slugify } from './i18n';
import { text } from '../../config/settings';

/** The emblem's alternative text: what it says (the statement is the image's text). */
const EMBLEM_ALT = {
  nextgenerationeu: { it: 'Finanziato dall’Unione europea – NextGenerationEU', en: 'Funded by the European Union – NextGenerationEU' },
  eafrd: { it: 'Cofinanziato dall’Unione europea', en: 'Co-funded by the European Union' },
} as const;

export async function seedSite(ctx: SeedContext) {
  const { writer, media } = ctx;
  for (const m of MENUS) {
    await writer.upsert('api::menu.menu', { menu_id: m.menu_id }, async () => ({
      menu_id: m.menu_id,
      title: m.title,
      slug: m.slug,
      locale_code: m.locale_code,
      kind: m.kind,
      items: await Promise.all(
        m.items.map(async (item) => ({
          ...item,
          target: item.target ?? '_self',
          position: item.position ?? 'sinistra',
          children: (item.children ?? []).map((c) => ({ ...c, target: c.target ?? '_self' })),
          banner_image: item.banner_image ? await media.image(item.banner_image, m.locale_code) : null,
        })),
      ),
    }));
  }
  await writer.upsert('api::footer.footer', null, async (l) => ({
    banner_title: FOOTER.banner_title[l],
    banner_description: FOOTER.banner_description[l],
    banner_image: await media.image(FOOTER.banner_image, l),
    hq_name: FOOTER.hq_name,
    hq_phone: FOOTER.hq_phone,
    hq_email: FOOTER.hq_email,
    hq_fax: FOOTER.hq_fax,
    service_number: FOOTER.service_number,
    vat_code: FOOTER.vat_code,
    hq_address: FOOTER.hq_address,
    socials: FOOTER.socials,
    copyright: FOOTER.copyright[l],
    funding_notices: await Promise.all(
      FOOTER.funding_notices.map(async (n) => ({
        title: n.title[l],
        description: n.description[l],
        url: n.url ?? null,
        logo: await media.emblem(n.emblem, l, EMBLEM_ALT[n.emblem][l]),
      })),
    ),
  }));
  await writer.upsert('api::newsletter-global.newsletter-global', null, async (l) => ({
    title: NEWSLETTER.title[l],
    confirm_message: NEWSLETTER.confirm_message[l],
    show_name_fields: NEWSLETTER.show_name_fields,
    background_image: await media.image(NEWSLETTER.background_image, l),
  }));
  await writer.upsert('api::application-configuration.application-configuration', null, (l) => ({
    intro: CAREERS.intro[l],
    labels: CAREERS.labels[l],
    cv_max_mb: CAREERS.cv_max_mb,
    options: CAREERS.options.map((o) => ({ group: o.group, code: o.code, label: o.label[l] })),
  }));
}

export async function seedJobPositions(ctx: SeedContext) {
  for (const [order, position] of JOB_POSITIONS.entries()) {
    await ctx.writer.upsert('api::job-position.job-position', { slug: position.slug }, () => ({ ...position, order }));
  }
}

export async function seedStores(ctx: SeedContext) {
  const towns = new Map(loadMunicipalities().map((m) => [`${m.name}|${m.provinceAbbreviation}`, m]));
  for (const s of STORES) {
    const town = towns.get(`${s.municipality}|${s.district_abbreviation}`);
    if (!town) throw new Error(`Seed: store ${s.name}: no municipality ${s.municipality} (${s.district_abbreviation})`);
    await ctx.writer.upsert('api::store.store', { slug: slugify(`${s.name} ${s.municipality}`) }, () => ({
      name: s.name,
      slug: slugify(`${s.name} ${s.municipality}`),
      chain: s.chain,
      wholesale_only: s.wholesale_only ?? false,
      address: s.address,
      // The store's own CAP and position (never the town's): distances are measured to them.
      postal_code: s.postal_code,
      municipality: town.name,
      municipality_code: town.code,
      district_abbreviation: town.provinceAbbreviation,
      latitude: s.lat,
      longitude: s.lng,
      phone: s.phone ?? null,
      product_lines: s.product_lines.map((k) => ctx.ids.get('api::product-line.product-line', k)),
      products: s.products.map((k) => ctx.ids.get('api::product.product', k)),
    }));
  }
}

export const DEMO_ADMIN = { email: 'admin@brina.local', password: 'BrinaDemo2026!' };

/**
 * The first admin: the demo login where the local-only defaults are allowed (development, the demo,
 * the tests) on a CMS listening on loopback; in production or beyond loopback only the
 * CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD given, never the public demo password. Without them, no admin
 * is seeded (the README says how to create one).
 */
export function adminCredentials(env: NodeJS.ProcessEnv = process.env): { email: string; password: string } | null {
  const demo = demoLoginsAllowed(env);
  const email = text('CMS_ADMIN_EMAIL', env) ?? (demo ? DEMO_ADMIN.email : '');
  const password = text('CMS_ADMIN_PASSWORD', env) ?? (demo ? DEMO_ADMIN.password : '');
  if (!demo && password === DEMO_ADMIN.password)
    throw new Error('CMS_ADMIN_PASSWORD is the public demo password: choose another for production or a CMS listening beyond loopback (HOST)');
  if (!email || !password) return null;
  return { email, password };
}

export async function seedAdmin(ctx: SeedContext) {
  const credentials = adminCredentials();
  if (!credentials) {
    ctx.strapi.log.warn(
      'seed: no admin created (production or a HOST beyond loopback, without CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD; see README, "Production")',
    );
    return;
  }
  const { email, password } = credentials;
  const users = ctx.strapi.db.query('admin::user');
  if (await users.findOne({ where: { email } })) return;
  const roles = ctx.strapi.service('admin::role') as unknown as { getSuperAdmin(): Promise<{ id: number } | null>; createRolesIfNoneExist(): Promise<void> };
  await roles.createRolesIfNoneExist();
  const superAdmin = await roles.getSuperAdmin();
  if (!superAdmin) throw new Error('Seed: no super-admin role');
  const userService = ctx.strapi.service('admin::user') as unknown as { create(data: object): Promise<unknown> };
  await userService.create({ email, firstname: 'Demo', lastname: 'Editor', password, isActive: true, roles: [superAdmin.id] });
}

export const WEBHOOK_NAME = 'Brina website revalidation';
const WEBHOOK_EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.update', 'media.delete'];

type Webhook = { id: string; name: string };
type WebhookStore = {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: object): Promise<Webhook>;
  updateWebhook(id: string, data: object): Promise<Webhook>;
};
type WebhookRunner = { add(webhook: Webhook): void; update(webhook: Webhook): void };

/** The CMS calls the website's /api/revalidate on every content change (shared secret header). */
export async function seedWebhook(ctx: SeedContext) {
  const store = ctx.strapi.get('webhookStore') as WebhookStore;
  const url = text('WEB_REVALIDATE_URL') ?? `${text('WEB_ORIGIN') ?? 'http://localhost:3000'}/api/revalidate`;
  const data = {
    name: WEBHOOK_NAME,
    url,
    isEnabled: true,
    events: WEBHOOK_EVENTS,
    headers: { 'x-revalidate-secret': secret('REVALIDATE_SECRET') },
  };
  // The runner loaded the stored webhooks at start: tell it too, so a running server calls it at once.
  const runner = ctx.strapi.get('webhookRunner') as WebhookRunner;
  const existing = (await store.findWebhooks()).find((w) => w.name === WEBHOOK_NAME);
  if (existing) runner.update(await store.updateWebhook(existing.id, data));
  else runner.add(await store.createWebhook(data));
}
