// schema.org objects for JSON-LD.
import type { Media } from '@/lib/cms/media';
import type { Locale } from '../routing/routes';
import { siteUrl } from './metadata';

export function organizationJsonLd(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Brina Società Cooperativa Agricola',
    alternateName: 'Brina',
    url: `${siteUrl()}/${locale}`,
    logo: `${siteUrl()}/brina-logo.svg`,
    address: { '@type': 'PostalAddress', addressLocality: 'Cesena', addressRegion: 'FC', addressCountry: 'IT' },
  };
}

export function breadcrumbJsonLd(items: { label: string; href: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.label, item: `${siteUrl()}${item.href}` })),
  };
}

type ArticleInput = {
  /** Article for blog posts and press releases, NewsArticle for news. */
  type: 'Article' | 'NewsArticle';
  headline: string;
  description?: string | null;
  image?: Media | null;
  datePublished?: string | null;
  dateModified?: string | null;
  /** A named author (blog); otherwise the company is the author. */
  author?: string | null;
  section?: string | null;
  /** The page's path (`/it/news/...`). */
  path: string;
  locale: Locale;
};

const PUBLISHER = () => ({ '@type': 'Organization', name: 'Brina', url: siteUrl(), logo: { '@type': 'ImageObject', url: `${siteUrl()}/brina-logo.svg` } });

export function articleJsonLd(a: ArticleInput) {
  const url = `${siteUrl()}${a.path}`;
  const image = a.image ? [a.image.formats.find((f) => f.width >= 1000)?.url ?? a.image.url] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': a.type,
    headline: a.headline.length > 110 ? `${a.headline.slice(0, 109).trimEnd()}…` : a.headline,
    name: a.headline,
    description: a.description ?? undefined,
    image,
    datePublished: a.datePublished ?? undefined,
    dateModified: a.dateModified ?? a.datePublished ?? undefined,
    author: a.author ? { '@type': 'Person', name: a.author } : { '@type': 'Organization', name: 'Brina', url: siteUrl() },
    publisher: PUBLISHER(),
    articleSection: a.section ?? undefined,
    inLanguage: a.locale,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
