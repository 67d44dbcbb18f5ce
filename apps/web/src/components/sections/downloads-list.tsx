import { getTranslations } from 'next-intl/server';
import type { SectionProps } from './types';

export async function DownloadsListSection({ section }: SectionProps<'downloads-list'>) {
  const t = await getTranslations('sections');
  const { items } = section;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12" data-section="downloads-list">
      <h2 className="font-serif text-3xl font-semibold">{section.title}</h2>
      {items.length ? (
        <ul className="mt-6 divide-y divide-line rounded-2xl bg-white ring-1 ring-line">
          {items.map((d) => (
            <li key={d.documentId} className="flex flex-wrap items-center justify-between gap-4 p-4">
              <div>
                <p className="font-semibold">{d.title}</p>
                {d.description ? <p className="text-sm text-ink-soft">{d.description}</p> : null}
              </div>
              {d.file ? (
                <a href={d.file.url} download className="rounded-full border-2 border-leaf px-4 py-2 font-semibold text-leaf hover:bg-frost">
                  {t('download')} <span className="sr-only">{d.title}</span> (PDF)
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6">{t('downloadsEmpty')}</p>
      )}
    </section>
  );
}
