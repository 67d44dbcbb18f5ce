// Pages made of sections: homes, corporate pages, landing pages, legal pages, channels, the
// manifesto and the food-service pages.
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet, isPreview } from './client';
import type {
  CmsB2bChannel,
  CmsChefOnlinePage,
  CmsFoodserviceHomePage,
  CmsHomePage,
  CmsLandingPage,
  CmsLegalPage,
  CmsManifesto,
  CmsPage,
  CmsProductChoicePage,
  CmsTailoredSolutionsPage,
} from './generated/schema';
import { mapMedia, mapSeo, type Media, type Seo } from './media';
import { firstBySlug, singleType } from './query';
import { bool, idOf, list, mapLocalizations, type Raw, rec, slugOf, str } from './read';
import { mapSection, mapSections, SECTION_TAGS, type Section } from './sections';
import { TAGS } from './tags';
import { localizationFields, slugFields } from './query';
import { B2B_CHANNEL } from '../content/b2b-channel';
import { CORPORATE_PAGE } from '../content/corporate-page';
import { docOfPathFilters, isDocAt, knownDocBySlug, listSlugDocs } from '../content/documents';
import { LANDING_PAGE } from '../content/landing-page';

export type SectionPage = {
  documentId: string;
  title: string;
  intro: string | null;
  hero: Section | null;
  sections: Section[];
  seo: Seo;
  updatedAt: string | null;
};

export type CorporatePage = SectionPage & {
  slug: string;
  category: { slug: string; name: string } | null;
  localizations: Partial<Record<Locale, { slug: string; category: string | null }>>;
};

export type LegalPage = {
  documentId: string;
  title: string;
  slug: string;
  content: string;
  updatedOn: string | null;
  availableB2c: boolean;
  availableB2b: boolean;
  seo: Seo;
};

export type LegalLink = {
  slug: string;
  title: string;
  availableB2c: boolean;
  availableB2b: boolean;
  updatedAt: string | null;
  localizations: Partial<Record<Locale, string>>;
};

export type LandingPage = { documentId: string; title: string; slug: string; mode: AudienceMode; sections: Section[]; seo: Seo };

export type ChannelTeaser = { documentId: string; title: string; slug: string; excerpt: string | null; cover: Media | null };

export type Channel = ChannelTeaser & { content: string | null; sections: Section[]; seo: Seo };

/** Single-type pages composed of sections (manifesto, food-service pages). */
export type EditorialPage = {
  documentId: string;
  title: string;
  intro: string | null;
  cover: Media | null;
  sections: Section[];
  seo: Seo;
  contactEmail: string | null;
  contactPhone: string | null;
};

export type FoodservicePageModel = 'chef-online-page' | 'product-choice-page' | 'tailored-solutions-page';

function mapSectionPage(raw: CmsHomePage | CmsFoodserviceHomePage | CmsPage): SectionPage {
  // The homes' hero, read with their type (a corporate page has none: undefined).
  const { hero } = raw as CmsHomePage | CmsFoodserviceHomePage;
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    intro: str(raw, 'intro'),
    hero: hero ? mapSection(hero, 'sections.hero') : null,
    sections: mapSections(raw.sections),
    seo: mapSeo(raw.seo),
    updatedAt: str(raw, 'updatedAt'),
  };
}

/** The home page of a mode, or null when the CMS has none in that locale. */
export async function getHome(mode: AudienceMode, locale: Locale): Promise<SectionPage | null> {
  const model = mode === 'B2B' ? 'foodservice-home-page' : 'home-page';
  const { data } = await cmsGet(`/api/${model}`, { query: { locale }, tags: [TAGS.type(model), ...SECTION_TAGS] }).catch((error: unknown) => {
    if (error instanceof Error && 'status' in error && error.status === 404) return { data: null };
    throw error;
  });
  const raw = rec(data);
  return raw ? mapSectionPage(raw) : null;
}

/** A corporate page's slug and category slug (its URL's two segments). */
function pageRef(raw: Raw): { slug: string; category: string | null } | null {
  const slug = str(raw, 'slug');
  return slug ? { slug, category: str(rec(raw.category), 'slug') } : null;
}

function mapCorporate(raw: CmsPage): CorporatePage {
  const category = rec(raw.category);
  return {
    ...mapSectionPage(raw),
    slug: str(raw, 'slug') ?? '',
    category: category ? { slug: str(category, 'slug') ?? '', name: str(category, 'name') ?? '' } : null,
    localizations: mapLocalizations(raw.localizations, pageRef),
  };
}

/**
 * A corporate page by slug (and category slug when the URL has two segments): the published slug list
 * (lib/content) answers an unknown page, or one under another category, without asking for it.
 */
export async function getCorporatePage(locale: Locale, slug: string, categorySlug: string | null): Promise<CorporatePage | null> {
  const at = { slug, category: categorySlug };
  if (!(await isPreview()) && !(await listSlugDocs(CORPORATE_PAGE, locale)).some((d) => isDocAt(CORPORATE_PAGE, d, 'B2C', at))) return null;
  const { data } = await cmsGet(CORPORATE_PAGE.api, {
    query: { locale, ...docOfPathFilters(CORPORATE_PAGE, at) },
    tags: [TAGS.type(CORPORATE_PAGE.model), ...CORPORATE_PAGE.extraTags],
  });
  const raw = list(data)[0];
  return raw ? mapCorporate(raw) : null;
}

