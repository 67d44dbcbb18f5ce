// The site's own types for CMS content: components receive these, never raw responses.
import type { Locale } from '../routing/routes';

export type ImageFormat = { url: string; width: number; height: number };
export type Media = { url: string; alt: string; width: number | null; height: number | null; mime: string; formats: ImageFormat[] };

export type CtaLink = { label: string; url: string; external: boolean };

export type MenuLink = { id: string; title: string; subtitle: string | null; url: string; external: boolean };
export type MenuItem = {
  id: string;
  title: string;
  url: string | null;
  external: boolean;
  position: 'left' | 'right';
  children: MenuLink[];
  cta: CtaLink | null;
  banner: { title: string; subtitle: string | null; cta: CtaLink | null; image: Media | null } | null;
};
export type Menu = { id: number; title: string; items: MenuItem[] };

export type Social = { id: string; label: string; url: string; icon: string };
export type FundingNotice = { id: string; title: string; description: string; url: string | null; logo: Media | null };
export type Footer = {
  bannerTitle: string | null;
  bannerDescription: string | null;
  bannerImage: Media | null;
  hqName: string;
  hqPhone: string | null;
  hqFax: string | null;
  serviceNumber: string | null;
  vatCode: string | null;
  hqAddress: string | null;
  socials: Social[];
  fundingNotices: FundingNotice[];
  copyright: string | null;
};

export type Newsletter = { title: string; backgroundImage: Media | null; showNameFields: boolean; confirmMessage: string };

export type CardCategory = { slug: string; name: string };
export type ProductCard = {
  documentId: string;
  title: string;
  slug: string;
  excerpt: string | null;
  image: Media | null;
  b2cCategory: CardCategory | null;
  b2bCategory: CardCategory | null;
  isHero: boolean;
};
export type RecipeCard = {
  documentId: string;
  title: string;
  slug: string;
  excerpt: string | null;
  image: Media | null;
  category: CardCategory | null;
  totalMinutes: number | null;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  isHero: boolean;
};

export type Section =
  | { kind: 'hero'; id: string; eyebrow: string | null; title: string; subtitle: string | null; image: Media | null; cta: CtaLink | null; secondaryCta: CtaLink | null; theme: string }
  | { kind: 'rich-text'; id: string; title: string | null; body: string }
  | { kind: 'image-text'; id: string; title: string; body: string | null; image: Media | null; imagePosition: 'left' | 'right'; cta: CtaLink | null }
  | { kind: 'product-carousel'; id: string; title: string; subtitle: string | null; products: ProductCard[]; cta: CtaLink | null }
  | { kind: 'recipe-carousel'; id: string; title: string; subtitle: string | null; recipes: RecipeCard[]; cta: CtaLink | null }
  | { kind: 'cta-banner'; id: string; title: string; text: string | null; image: Media | null; cta: CtaLink | null; theme: string }
  | { kind: 'video'; id: string; title: string; description: string | null; video: Media | null; videoUrl: string | null; poster: Media | null; transcript: string | null }
  | { kind: 'accordion'; id: string; title: string | null; items: { id: string; question: string; answer: string }[] }
  | { kind: 'downloads-list'; id: string; title: string; categorySlug: string | null; categoryName: string | null; limit: number }
  | { kind: 'news-list'; id: string; title: string; limit: number; cta: CtaLink | null }
  | { kind: 'quiz-teaser'; id: string; title: string; text: string | null; quizSlug: string; ctaLabel: string; image: Media | null };

export type Seo = { title: string | null; description: string | null; image: Media | null; noIndex: boolean };

export type Localizations = Partial<Record<Locale, string>>;

export type SectionPage = {
  documentId: string;
  title: string;
  intro: string | null;
  hero: Section | null;
  sections: Section[];
  seo: Seo;
  updatedAt: string | null;
};

export type CorporatePage = SectionPage & { slug: string; category: { slug: string; name: string } | null; localizations: Partial<Record<Locale, { slug: string; category: string | null }>> };
