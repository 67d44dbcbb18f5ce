// Home pages and corporate generic pages (sections from the CMS dynamic zone).
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet } from './client';
import { mapSection, mapSections, mapSeo } from './mappers';
import { idOf, list, type Raw, rec, str } from './read';
import { TAGS } from './tags';
import type { CorporatePage, SectionPage } from './types';

// Sections show products and recipes: their changes must refresh these pages too.
const sectionTags = (model: string) => [TAGS.type(model), TAGS.type('product'), TAGS.type('recipe'), TAGS.type('download-category')];

function mapSectionPage(raw: Raw): SectionPage {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    intro: str(raw, 'intro'),
    hero: raw.hero ? mapSection(raw.hero, 'sections.hero') : null,
    sections: mapSections(raw.sections),
    seo: mapSeo(raw.seo),
    updatedAt: str(raw, 'updatedAt'),
  };
}

/** The home page of a mode, or null when the CMS has none in that locale. */
export async function getHome(mode: AudienceMode, locale: Locale): Promise<SectionPage | null> {
  const model = mode === 'B2B' ? 'foodservice-home-page' : 'home-page';
  const { data } = await cmsGet(`/api/${model}`, { query: { locale }, tags: sectionTags(model) }).catch((error: unknown) => {
    if (error instanceof Error && 'status' in error && error.status === 404) return { data: null };
    throw error;
  });
  const raw = rec(data);
  return raw ? mapSectionPage(raw) : null;
}

function mapCorporate(raw: Raw): CorporatePage {
  const category = rec(raw.category);
  const localizations: CorporatePage['localizations'] = {};
  for (const l of list(raw.localizations)) {
    const locale = str(l, 'locale');
    const slug = str(l, 'slug');
    if ((locale === 'it' || locale === 'en') && slug) localizations[locale] = { slug, category: str(rec(l.category), 'slug') };
  }
  return {
    ...mapSectionPage(raw),
    slug: str(raw, 'slug') ?? '',
    category: category ? { slug: str(category, 'slug') ?? '', name: str(category, 'name') ?? '' } : null,
    localizations,
  };
}

/** A corporate page by slug (and category slug when the URL has two segments). */
export async function getCorporatePage(locale: Locale, slug: string, categorySlug: string | null): Promise<CorporatePage | null> {
  const { data } = await cmsGet('/api/pages', {
    query: {
      locale,
      'filters[slug][$eq]': slug,
      ...(categorySlug ? { 'filters[category][slug][$eq]': categorySlug } : { 'filters[category][$null]': 'true' }),
    },
    tags: sectionTags('page'),
  });
  const raw = list(data)[0];
  return raw ? mapCorporate(raw) : null;
}

type PageRef = { slug: string; category: string | null };

/** Every published corporate page with its other-language version (sitemap). */
export async function listCorporatePages(locale: Locale): Promise<(PageRef & { updatedAt: string | null; localizations: Partial<Record<Locale, PageRef>> })[]> {
  const { data } = await cmsGet('/api/pages', {
    query: {
      locale,
      'fields[0]': 'slug',
      'fields[1]': 'updatedAt',
      'populate[category][fields][0]': 'slug',
      'populate[localizations][fields][0]': 'slug',
      'populate[localizations][fields][1]': 'locale',
      'populate[localizations][populate][category][fields][0]': 'slug',
      'pagination[pageSize]': 250,
    },
    tags: [TAGS.type('page')],
  });
  return list(data).map((p) => {
    const localizations: Partial<Record<Locale, PageRef>> = {};
    for (const l of list(p.localizations)) {
      const other = str(l, 'locale');
      const slug = str(l, 'slug');
      if ((other === 'it' || other === 'en') && slug) localizations[other] = { slug, category: str(rec(l.category), 'slug') };
    }
    return { slug: str(p, 'slug') ?? '', category: str(rec(p.category), 'slug'), updatedAt: str(p, 'updatedAt'), localizations };
  });
}
