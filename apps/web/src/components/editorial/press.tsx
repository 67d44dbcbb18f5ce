// Press area (consumer mode only): list of press releases and a release with its attachments.
import { getTranslations } from 'next-intl/server';
import { homePath } from '@/lib/routing/paths';
import { pressPaths, type PressListData, type PressReleaseData } from '@/loaders/editorial';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';

export async function PressList({ locale, results }: PressListData) {
  const t = await getTranslations('editorial');
  return (
    <ArticleList
      kind="press"
      title={t('pressTitle')}
      intro={t('pressIntro')}
      homeHref={homePath(locale, 'B2C')}
      crumbs={[{ label: t('pressTitle'), href: pressPaths.list(locale) }]}
      basePath={pressPaths.list(locale)}
      results={results}
      hrefOf={(a) => pressPaths.release(locale, a.slug)}
      emptyText={t('noPress')}
    />
  );
}

export async function PressDetail({ locale, release }: PressReleaseData) {
  const t = await getTranslations('editorial');
  const path = pressPaths.release(locale, release.slug);
  return (
    <ArticleView
      kind="press"
      article={release}
      locale={locale}
      path={path}
      homeHref={homePath(locale, 'B2C')}
      crumbs={[
        { label: t('pressTitle'), href: pressPaths.list(locale) },
        { label: release.title, href: path },
      ]}
      eyebrow={t('pressRelease')}
    />
  );
}
