// schema.org objects for JSON-LD.
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
