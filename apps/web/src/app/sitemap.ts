// Every published page in both languages, with hreflang alternates where both exist.
import type { MetadataRoute } from 'next';
import { swallow } from '@/lib/cms/client';
import { getBlogCategories } from '@/lib/cms/article';
import { listNewsSlugs } from '@/lib/cms/slugs';
import { CONTENT_TYPES, listSlugDocs, slugDocHref, translationHref } from '@/lib/content/registry';
import { listCorporatePages } from '@/lib/cms/slugs';
import { LOCALES, routeNameFor, type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { siteUrl } from '@/lib/seo/metadata';

export const revalidate = 3600;

type Entry = MetadataRoute.Sitemap[number];
type Localized = { slug: string; updatedAt: string | null; localizations: Partial<Record<Locale, string>> };

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
  // Corporate pages, paired with their translation for hreflang.
  const pagePath = (l: Locale, p: { slug: string; category: string | null }) =>
    p.category ? pathFor('page-category-slug', l, { first: p.category, second: p.slug }) : pathFor('page-slug', l, { first: p.slug });
  for (const l of LOCALES) {
    for (const p of await swallow(`sitemap pages ${l}`, () => listCorporatePages(l), [])) {
      const paths: Partial<Record<Locale, string | null>> = { [l]: pagePath(l, p) };
      for (const [other, ref] of Object.entries(p.localizations) as [Locale, { slug: string; category: string | null }][]) paths[other] = pagePath(other, ref);
      push(entry(paths, l, p.updatedAt));
    }
  }
  // Editorial screens without parameters (Italian-only ones have no English entry).
  for (const name of [
    'news-slug',
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
  // Localized documents, paired with their translation for hreflang.
  const localized = async <T extends Localized>(
    what: string,
    load: (l: Locale) => Promise<T[]>,
    pathOf: (l: Locale, slug: string, doc: T) => string | null,
  ) => {
    for (const l of LOCALES) {
      for (const doc of await swallow(`sitemap ${what} ${l}`, () => load(l), [])) {
        const paths: Partial<Record<Locale, string | null>> = { [l]: pathOf(l, doc.slug, doc) };
        for (const other of LOCALES) {
          const slug = doc.localizations[other];
          if (other !== l && slug) paths[other] = pathOf(other, slug, doc);
        }
        push(entry(paths, l, doc.updatedAt));
      }
    }
  };
  await localized('news', listNewsSlugs, (l, slug) => pathFor('news-slug', l, { slug: [slug] }));
  // Described content types (lib/content): their lists, then each document in each audience it is in.
  for (const type of CONTENT_TYPES) {
    for (const route of Object.values(type.routes.list)) {
      const paths = { it: pathFor(route, 'it'), en: pathFor(route, 'en') };
      for (const l of LOCALES) push(entry(paths, l));
    }
    for (const l of LOCALES) {
      for (const doc of await swallow(`sitemap ${type.model} ${l}`, () => listSlugDocs(type, l), [])) {
        for (const mode of doc.audiences) {
          const paths: Partial<Record<Locale, string | null>> = { [l]: slugDocHref(type, doc, l, mode) };
          for (const other of LOCALES) if (other !== l) paths[other] = translationHref(type, doc, other, mode);
          push(entry(paths, l, doc.updatedAt));
        }
      }
    }
  }
  return out;
}
