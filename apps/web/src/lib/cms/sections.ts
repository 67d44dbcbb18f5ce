// Page sections (the CMS dynamic zone): one type per section kind, mapped by component name.
import type { NewsTeaser } from './article';
import { mapProductCard, mapRecipeCard, type ProductCard, type RecipeCard } from './cards';
import type { DownloadItem } from './downloads';
import { type CtaLink, mapLink, mapMedia, type Media } from './media';
import { keyOf, list, listOf, num, type Raw, rec, str } from './read';
import { TAGS } from './tags';

export type Section =
  | {
      kind: 'hero';
      id: string;
      eyebrow: string | null;
      title: string;
      subtitle: string | null;
      image: Media | null;
      cta: CtaLink | null;
      secondaryCta: CtaLink | null;
      theme: string;
    }
  | { kind: 'rich-text'; id: string; title: string | null; body: string }
  | { kind: 'image-text'; id: string; title: string; body: string | null; image: Media | null; imagePosition: 'left' | 'right'; cta: CtaLink | null }
  | CardCarousel<'product-carousel', ProductCard>
  | CardCarousel<'recipe-carousel', RecipeCard>
  | { kind: 'cta-banner'; id: string; title: string; text: string | null; image: Media | null; cta: CtaLink | null; theme: string }
  | {
      kind: 'video';
      id: string;
      title: string;
      description: string | null;
      video: Media | null;
      videoUrl: string | null;
      poster: Media | null;
      transcript: string | null;
    }
  | { kind: 'accordion'; id: string; title: string | null; items: { id: string; question: string; answer: string }[] }
  /** `items`: the category's downloads, filled by the page's loader (loaders/sections.ts). */
  | { kind: 'downloads-list'; id: string; title: string; categorySlug: string | null; categoryName: string | null; limit: number; items: DownloadItem[] }
  /** `news`: the latest news of the page's audience, filled by the page's loader (loaders/sections.ts). */
  | { kind: 'news-list'; id: string; title: string; limit: number; cta: CtaLink | null; news: NewsTeaser[] }
  | { kind: 'quiz-teaser'; id: string; title: string; text: string | null; quizSlug: string; ctaLabel: string; image: Media | null };

/** A row of product or recipe cards chosen by the editors. */
type CardCarousel<Kind extends string, Card> = { kind: Kind; id: string; title: string; subtitle: string | null; cards: Card[]; cta: CtaLink | null };

type SectionMapper = (raw: Raw, id: string) => Section | null;

/** A carousel's mapper: the cards of the CMS relation `relation`, each read by `mapCard`. */
function carousel<Kind extends string, Card>(kind: Kind, relation: string, mapCard: (raw: Raw) => Card) {
  return (r: Raw, id: string): CardCarousel<Kind, Card> => ({
    kind,
    id,
    title: str(r, 'title') ?? '',
    subtitle: str(r, 'subtitle'),
    cards: list(r[relation]).map((card) => mapCard(card)),
    cta: mapLink(r.cta),
  });
}

/** Dynamic-zone entries keyed by the CMS component name. */
const SECTION_MAPPERS: Record<string, SectionMapper> = {
  'sections.hero': (r, id) => ({
    kind: 'hero',
    id,
    eyebrow: str(r, 'eyebrow'),
    title: str(r, 'title') ?? '',
    subtitle: str(r, 'subtitle'),
    image: mapMedia(r.image),
    cta: mapLink(r.cta),
    secondaryCta: mapLink(r.secondary_cta),
    theme: str(r, 'theme') ?? 'frost',
  }),
  'sections.rich-text': (r, id) => ({ kind: 'rich-text', id, title: str(r, 'title'), body: str(r, 'body') ?? '' }),
  'sections.image-text': (r, id) => ({
    kind: 'image-text',
    id,
    title: str(r, 'title') ?? '',
    body: str(r, 'body'),
    image: mapMedia(r.image),
    imagePosition: str(r, 'image_position') === 'right' ? 'right' : 'left',
    cta: mapLink(r.cta),
  }),
  'sections.product-carousel': carousel('product-carousel', 'products', mapProductCard),
  'sections.recipe-carousel': carousel('recipe-carousel', 'recipes', mapRecipeCard),
  'sections.cta-banner': (r, id) => ({
    kind: 'cta-banner',
    id,
    title: str(r, 'title') ?? '',
    text: str(r, 'text'),
    image: mapMedia(r.image),
    cta: mapLink(r.cta),
    theme: str(r, 'theme') ?? 'frost',
  }),
  'sections.video': (r, id) => ({
    kind: 'video',
    id,
    title: str(r, 'title') ?? '',
    description: str(r, 'description'),
    video: mapMedia(r.video),
    videoUrl: str(r, 'video_url'),
    poster: mapMedia(r.poster),
    transcript: str(r, 'transcript'),
  }),
  'sections.accordion': (r, id) => ({
    kind: 'accordion',
    id,
    title: str(r, 'title'),
    items: list(r.items).map((i) => ({ id: keyOf(i, 'faq'), question: str(i, 'question') ?? '', answer: str(i, 'answer') ?? '' })),
  }),
  'sections.downloads-list': (r, id) => {
    const category = rec(r.category);
    return {
      kind: 'downloads-list',
      id,
      title: str(r, 'title') ?? '',
      categorySlug: str(category, 'slug'),
      categoryName: str(category, 'name'),
      limit: num(r, 'limit') ?? 6,
      items: [],
    };
  },
  'sections.news-list': (r, id) => ({ kind: 'news-list', id, title: str(r, 'title') ?? '', limit: num(r, 'limit') ?? 3, cta: mapLink(r.cta), news: [] }),
  'sections.quiz-teaser': (r, id) => {
    const slug = str(r, 'quiz_slug');
    return slug
      ? {
          kind: 'quiz-teaser',
          id,
          title: str(r, 'title') ?? '',
          text: str(r, 'text'),
          quizSlug: slug,
          ctaLabel: str(r, 'cta_label') ?? '',
          image: mapMedia(r.image),
        }
      : null;
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
  return listOf(value, (s) => mapSection(s));
}

// ---------------------------------------------------------------------------------------------
// Editorial screens: blog, news, press area, legal area, landing pages, downloads, videos,
// manifesto and the food-service pages. Lists ask only for the fields they show.

export const SECTION_TAGS = [TAGS.type('product'), TAGS.type('recipe'), TAGS.type('download-category')];
