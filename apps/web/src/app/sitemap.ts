// Every published page in both languages, with hreflang alternates where both exist.
import type { MetadataRoute } from 'next';
import { swallow } from '@/lib/cms/client';
import { listAllSlugs } from '@/lib/cms/catalogue';
import { listCorporatePages } from '@/lib/cms/pages';
import { LOCALES, homePath, pathFor, routeNameFor, type Locale } from '@/lib/routing/routes';
import { siteUrl } from '@/lib/seo/metadata';

export const revalidate = 3600;

type Entry = MetadataRoute.Sitemap[number];

function entry(paths: Partial<Record<Locale, string | null>>, locale: Locale, lastModified?: string | null): Entry | null {
  const path = paths[locale];
  if (!path) return null;
  const languages: Record<string, string> = {};
  for (const l of LOCALES) if (paths[l]) languages[l] = `${siteUrl()}${paths[l]}`;
  return { url: `${siteUrl()}${path}`, lastModified: lastModified ?? undefined, alternates: { languages } };
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const out: Entry[] = [];
  const push = (e: Entry | null) => e && out.push(e);
  for (const mode of ['B2C', 'B2B'] as const) {
    const paths = { it: homePath('it', mode), en: homePath('en', mode) };
    for (const l of LOCALES) push(entry(paths, l));
  }
  // Corporate pages are paired across languages by their position in the CMS's localizations.
  const pages = await Promise.all(LOCALES.map((l) => swallow(`sitemap pages ${l}`, () => listCorporatePages(l), [])));
  LOCALES.forEach((l, i) => {
    for (const p of pages[i] ?? []) {
      const path = p.category ? pathFor('page-category-slug', l, { first: p.category, second: p.slug }) : pathFor('page-slug', l, { first: p.slug });
      push(entry({ [l]: path }, l, p.updatedAt));
    }
  });
  // Catalogue: lists of both modes, then every product and recipe under each mode it belongs to.
  for (const mode of ['B2C', 'B2B'] as const) {
    for (const base of ['products', 'recipes']) {
      const paths = { it: pathFor(routeNameFor(base, mode), 'it'), en: pathFor(routeNameFor(base, mode), 'en') };
      for (const l of LOCALES) push(entry(paths, l));
    }
  }
  for (const l of LOCALES) {
    for (const kind of ['products', 'recipes'] as const) {
      const items = await swallow(`sitemap ${kind} ${l}`, () => listAllSlugs(kind, l), []);
      for (const item of items) {
        for (const [mode, category] of [['B2C', item.b2c], ['B2B', item.b2b]] as const) {
          if (!category) continue;
          const path = pathFor(routeNameFor(kind === 'products' ? 'products-category-slug' : 'recipes-category-slug', mode), l, { category, slug: item.slug });
          push(entry({ [l]: path }, l, item.updatedAt));
        }
      }
    }
  }
  return out;
}