export function mapLegalPage(raw: CmsLegalPage): LegalPage {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    slug: str(raw, 'slug') ?? '',
    content: str(raw, 'content') ?? '',
    updatedOn: str(raw, 'updated_on'),
    availableB2c: bool(raw, 'available_b2c'),
    availableB2b: bool(raw, 'available_b2b'),
    seo: mapSeo(raw.seo),
  };
}

export function mapLegalLink(raw: CmsLegalPage): LegalLink {
  return {
    slug: str(raw, 'slug') ?? '',
    title: str(raw, 'title') ?? '',
    availableB2c: bool(raw, 'available_b2c'),
    availableB2b: bool(raw, 'available_b2b'),
    updatedAt: str(raw, 'updatedAt'),
    localizations: mapLocalizations(raw.localizations, slugOf),
  };
}

// Legal area (both modes, each page flags the modes it belongs to).

export async function getLegalPage(locale: Locale, slug: string): Promise<LegalPage | null> {
  if (!(await isPreview()) && !(await listLegalPages(locale)).some((p) => p.slug === slug)) return null;
  const raw = await firstBySlug('/api/legal-pages', [TAGS.type('legal-page')], slug, locale);
  return raw ? mapLegalPage(raw) : null;
}

export async function listLegalPages(locale: Locale): Promise<LegalLink[]> {
  const { data } = await cmsGet('/api/legal-pages', {
    query: { locale, ...slugFields('title', 'available_b2c', 'available_b2b'), ...localizationFields, 'sort[0]': 'title:asc' },
    tags: [TAGS.type('legal-page')],
  });
  return list(data).map(mapLegalLink);
}

export function mapLandingPage(raw: CmsLandingPage): LandingPage {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    slug: str(raw, 'slug') ?? '',
    mode: str(raw, 'mode') === 'B2B' ? 'B2B' : 'B2C',
    sections: mapSections(raw.sections),
    seo: mapSeo(raw.seo),
  };
}

// Landing pages (each belongs to one mode).

export async function getLandingPage(locale: Locale, mode: AudienceMode, slug: string): Promise<LandingPage | null> {
  const raw = await knownDocBySlug(LANDING_PAGE, locale, mode, slug);
  return raw ? mapLandingPage(raw) : null;
}

export function mapChannelTeaser(raw: CmsB2bChannel): ChannelTeaser {
  return { documentId: idOf(raw), title: str(raw, 'title') ?? '', slug: str(raw, 'slug') ?? '', excerpt: str(raw, 'excerpt'), cover: mapMedia(raw.cover) };
}

export function mapChannel(raw: CmsB2bChannel): Channel {
  return { ...mapChannelTeaser(raw), content: str(raw, 'content'), sections: mapSections(raw.sections), seo: mapSeo(raw.seo) };
}

// Food-service channels (tailored solutions).

export async function listChannels(locale: Locale): Promise<ChannelTeaser[]> {
  const { data } = await cmsGet(B2B_CHANNEL.api, {
    query: {
      locale,
      'fields[0]': 'title',
      'fields[1]': 'slug',
      'fields[2]': 'excerpt',
      'populate[cover]': true,
      'sort[0]': 'title:asc',
      'pagination[pageSize]': 100,
    },
    tags: [TAGS.type(B2B_CHANNEL.model)],
  });
  return list(data).map(mapChannelTeaser);
}

export async function getChannel(locale: Locale, slug: string): Promise<Channel | null> {
  const raw = await knownDocBySlug(B2B_CHANNEL, locale, 'B2B', slug);
  return raw ? mapChannel(raw) : null;
}

export function mapEditorialPage(raw: CmsManifesto | CmsChefOnlinePage | CmsProductChoicePage | CmsTailoredSolutionsPage): EditorialPage {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    intro: str(raw, 'intro'),
    cover: mapMedia(raw.cover),
    sections: mapSections(raw.sections),
    seo: mapSeo(raw.seo),
    // Only the chef-online page has contacts (the others answer none: null).
    contactEmail: str(raw as CmsChefOnlinePage, 'contact_email'),
    contactPhone: str(raw as CmsChefOnlinePage, 'contact_phone'),
  };
}

// Single types with sections.

export async function getManifesto(locale: Locale): Promise<EditorialPage | null> {
  const raw = await singleType('/api/manifesto', [TAGS.type('manifesto'), ...SECTION_TAGS], locale);
  return raw ? mapEditorialPage(raw) : null;
}

/** One of the Italian-only food-service pages (single types, not localized). */
export async function getFoodservicePage(model: FoodservicePageModel): Promise<EditorialPage | null> {
  const raw = await singleType(`/api/${model}`, [TAGS.type(model), ...SECTION_TAGS], null);
  return raw ? mapEditorialPage(raw) : null;
}
