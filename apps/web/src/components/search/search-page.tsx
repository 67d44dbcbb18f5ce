// The search page (`/it/ricerca`, `/en/search` and the food-service copies): a GET form, the hits
// of the audience with highlighted title and excerpt, type facets as links, pages, and an empty
// state that helps. Rendered on the server from the in-process index: works without JavaScript.
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { SearchEvent } from '@/components/analytics/search-event.client';
import { Pagination } from '@/components/catalogue/pagination';
import { FormattedDate } from '@/components/editorial/formatted-date';
import { PageCrumbs, PageHeading } from '@/components/editorial/page-header';
import { homePath, pathFor } from '@/lib/routing/paths';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { searchHref } from '@/lib/search/page-params';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';
import type { SiteSearchResult } from '@/lib/search/service';
import { SEARCH_DOC_TYPES, type SearchDocType, type SearchHit } from '@/lib/search/types';
import { searchPath, type SearchData } from '@/loaders/search';

const chip = 'inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition';
// Matched words: <mark> from the index's HTML (everything else in it is escaped text).
const marks = '[&_mark]:rounded-sm [&_mark]:bg-sun/40 [&_mark]:px-0.5 [&_mark]:text-inherit';

async function Facets({ path, result, type }: { path: string; result: SiteSearchResult; type: SearchDocType | null }) {
  const t = await getTranslations('search');
  const all = SEARCH_DOC_TYPES.reduce((sum, ty) => sum + result.facets[ty], 0);
  const shown = SEARCH_DOC_TYPES.filter((ty) => result.facets[ty] > 0 || ty === type);
  const link = (label: string, count: number, target: SearchDocType | null) => {
    const current = target === type;
    return (
      <li key={target ?? 'all'}>
        <Link
          href={searchHref(path, { q: result.q, type: target })}
          prefetch={false}
          aria-current={current ? 'true' : undefined}
          className={`${chip} ${current ? 'bg-leaf text-white ring-leaf' : 'bg-white text-ink ring-line hover:bg-frost'}`}
          data-search-facet={target ?? 'all'}
        >
          {label} <span className={current ? 'text-white/90' : 'text-ink-soft'}>({count})</span>
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={t('filterBy')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {link(t('allTypes'), all, null)}
        {shown.map((ty) => link(t(`types.${ty}`), result.facets[ty], ty))}
      </ul>
    </nav>
  );
}

async function Hit({ hit }: { hit: SearchHit }) {
  const t = await getTranslations('search');
  const { doc } = hit;
  return (
    <li>
      <article
        className="relative flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line transition hover:shadow-md sm:p-5"
        data-search-hit={doc.id}
        data-type={doc.type}
      >
        {doc.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small CMS thumbnail, already sized by the CMS
          <img
            src={doc.image.url}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="h-20 w-20 shrink-0 rounded-xl object-cover sm:h-24 sm:w-24"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap gap-x-3 text-xs font-semibold uppercase tracking-wider text-leaf">
            <span>{t(`type.${doc.type}`)}</span>
            {doc.date ? <FormattedDate value={doc.date} className="font-normal normal-case tracking-normal text-ink-soft" /> : null}
          </p>
          <h3 className={`mt-1 font-serif text-xl font-semibold leading-snug ${marks}`}>
            {/* titleHtml: the title escaped, matched words in <mark> */}
            <a href={doc.url} className="after:absolute after:inset-0 hover:underline" dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
          </h3>
          {hit.excerptHtml ? <p className={`mt-1 break-words text-sm text-ink-soft ${marks}`} dangerouslySetInnerHTML={{ __html: hit.excerptHtml }} /> : null}
        </div>
      </article>
    </li>
  );
}

/** A list of one filter's values in a list page's URL (the canonical spelling: sorted, repeated key). */
function filteredList(path: string, key: string, values: readonly string[]): string {
  const query = new URLSearchParams();
  for (const value of [...values].sort()) query.append(key, value);
  return `${path}?${query.toString()}`;
}

/** How the query was read: a free-from phrase taken as the filter, most words instead of all, a likely typo. */
async function QueryNotes({ locale, mode, path, result }: { locale: Locale; mode: AudienceMode; path: string; result: SiteSearchResult }) {
  const [t, ta, format] = await Promise.all([getTranslations('search'), getTranslations('allergens'), getFormatter()]);
  const allergens = format.list(
    result.freeFrom.map((code) => ta(code)),
    { type: 'conjunction' },
  );
  const link = 'font-semibold text-leaf underline';
  return (
    <div className="mt-4 grid max-w-4xl gap-2" data-search-notes>
      {result.freeFrom.length ? (
        <p data-search-free-from>
          {t('freeFrom', { allergens })}{' '}
          <Link href={filteredList(pathFor(routeNameFor('products', mode), locale), 'free_from', result.freeFrom)} className={link}>
            {t('freeFromProducts', { allergens })}
          </Link>
          {' · '}
          <Link href={filteredList(pathFor(routeNameFor('recipes', mode), locale), 'free_from', result.freeFrom)} className={link}>
            {t('freeFromRecipes', { allergens })}
          </Link>
        </p>
      ) : null}
      {result.relaxed ? <p data-search-relaxed>{t('relaxed', { q: result.q })}</p> : null}
      {result.didYouMean && result.hits.length > 0 ? (
        <p>
          {t('didYouMean')}{' '}
          <Link href={searchHref(path, { q: result.didYouMean })} prefetch={false} className={link} data-did-you-mean>
            {result.didYouMean}
          </Link>
          ?
        </p>
      ) : null}
    </div>
  );
}

async function EmptyState({ locale, mode, path, result }: { locale: Locale; mode: AudienceMode; path: string; result: SiteSearchResult }) {
  const t = await getTranslations('search');
  const other = result.otherLocale;
  const browse = [
    { href: pathFor(routeNameFor('products', mode), locale), label: t('browseProducts') },
    { href: pathFor(routeNameFor('recipes', mode), locale), label: t('browseRecipes') },
  ];
  return (
    <div className="rounded-2xl bg-white p-6 ring-1 ring-line" data-search-empty>
      {other ? (
        // Written in the other language ("peas" on the Italian site): its results are a link away.
        <p className="text-lg font-semibold" data-search-other-locale={other.locale}>
          {t.rich('otherLocale', {
            here: t(`languages.${locale}`),
            there: t(`languages.${other.locale}`),
            count: other.total,
            q: result.q,
            link: (chunks) => (
              <Link href={searchHref(searchPath(other.locale, mode), { q: result.q })} hrefLang={other.locale} prefetch={false} className="text-leaf underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <p className="text-lg font-semibold">{t('empty', { q: result.q })}</p>
      )}
      {result.didYouMean ? (
        <p className="mt-3">
          {t('didYouMean')}{' '}
          <Link href={searchHref(path, { q: result.didYouMean })} prefetch={false} className="font-semibold text-leaf underline" data-did-you-mean>
            {result.didYouMean}
          </Link>
          ?
        </p>
      ) : null}
      <p className="mt-3 text-ink-soft">{t('emptyHelp')}</p>
      <BrowseLinks label={t('browse')} links={browse} />
    </div>
  );
}

function BrowseLinks({ label, links }: { label: string; links: { href: string; label: string }[] }) {
  return (
    <div className="mt-5">
      <p className="text-sm font-semibold text-ink-soft">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={`${chip} bg-frost text-ink ring-line hover:bg-frost-deep`}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export async function SearchPage({ locale, mode, type, result }: SearchData) {
  const t = await getTranslations('search');
  const path = searchPath(locale, mode);
  const inputId = 'search-page-q';
  return (
    <div data-search-page>
      <PageCrumbs homeHref={homePath(locale, mode)} crumbs={[{ label: t('title'), href: path }]} />
      <PageHeading title={result ? t('titleWithQuery', { q: result.q }) : t('title')} intro={result ? null : t(mode === 'B2B' ? 'introB2B' : 'intro')} wide>
        <form role="search" action={path} method="get" className="mt-6 flex max-w-3xl flex-col gap-2 sm:flex-row" data-search-form>
          <label htmlFor={inputId} className="sr-only">
            {t('label')}
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            defaultValue={result?.q ?? ''}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('placeholder')}
            autoComplete="off"
            className="min-w-0 flex-1 rounded-full border border-line bg-white px-5 py-3 text-lg"
          />
          <button type="submit" className="rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-leaf-dark">
            {t('submit')}
          </button>
        </form>
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
        {result && !result.ready ? (
          <p role="status" className="rounded-2xl bg-frost p-4">
            {t('notReady')}
          </p>
        ) : null}
        {result ? (
          <>
            <SearchEvent query={result.q} results={result.ready ? result.total : null} />
            <p role="status" className="text-ink-soft" data-search-summary>
              {type ? t('summaryType', { count: result.total, type: t(`types.${type}`), q: result.q }) : t('summary', { count: result.total, q: result.q })}
            </p>
            {result.freeFrom.length || result.relaxed || (result.didYouMean && result.hits.length > 0) ? (
              <QueryNotes locale={locale} mode={mode} path={path} result={result} />
            ) : null}
            {result.total > 0 || type ? <Facets path={path} result={result} type={type} /> : null}
            {result.hits.length > 0 ? (
              <>
                <h2 className="sr-only">{t('results')}</h2>
                <ol className="mt-6 grid max-w-4xl gap-4" data-search-results>
                  {result.hits.map((hit) => (
                    <Hit key={hit.doc.id} hit={hit} />
                  ))}
                </ol>
                <Pagination
                  basePath={path}
                  filters={{ q: [result.q], ...(type ? { type: [type] } : {}) }}
                  page={result.page - 1}
                  pageCount={result.pageCount}
                />
              </>
            ) : result.ready ? (
              <div className="mt-6 max-w-4xl">
                <EmptyState locale={locale} mode={mode} path={path} result={result} />
              </div>
            ) : null}
          </>
        ) : (
          <BrowseLinks
            label={t('browse')}
            links={[
              { href: pathFor(routeNameFor('products', mode), locale), label: t('browseProducts') },
              { href: pathFor(routeNameFor('recipes', mode), locale), label: t('browseRecipes') },
            ]}
          />
        )}
      </div>
    </div>
  );
}
