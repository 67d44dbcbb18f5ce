// Downloads (`/download`, consumer mode): the documents grouped by download category, with a
// navigation to each group.
import { getTranslations } from 'next-intl/server';
import { homePath, pathFor } from '@/lib/routing/paths';
import type { DownloadsData } from '@/loaders/editorial';
import { CmsImage } from '../ui/cms-image';
import { IMAGE_SIZES } from '../ui/image-sizes';
import { AttachmentLink } from './attachment-link';
import { PageCrumbs, PageHeading } from './page-header';

const groupId = (slug: string | null) => `download-${slug ?? 'other'}`;

export async function DownloadsPage({ locale, groups }: DownloadsData) {
  const t = await getTranslations('editorial');
  const title = t('downloadsTitle');
  return (
    <div data-downloads>
      <PageCrumbs homeHref={homePath(locale, 'B2C')} crumbs={[{ label: title, href: pathFor('downloads', locale) }]} />
      <PageHeading title={title} intro={t('downloadsIntro')} wide>
        {groups.length > 1 ? (
          <nav aria-label={t('downloadCategories')} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {groups.map((g) => (
                <li key={groupId(g.slug)}>
                  <a
                    href={`#${groupId(g.slug)}`}
                    className="inline-block rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-line hover:bg-frost"
                    data-download-category-link={g.slug ?? ''}
                  >
                    {g.name ?? t('otherDocuments')}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </PageHeading>
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16 pt-10">
        {groups.length === 0 ? <p className="rounded-2xl bg-white p-6 ring-1 ring-line">{t('noDownloads')}</p> : null}
        {groups.map((g) => (
          <section
            key={groupId(g.slug)}
            id={groupId(g.slug)}
            aria-labelledby={`${groupId(g.slug)}-title`}
            className="scroll-mt-24"
            data-download-category={g.slug ?? ''}
          >
            <h2 id={`${groupId(g.slug)}-title`} className="font-serif text-3xl font-semibold">
              {g.name ?? t('otherDocuments')}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {g.items.map((d) => (
                <li key={d.documentId} className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line" data-download-item>
                  {d.cover ? <CmsImage media={d.cover} sizes={IMAGE_SIZES.thirdLgHalfMd} className="aspect-[3/2] w-full object-cover" decorative /> : null}
                  <div className="flex flex-1 flex-col gap-3 p-5">
                    <h3 className="font-serif text-xl font-semibold">{d.title}</h3>
                    {d.description ? <p className="text-sm text-ink-soft">{d.description}</p> : null}
                    {d.file ? (
                      <div className="mt-auto pt-2">
                        <AttachmentLink file={d.file} label={t('download')} name={d.title} />
                      </div>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
