import { getLocale } from 'next-intl/server';
import { SiteChrome } from '@/components/layout/site-chrome';
import { NotFoundContent } from '@/components/pages/not-found-content';
import type { Locale } from '@/lib/routing/routes';

export default async function LocaleNotFound() {
  const locale = (await getLocale()) as Locale;
  return (
    <SiteChrome mode="B2C" locale={locale} recordMode={false}>
      <NotFoundContent />
    </SiteChrome>
  );
}
