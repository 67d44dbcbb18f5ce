// Shapes of the editorial and site-wide seed data (filled in data/editorial.ts and data/site.ts).
import type { Bi } from '../i18n';
import type { Palette } from './catalogue';

/** A generated illustration: palette + a stable key (the same key gives the same picture). */
export type ImageRef = { key: string; palette: Palette; alt: Bi };

export type LinkSeed = { label: Bi; url: Bi; target?: '_self' | '_blank' };

/** Dynamic-zone sections; `component` is the Strapi component uid. Text is markdown where noted. */
export type SectionSeed =
  | {
      component: 'sections.hero';
      eyebrow?: Bi;
      title: Bi;
      subtitle?: Bi;
      image: ImageRef;
      cta?: LinkSeed;
      secondary_cta?: LinkSeed;
      theme?: 'light' | 'dark' | 'frost';
    }
  | { component: 'sections.rich-text'; title?: Bi; body: Bi /* markdown */ }
  | { component: 'sections.image-text'; title: Bi; body?: Bi /* markdown */; image: ImageRef; image_position?: 'left' | 'right'; cta?: LinkSeed }
  | { component: 'sections.product-carousel'; title: Bi; subtitle?: Bi; products: string[] /* product keys from catalogue.ts */; cta?: LinkSeed }
  | { component: 'sections.recipe-carousel'; title: Bi; subtitle?: Bi; recipes: string[] /* recipe keys from recipes.ts */; cta?: LinkSeed }
  | { component: 'sections.cta-banner'; title: Bi; text?: Bi; image?: ImageRef; cta?: LinkSeed; theme?: 'light' | 'dark' | 'frost' }
  | { component: 'sections.video'; title: Bi; description?: Bi; video_key: string /* key of a VIDEO below */; transcript?: Bi }
  | { component: 'sections.accordion'; title?: Bi; items: { question: Bi; answer: Bi /* markdown */ }[] }
  | { component: 'sections.downloads-list'; title: Bi; category: string /* download category key */; limit?: number }
  | { component: 'sections.news-list'; title: Bi; limit?: number; cta?: LinkSeed }
  | { component: 'sections.quiz-teaser'; title: Bi; text?: Bi; quiz_slug: string; cta_label: Bi; image?: ImageRef };

export type BlogCategorySeed = { key: string; name: string; slug: string; description: string; b2c: boolean; b2b: boolean };
export type BlogArticleSeed = {
  key: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string /* markdown, Italian */;
  category: string;
  date: string /* YYYY-MM-DD */;
  author: string;
  reading_minutes: number;
  image: ImageRef;
  b2c: boolean;
  b2b: boolean;
};

/** `en: null` means the document exists only in Italian. */
export type NewsSeed = {
  key: string;
  title: Bi<string | null>;
  slug: Bi<string | null>;
  excerpt: Bi<string | null>;
  content: Bi<string | null>;
  date: string;
  image: ImageRef;
  b2c: boolean;
  b2b: boolean;
};
export type PressSeed = {
  key: string;
  title: Bi;
  slug: Bi;
  excerpt: Bi;
  content: Bi;
  date: string;
  image: ImageRef;
  attachments: { key: string; title: Bi }[]; /* generated PDFs */
};
export type DownloadCategorySeed = { key: string; name: Bi; slug: Bi; order: number };
export type DownloadSeed = { key: string; title: Bi; description: Bi; category: string; image: ImageRef; b2c: boolean; b2b: boolean };
export type VideoSeed = {
  key: string;
  title: Bi;
  slug: Bi;
  description: Bi;
  transcript: Bi;
  duration_seconds: number;
  poster: ImageRef;
  b2c: boolean;
  b2b: boolean;
};
export type LegalSeed = { key: string; title: Bi; slug: Bi; content: Bi; updated_on: string; b2c: boolean; b2b: boolean };
export type LandingSeed = { key: string; mode: 'B2C' | 'B2B'; title: Bi; slug: Bi; sections: SectionSeed[] };
export type PageCategorySeed = { key: string; name: Bi; slug: Bi };
export type PageSeed = { key: string; title: Bi; slug: Bi; category?: string; intro: Bi; sections: SectionSeed[] };
export type ChannelSeed = { key: string; title: Bi; slug: Bi; excerpt: Bi; content: Bi; image: ImageRef; sections: SectionSeed[] };
/** Single pages (homes, manifesto): Bi text; the food-service Italian-only pages use `.it` only. */
export type SinglePageSeed = { title: Bi; intro: Bi; image?: ImageRef; sections: SectionSeed[] };
export type QuizSeed = {
  slug: string;
  title: Bi;
  statements: { statement: Bi; correct_answer: 'vero' | 'falso'; answer: Bi; image: ImageRef }[];
  final: { image: ImageRef; title: Bi; description: Bi; cta_label: Bi; cta_link: Bi };
};

export type MenuLinkSeed = { title: string; subtitle?: string; url: string; target?: '_self' | '_blank' };
export type MenuItemSeed = {
  title: string;
  url?: string;
  target?: '_self' | '_blank';
  position?: 'sinistra' | 'destra';
  children?: MenuLinkSeed[];
  cta_label?: string;
  cta_url?: string;
  banner_title?: string;
  banner_subtitle?: string;
  banner_cta_title?: string;
  banner_cta_link?: string;
  banner_image?: ImageRef;
};
export type MenuSeed = {
  menu_id: number;
  title: string;
  slug: string;
  locale_code: 'it' | 'en';
  kind: 'navbar_b2c' | 'navbar_b2b' | 'footer_sitemap' | 'footer_links';
  items: MenuItemSeed[];
};
export type FooterSeed = {
  banner_title: Bi;
  banner_description: Bi;
  banner_image: ImageRef;
  hq_name: string;
  hq_phone: string;
  hq_email: string;
  hq_fax: string;
  service_number: string;
  vat_code: string;
  hq_address: string;
  socials: { label: string; url: string; icon: 'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'tiktok' | 'x' | 'pinterest' }[];
  /** `emblem`: the EU fund whose emblem and statement the notice shows (drawn by the seed, images.ts). */
  funding_notices: { title: Bi; description: Bi; url?: string; emblem: 'nextgenerationeu' | 'eafrd' }[];
  copyright: Bi;
};
export type NewsletterSeed = { title: Bi; confirm_message: Bi; show_name_fields: boolean; background_image: ImageRef };
export type CareersSeed = { intro: Bi; labels: Bi<Record<string, string>>; options: { group: string; code: string; label: Bi }[]; cv_max_mb: number };
export type JobPositionSeed = {
  slug: string;
  title: string;
  site: 'cesena' | 'ficarolo' | 'policoro';
  sector: 'worker' | 'employee';
  working_area: string;
  short_description: string;
};
export type StoreSeed = {
  name: string;
  chain: string;
  /** Sells to businesses only (cash & carry): not in the consumer locator. */
  wholesale_only?: true;
  address: string;
  municipality: string /* exact ISTAT name from data/italy */;
  district_abbreviation: string;
  /** The CAP of the address (a street CAP in the zoned cities). */
  postal_code: string;
  /** The shop's own position (WGS84), not the town's centre. */
  lat: number;
  lng: number;
  phone?: string;
  product_lines: string[];
  products: string[];
};
