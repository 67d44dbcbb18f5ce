// 404 for URLs that match no screen (consumer chrome).
import { SiteChrome } from '@/components/layout/site-chrome';
import { NotFoundContent } from '@/components/pages/not-found-content';
import { currentLocale } from '@/lib/routing/params';

export default async function LocaleNotFound() {
  return (
    <SiteChrome mode="B2C" locale={await currentLocale()} recordMode={false}>
      <NotFoundContent />
    </SiteChrome>
  );
}
