import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { pathFor } from '@/lib/routing/paths';
import { CmsImage } from '../ui/cms-image';
import { IMAGE_SIZES } from '../ui/image-sizes';
import { CtaButton } from './cta-button';
import type { SectionProps } from './types';

export async function NewsListSection({ section, locale }: SectionProps<'news-list'>) {
  const [t, format] = await Promise.all([getTranslations('sections'), getFormatter()]);
  const { news } = section;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" data-section="news-list">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="font-serif text-3xl font-semibold">{section.title}</h2>
        {section.cta ? <CtaButton cta={section.cta} variant="outline" /> : null}
      </div>
      {news.length ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {news.map((n) => (
            <li key={n.documentId} className="relative overflow-hidden rounded-2xl bg-white ring-1 ring-line">
              {n.cover ? <CmsImage media={n.cover} sizes={IMAGE_SIZES.thirdMd} className="aspect-[3/2] w-full object-cover" /> : null}
              <div className="p-4">
                {n.date ? (
                  <p className="text-sm text-ink-soft">
                    <time dateTime={n.date}>{format.dateTime(new Date(n.date), { dateStyle: 'long' })}</time>
                  </p>
                ) : null}
                <h3 className="mt-1 font-serif text-lg font-semibold">
                  <Link href={pathFor('news-slug', locale, { slug: [n.slug] }) ?? '#'} className="after:absolute after:inset-0">
                    {n.title}
                  </Link>
                </h3>
                {n.excerpt ? <p className="mt-1 text-sm">{n.excerpt}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6">{t('newsEmpty')}</p>
      )}
    </section>
  );
}
