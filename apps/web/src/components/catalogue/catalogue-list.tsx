// Product and recipe list pages (all, or one category) for both modes: categories, URL filters
// rendered on the server, grid, pagination.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';
import { toQuery } from '@/lib/catalogue/filters';
import { homePath } from '@/lib/routing/paths';
import { catalogueListPath, type CatalogueListData } from '@/loaders/catalogue';
import { CatalogueFilters } from './catalogue-filters';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { CatalogueGrid } from './catalogue-grid';
import type { CardImageProps } from './content-card';
import { Pagination, RESULTS_ANCHOR } from './pagination';
import { ProductCard } from './product-card';
import { RecipeCard } from './recipe-card';

/** Grid cards: the first one is the likely LCP on phones; the first two rows reach into a wide screen's first view. */
function cardImage(hero: boolean, index: number): CardImageProps {
  return { imageSizes: hero ? IMAGE_SIZES.listHero : IMAGE_SIZES.listCard, imageLoading: index === 0 ? 'priority' : index < 6 ? 'eager' : 'lazy' };
}

export async function CatalogueList({
  kind,
  locale,
  mode,
  categorySlug,
  category,
  title,
  intro,
  categories,
  groups,
  selected,
  products,
  recipes,
  results,
}: CatalogueListData) {
  const t = await getTranslations('catalogue');
  const path = catalogueListPath(kind, locale, mode, categorySlug);

  const home = homePath(locale, mode);
  const allPath = catalogueListPath(kind, locale, mode);
  const crumbs: Crumb[] = [{ label: title, href: allPath }, ...(category ? [{ label: category.name, href: path }] : [])];
  // From the full list, category links keep the filters; between two categories they reset.
  const carry = categorySlug ? '' : toQuery(selected);

  return (
    <>
      <Breadcrumb homeHref={home} items={crumbs} />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
        <header className="max-w-3xl">
          <h1 className="font-serif text-4xl font-bold md:text-5xl">{category?.name ?? title}</h1>
          <p className="mt-3 text-lg text-ink-soft">{category?.description ?? intro}</p>
        </header>
        <nav aria-label={t('categories')} className="mt-6 md:mt-8" data-category-nav>
          {/* One scrolling row on phones, so the results start in the first screen. */}
          <ul className="flex gap-2 max-md:-mx-4 max-md:overflow-x-auto max-md:px-4 max-md:py-2 md:flex-wrap">
            <li>
              <Link
                href={`${allPath}${carry}`}
                aria-current={!categorySlug ? 'page' : undefined}
                className={`inline-block whitespace-nowrap rounded-full px-4 py-2 font-semibold ring-1 ring-line ${!categorySlug ? 'bg-leaf text-white' : 'bg-white hover:bg-frost'}`}
              >
                {t('allCategories')}
              </Link>
            </li>
            {categories.map((c) => {
              const href = catalogueListPath(kind, locale, mode, c.slug);
              const current = c.slug === categorySlug;
              return (
                <li key={c.slug}>
                  <Link
                    href={`${href}${carry}`}
                    aria-current={current ? 'page' : undefined}
                    className={`inline-block whitespace-nowrap rounded-full px-4 py-2 font-semibold ring-1 ring-line ${current ? 'bg-leaf text-white' : 'bg-white hover:bg-frost'}`}
                    data-category-link={c.slug}
                  >
                    {c.name}
                    {c.count !== null ? <span className="ml-1 text-sm font-normal opacity-80">({c.count})</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
          <aside>
            <CatalogueFilters groups={groups} selected={selected} resetHref={path} />
          </aside>
          <section aria-labelledby={RESULTS_ANCHOR}>
            <h2 id={RESULTS_ANCHOR} className="mb-4 scroll-mt-24 text-ink-soft" aria-live="polite" data-results={results.total}>
              {t('results', { count: results.total })}
              {results.pageCount > 1 ? ` · ${t('pageOf', { page: results.page + 1, count: results.pageCount })}` : ''}
            </h2>
            {products?.items.length ? (
              <CatalogueGrid
                items={products.items}
                render={(item, hero, index) => <ProductCard product={item} locale={locale} mode={mode} {...cardImage(hero, index)} />}
              />
            ) : recipes?.items.length ? (
              <CatalogueGrid
                items={recipes.items}
                render={(item, hero, index) => <RecipeCard recipe={item} locale={locale} mode={mode} {...cardImage(hero, index)} />}
              />
            ) : (
              <p className="rounded-2xl bg-white p-6 ring-1 ring-line">{t('noResults')}</p>
            )}
            <Pagination basePath={path} filters={selected} page={results.page} pageCount={results.pageCount} />
          </section>
        </div>
      </div>
    </>
  );
}
