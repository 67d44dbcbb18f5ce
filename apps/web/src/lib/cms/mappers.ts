// One mapper per CMS shape: normalised CMS JSON → the site's types.
import { cmsMediaUrl } from './config';
import { bool, idOf, keyOf, list, num, type Raw, rec, str } from './read';
import type { CardCategory, CtaLink, Footer, Media, Menu, MenuItem, Newsletter, ProductCard, RecipeCard, Section, Seo } from './types';

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${cmsMediaUrl()}${url}`);
export const isExternal = (url: string) => /^https?:\/\//.test(url);

export function mapMedia(value: unknown): Media | null {
  const raw = rec(value);
  const url = str(raw, 'url');
  if (!raw || !url) return null;
  const formats = Object.values(rec(raw.formats) ?? {})
    .map(rec)
    .filter((f): f is Raw => f !== null)
    .map((f) => ({ url: absolute(str(f, 'url') ?? ''), width: num(f, 'width') ?? 0, height: num(f, 'height') ?? 0 }))
    .filter((f) => f.width > 0)
    .sort((a, b) => a.width - b.width);
  return { url: absolute(url), alt: str(raw, 'alternativeText') ?? '', width: num(raw, 'width'), height: num(raw, 'height'), mime: str(raw, 'mime') ?? '', formats };
}

export function mapLink(value: unknown): CtaLink | null {
  const raw = rec(value);
  const label = str(raw, 'label');
  const url = str(raw, 'url');
  return label && url ? { label, url, external: isExternal(url) || str(raw, 'target') === '_blank' } : null;
}

function ctaFrom(label: string | null, url: string | null): CtaLink | null {
  return label && url ? { label, url, external: isExternal(url) } : null;
}

export function mapMenu(value: unknown): Menu | null {
  const raw = rec(value);
  if (!raw) return null;
  const items: MenuItem[] = list(raw.items).map((item) => {
    const url = str(item, 'url');
    const bannerTitle = str(item, 'banner_title');
    return {
      id: keyOf(item, 'item'),
      title: str(item, 'title') ?? '',
      url,
      external: url ? isExternal(url) || str(item, 'target') === '_blank' : false,
      position: str(item, 'position') === 'destra' ? 'right' : 'left',
      children: list(item.children).map((child) => {
        const childUrl = str(child, 'url') ?? '#';
        return { id: keyOf(child, 'link'), title: str(child, 'title') ?? '', subtitle: str(child, 'subtitle'), url: childUrl, external: isExternal(childUrl) || str(child, 'target') === '_blank' };
      }),
      cta: ctaFrom(str(item, 'cta_label'), str(item, 'cta_url')),
      banner: bannerTitle
        ? { title: bannerTitle, subtitle: str(item, 'banner_subtitle'), cta: ctaFrom(str(item, 'banner_cta_title'), str(item, 'banner_cta_link')), image: mapMedia(item.banner_image) }
        : null,
    };
  });
  return { id: num(raw, 'menu_id') ?? num(raw, 'id') ?? 0, title: str(raw, 'title') ?? '', items };
}

export function mapFooter(value: unknown): Footer | null {
  const raw = rec(value);
  const hqName = str(raw, 'hq_name');
  if (!raw || !hqName) return null;
  return {
    bannerTitle: str(raw, 'banner_title'),
    bannerDescription: str(raw, 'banner_description'),
    bannerImage: mapMedia(raw.banner_image),
    hqName,
    hqPhone: str(raw, 'hq_phone'),
    hqFax: str(raw, 'hq_fax'),
    serviceNumber: str(raw, 'service_number'),
    vatCode: str(raw, 'vat_code'),
    hqAddress: str(raw, 'hq_address'),
    socials: list(raw.socials).map((s) => ({ id: keyOf(s, 'social'), label: str(s, 'label') ?? '', url: str(s, 'url') ?? '#', icon: str(s, 'icon') ?? 'link' })),
    fundingNotices: list(raw.funding_notices).map((n) => ({
      id: keyOf(n, 'notice'), title: str(n, 'title') ?? '', description: str(n, 'description') ?? '', url: str(n, 'url'), logo: mapMedia(n.logo),
    })),
    copyright: str(raw, 'copyright'),
  };
}

export function mapNewsletter(value: unknown): Newsletter | null {
  const raw = rec(value);
  const title = str(raw, 'title');
  const confirm = str(raw, 'confirm_message');
  if (!raw || !title || !confirm) return null;
  return { title, backgroundImage: mapMedia(raw.background_image), showNameFields: raw.show_name_fields !== false, confirmMessage: confirm };
}

function mapCategory(value: unknown): CardCategory | null {
  const raw = rec(value);
  const slug = str(raw, 'slug');
  return slug ? { slug, name: str(raw, 'name') ?? slug } : null;
}

/** What every listed document has: id, title, slug, excerpt, first image, hero flag. */
function mapCardBase(raw: Raw) {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    slug: str(raw, 'slug') ?? '',
    excerpt: str(raw, 'excerpt'),
    image: mapMedia(list(raw.images)[0]),
    isHero: bool(raw, 'isHero'),
  };
}

export function mapProductCard(raw: Raw): ProductCard {
  return {
    ...mapCardBase(raw),
    b2cCategory: mapCategory(raw.b2c_category),
    b2bCategory: mapCategory(raw.b2b_category),
  };
}

export function mapRecipeCard(raw: Raw): RecipeCard {
  const prep = num(raw, 'prep_time');
  const cook = num(raw, 'cooking_time');
  const difficulty = str(raw, 'difficulty');
  return {
    ...mapCardBase(raw),
    category: mapCategory(raw.category),
    totalMinutes: prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null,
    difficulty: difficulty === 'easy' || difficulty === 'medium' || difficulty === 'hard' ? difficulty : null,
  };
}

type SectionMapper = (raw: Raw, id: string) => Section | null;

/** Dynamic-zone entries keyed by the CMS component name. */
const SECTION_MAPPERS: Record<string, SectionMapper> = {
  'sections.hero': (r, id) => ({ kind: 'hero', id, eyebrow: str(r, 'eyebrow'), title: str(r, 'title') ?? '', subtitle: str(r, 'subtitle'), image: mapMedia(r.image), cta: mapLink(r.cta), secondaryCta: mapLink(r.secondary_cta), theme: str(r, 'theme') ?? 'frost' }),
  'sections.rich-text': (r, id) => ({ kind: 'rich-text', id, title: str(r, 'title'), body: str(r, 'body') ?? '' }),
  'sections.image-text': (r, id) => ({ kind: 'image-text', id, title: str(r, 'title') ?? '', body: str(r, 'body'), image: mapMedia(r.image), imagePosition: str(r, 'image_position') === 'right' ? 'right' : 'left', cta: mapLink(r.cta) }),
  'sections.product-carousel': (r, id) => ({ kind: 'product-carousel', id, title: str(r, 'title') ?? '', subtitle: str(r, 'subtitle'), products: list(r.products).map(mapProductCard), cta: mapLink(r.cta) }),
  'sections.recipe-carousel': (r, id) => ({ kind: 'recipe-carousel', id, title: str(r, 'title') ?? '', subtitle: str(r, 'subtitle'), recipes: list(r.recipes).map(mapRecipeCard), cta: mapLink(r.cta) }),
  'sections.cta-banner': (r, id) => ({ kind: 'cta-banner', id, title: str(r, 'title') ?? '', text: str(r, 'text'), image: mapMedia(r.image), cta: mapLink(r.cta), theme: str(r, 'theme') ?? 'frost' }),
  'sections.video': (r, id) => ({ kind: 'video', id, title: str(r, 'title') ?? '', description: str(r, 'description'), video: mapMedia(r.video), videoUrl: str(r, 'video_url'), poster: mapMedia(r.poster), transcript: str(r, 'transcript') }),
  'sections.accordion': (r, id) => ({ kind: 'accordion', id, title: str(r, 'title'), items: list(r.items).map((i) => ({ id: keyOf(i, 'faq'), question: str(i, 'question') ?? '', answer: str(i, 'answer') ?? '' })) }),
  'sections.downloads-list': (r, id) => {
    const category = rec(r.category);
    return { kind: 'downloads-list', id, title: str(r, 'title') ?? '', categorySlug: str(category, 'slug'), categoryName: str(category, 'name'), limit: num(r, 'limit') ?? 6 };
  },
  'sections.news-list': (r, id) => ({ kind: 'news-list', id, title: str(r, 'title') ?? '', limit: num(r, 'limit') ?? 3, cta: mapLink(r.cta) }),
  'sections.quiz-teaser': (r, id) => {
    const slug = str(r, 'quiz_slug');
    return slug ? { kind: 'quiz-teaser', id, title: str(r, 'title') ?? '', text: str(r, 'text'), quizSlug: slug, ctaLabel: str(r, 'cta_label') ?? '', image: mapMedia(r.image) } : null;
  },
};

export function mapSection(value: unknown, fallbackComponent?: string): Section | null {
  const raw = rec(value);
  if (!raw) return null;
  const component = str(raw, '__component') ?? fallbackComponent;
  const mapper = component ? SECTION_MAPPERS[component] : undefined;
  return mapper ? mapper(raw, `${component}-${String(raw.id ?? '')}`) : null;
}

export function mapSections(value: unknown): Section[] {
  return list(value).map((s) => mapSection(s)).filter((s): s is Section => s !== null);
}

export function mapSeo(value: unknown): Seo {
  const raw = rec(value);
  return { title: str(raw, 'meta_title'), description: str(raw, 'meta_description'), image: mapMedia(raw?.share_image), noIndex: bool(raw, 'no_index') };
}
