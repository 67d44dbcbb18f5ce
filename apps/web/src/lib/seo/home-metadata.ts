import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { swallow } from '../cms/client';
import { getHome } from '@/lib/cms/page';
import { type AudienceMode, type Locale } from '../routing/routes';
import { homePath } from '../routing/paths';
import { pageMetadata } from './metadata';

export async function homeMetadata(mode: AudienceMode, locale: Locale): Promise<Metadata> {
  const [t, home] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), swallow(`home ${mode} metadata`, () => getHome(mode, locale), null)]);
  return pageMetadata({
    pathname: homePath(locale, mode),
    locale,
    title: home?.seo.title ?? t(mode === 'B2B' ? 'homeTitleB2B' : 'homeTitleB2C'),
    description: home?.seo.description ?? home?.intro ?? t('defaultDescription'),
    image: home?.seo.image ?? (home?.hero?.kind === 'hero' ? home.hero.image : null),
  });
}
