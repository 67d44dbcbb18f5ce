// Page metadata: title, description, canonical, hreflang alternates (both ways + x-default), Open Graph.
import { settingText } from '../../../config.mjs';
import type { Metadata } from 'next';
import { alternatePaths } from '../cms/alternates';
import type { Media, Seo } from '@/lib/cms/media';
import type { Locale } from '../routing/routes';

export function siteUrl(): string {
  return settingText('SITE_URL') ?? 'http://localhost:3000';
}

type Input = {
  pathname: string;
  /** The page in each language, when the page already loaded its translations (else the CMS is asked). */
  alternates?: Partial<Record<Locale, string | null>>;
  locale: Locale;
  title: string;
  description?: string | null;
  image?: Media | null;
  noIndex?: boolean;
  type?: 'website' | 'article';
};

/** CMS titles often end with the site name already; the layout's title template adds it once. */
export function withoutSiteName(title: string): string {
  return title.replace(/\s*[|–—-]\s*Brina\s*$/i, '').trim() || title;
}

export async function pageMetadata({ pathname, alternates, locale, title: given, description, image, noIndex, type = 'website' }: Input): Promise<Metadata> {
  const title = withoutSiteName(given);
  const paths = alternates ? { it: alternates.it ?? null, en: alternates.en ?? null, [locale]: pathname } : await alternatePaths(pathname);
  const languages: Record<string, string> = {};
  if (paths.it) languages.it = paths.it;
  if (paths.en) languages.en = paths.en;
  languages['x-default'] = paths.it ?? paths.en ?? pathname;
  return {
    metadataBase: new URL(siteUrl()),
    // A title that already names the site (the home's "Brina – …") is used as it is.
    title: /\bBrina\b/.test(title) ? { absolute: title } : title,
    description: description ?? undefined,
    alternates: { canonical: paths[locale] ?? pathname, languages },
    openGraph: {
      title,
      description: description ?? undefined,
      url: paths[locale] ?? pathname,
      siteName: 'Brina',
      locale: locale === 'it' ? 'it_IT' : 'en_GB',
      type,
      images: image ? [{ url: image.formats.find((f) => f.width >= 1000)?.url ?? image.url, alt: image.alt }] : undefined,
    },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}

/** The metadata of what a screen's loader looked up; none when it found nothing (the page is a 404). */
export async function foundMetadata<T>(lookup: Promise<T | null>, metadata: (found: T) => Metadata | Promise<Metadata>): Promise<Metadata> {
  const found = await lookup;
  return found ? metadata(found) : {};
}

type DocumentInput = Pick<Input, 'pathname' | 'locale' | 'description' | 'image' | 'type'>;

/**
 * A CMS document's metadata: its SEO fields where the editors filled them, else its own title and
 * the `description` and `image` the screen falls back to; `noIndex` is the editors' choice.
 */
export function documentMetadata(doc: { title: string; seo: Seo }, { description, image, ...rest }: DocumentInput): Promise<Metadata> {
  return pageMetadata({
    ...rest,
    title: doc.seo.title ?? doc.title,
    description: doc.seo.description ?? description,
    image: doc.seo.image ?? image,
    noIndex: doc.seo.noIndex,
  });
}
