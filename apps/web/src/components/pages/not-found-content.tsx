// The 404 content: 'Pagina non trovata' / 'This page could not be found', a joke recipe, home link.
// `compact` (the not-found boundaries of the layouts, which Next serialises into the RSC payload of
// every page) leaves out the joke: the 404 page visitors load (page-not-found) has it.
import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/lib/routing/params';
import { homePath } from '@/lib/routing/paths';
import { AudienceHomeLink } from './home-link.client';

export async function NotFoundContent({ compact = false }: { compact?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('notFound'), currentLocale()]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center" data-not-found>
      <p className="font-serif text-7xl font-bold text-leaf" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold">{t('title')}</h1>
      <p className="mt-4 text-lg">{t('text')}</p>
      {compact ? null : (
        <aside className="mx-auto mt-10 max-w-xl rounded-3xl bg-white p-6 text-left shadow-sm ring-1 ring-line" aria-labelledby="joke-recipe">
          <h2 id="joke-recipe" className="font-serif text-xl font-semibold">
            {t('jokeTitle')}
          </h2>
          <p className="mt-2">{t('joke')}</p>
        </aside>
      )}
      <AudienceHomeLink
        consumer={homePath(locale, 'B2C')}
        foodservice={homePath(locale, 'B2B')}
        className="mt-10 inline-block rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-leaf-dark"
      >
        {t('home')}
      </AudienceHomeLink>
    </div>
  );
}
