// Every published page in both languages, with hreflang alternates where both exist.
import type { MetadataRoute } from 'next';
import { swallow } from '@/lib/cms/client';
import { getBlogCategories } from '@/lib/cms/article';
import { CONTENT_TYPES, listedAudiences, listRoutes, listSlugDocs, slugDocHref, translationHref } from '@/lib/content/registry';
import { LOCALES, routeNameFor, type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
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
  // Editorial screens without parameters (Italian-only ones have no English entry).
  for (const name of [
    'downloads',
    'manifesto',
    'video-downloads',
    'B2B-video-downloads',
    'B2B-chef-online',
    'B2B-product-choice',
    'B2B-tailored-solutions',
    'B2B-allergen-matrix',
    'work-with-us',
  ] as const) {
    const paths = { it: pathFor(name, 'it'), en: pathFor(name, 'en') };
    for (const l of LOCALES) push(entry(paths, l));
  }
  // Blog categories (Italian only), in each mode (its articles are a described type).
  for (const mode of ['B2C', 'B2B'] as const) {
    for (const c of await swallow(`sitemap blog categories ${mode}`, () => getBlogCategories(mode), [])) {
      push(entry({ it: pathFor(routeNameFor('blog-category', mode), 'it', { category: c.slug }) }, 'it'));
    }
  }
  // Described content types (lib/content): their lists, then each document in each audience it is in
  // (a type at one address, news and corporate pages: once), paired with its translation for hreflang.
  for (const type of CONTENT_TYPES) {
    for (const route of listRoutes(type)) {
      const paths = { it: pathFor(route, 'it'), en: pathFor(route, 'en') };
      for (const l of LOCALES) push(entry(paths, l));
    }
    for (const l of LOCALES) {
      for (const doc of await swallow(`sitemap ${type.model} ${l}`, () => listSlugDocs(type, l), [])) {
        for (const mode of listedAudiences(type, doc)) {
          const paths: Partial<Record<Locale, string | null>> = { [l]: slugDocHref(type, doc, l, mode) };
          for (const other of LOCALES) if (other !== l) paths[other] = translationHref(type, doc, other, mode);
          push(entry(paths, l, doc.updatedAt));
        }
      }
    }
  }
  return out;
}
