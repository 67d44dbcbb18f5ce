// The demo content seed: `npm run seed` (idempotent; safe to run again on a seeded database).
import type { Core } from '@strapi/strapi';
import { CMS_TYPES, type CmsType } from '../content/registry';
import { seedCategories, seedDraftChange, seedProducts, seedRecipes, seedTaxonomies } from './catalogue';
import { createContext, type SeedContext } from './context';
import { seedEditorial, seedPages } from './editorial-seed';
import { seedGeography } from './geography';
import { seedAdmin, seedJobPositions, seedSite, seedStores, seedWebhook } from './site-seed';
import { seedTeam } from './team';

const marker = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'brina', key: 'seed' });

export async function isSeeded(strapi: Core.Strapi): Promise<boolean> {
  return Boolean(await marker(strapi).get());
}

/** Runs `seed/<module>.ts`'s default export, the module a type's CMS description names. */
async function runTypeSeed(type: CmsType, ctx: SeedContext) {
  const name = type.seed?.module ?? '';
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`${type.uid}: seed module '${name}' is not a file name in src/seed`);
  const loaded = (await import(`./${name}`)) as { default?: unknown };
  if (typeof loaded.default !== 'function') throw new Error(`${type.uid}: src/seed/${name}.ts has no default export to run`);
  await (loaded.default as (ctx: SeedContext) => Promise<void>)(ctx);
}

export async function seed(strapi: Core.Strapi, log: (message: string) => void = () => {}) {
  const ctx = createContext(strapi);
  const steps: [string, () => Promise<void>][] = [
    ['admin user', () => seedAdmin(ctx)],
    ['team accounts (demo)', () => seedTeam(ctx)],
    ['revalidation webhook', () => seedWebhook(ctx)],
    ['regions, districts, municipalities', () => seedGeography(ctx)],
    ['taxonomies', () => seedTaxonomies(ctx)],
    ['categories', () => seedCategories(ctx)],
    ['products', () => seedProducts(ctx)],
    ['recipes', () => seedRecipes(ctx)],
    ['editorial content', () => seedEditorial(ctx)],
    // The described types' own demo content (content/registry.ts): after what it links to.
    ...CMS_TYPES.flatMap((type): [string, () => Promise<void>][] => (type.seed ? [[type.seed.step, () => runTypeSeed(type, ctx)]] : [])),
    ['pages and quiz', () => seedPages(ctx)],
    ['menus, footer, newsletter, careers', () => seedSite(ctx)],
    ['stores', () => seedStores(ctx)],
    ['open job positions', () => seedJobPositions(ctx)],
    ['pending draft change', () => seedDraftChange(ctx)],
  ];
  for (const [name, run] of steps) {
    const started = Date.now();
    await run();
    log(`seed: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await marker(strapi).set({ value: { seededAt: new Date().toISOString() } });
}
