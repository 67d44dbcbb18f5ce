// next-intl routing: locale prefixes and the localized pathnames of the route table.
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES, intlPathnames } from '@/lib/routing/routes';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  // Spec section 9: no language cookie; `/` always goes to Italian.
  localeCookie: false,
  localeDetection: false,
  // hreflang comes from each page's metadata (translated slugs come from the CMS).
  alternateLinks: false,
  pathnames: intlPathnames(),
});
