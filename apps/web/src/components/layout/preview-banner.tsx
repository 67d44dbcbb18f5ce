// Shown to editors in preview (draft mode): 'Sei in preview' with 'ESCI', which turns it off.
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/routes';

export async function PreviewBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations('preview');
  return (
    <div role="status" className="flex items-center justify-center gap-4 bg-berry px-4 py-2 text-white no-print" data-preview-banner>
      <p className="font-semibold" lang="it">
        {t('banner')}
      </p>
      <a href={`/api/exit-preview?locale=${locale}`} className="rounded-full bg-white px-4 py-1 text-sm font-bold text-berry" lang="it">
        {t('exit')}
      </a>
    </div>
  );
}
