// Work-with-us loader (consumer mode, Italian only): the careers configuration, the geography the
// wizard offers and the open positions (their failure is swallowed: the page still shows the
// spontaneous application).
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCareersConfiguration, getGeography, listJobPositions, type JobPosition } from '@/lib/cms/careers';
import { swallow } from '@/lib/cms/client';
import { pathFor } from '@/lib/routing/paths';
import { pageMetadata } from '@/lib/seo/metadata';

export const CAREERS_PATH = pathFor('work-with-us', 'it');

export async function loadCareers() {
  const [config, geography, positions] = await Promise.all([
    getCareersConfiguration('it'),
    getGeography(),
    swallow('job positions', () => listJobPositions(), [] as JobPosition[]),
  ]);
  return { config, geography, positions };
}
export type CareersData = Awaited<ReturnType<typeof loadCareers>>;

export async function careersMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'it', namespace: 'careers' });
  return pageMetadata({
    pathname: CAREERS_PATH,
    locale: 'it',
    alternates: { it: CAREERS_PATH, en: null },
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}
