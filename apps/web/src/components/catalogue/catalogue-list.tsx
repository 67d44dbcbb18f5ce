// Product and recipe list pages (all, or one category) for both modes: categories, URL filters
// rendered on the server, grid, pagination.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';
import { keepKnown, parsePage, parseProductFilters, parseRecipeFilters, toQuery, type SearchParams } from '@/lib/catalogue/filters';
import { COOKING_TIME_BUCKETS, DIFFICULTIES } from '@/lib/catalogue/types';
import { getCategory } from '@/lib/cms/category';
import { getProductCategories, getProductFilterOptions, listProducts } from '@/lib/cms/product';
import { getRecipeCategories, getRecipeFilterOptions, listRecipes } from '@/lib/cms/recipe';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { CatalogueFilters, type FilterGroup } from './catalogue-filters';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { CatalogueGrid } from './catalogue-grid';
import type { CardImageProps } from './content-card';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import { RecipeCard } from './recipe-card';

/** Grid cards: the first one is the likely LCP on phones; the first two rows reach into a wide screen's first view. */
function cardImage(hero: boolean, index: number): CardImageProps {
  return { imageSizes: hero ? IMAGE_SIZES.listHero : IMAGE_SIZES.listCard, imageLoading: index === 0 ? 'priority' : index < 6 ? 'eager' : 'lazy' };
}

export type ListArgs = { kind: 'product' | 'recipe'; locale: Locale; mode: AudienceMode; category?: string; searchParams: SearchParams };

const listRoute = (kind: ListArgs['kind'], mode: AudienceMode, category?: string) =>
  routeNameFor(kind === 'product' ? (category ? 'products-category' : 'products') : category ? 'recipes-category' : 'recipes', mode);

function basePath({ kind, locale, mode, category }: ListArgs): string {
  return pathFor(listRoute(kind, mode, category), locale, category ? { category } : {});
}

async function titles(args: ListArgs) {
  const t = await getTranslations({ locale: args.locale, namespace: 'catalogue' });
  const b2b = args.mode === 'B2B' ? 'B2B' : '';
  return args.kind === 'product'
    ? { title: t(`productsTitle${b2b}` as 'productsTitle'), intro: t(`productsIntro${b2b}` as 'productsIntro') }
    : { title: t(`recipesTitle${b2b}` as 'recipesTitle'), intro: t(`recipesIntro${b2b}` as 'recipesIntro') };
}

export async function catalogueListMetadata(args: ListArgs): Promise<Metadata> {
  const base = await titles(args);
  const category = args.category ? await getCategory(args.kind, args.locale, args.mode, args.category) : null;
  if (args.category && !category) return {};
  const page = parsePage(args.searchParams);
  return pageMetadata({
    pathname: basePath(args),
    locale: args.locale,
    title: `${category?.seo.title ?? category?.name ?? base.title}${page > 0 ? ` – ${page + 1}` : ''}`,
    description: category?.seo.description ?? category?.description ?? base.intro,
    image: category?.image,
  });
}

export async function CatalogueList(args: ListArgs) {
  const { kind, locale, mode, category: categorySlug, searchParams } = args;
  const [t, ts] = await Promise.all([getTranslations('catalogue'), getTranslations('sections')]);
  const page = parsePage(searchParams);
  const category = categorySlug ? await getCategory(kind, locale, mode, categorySlug) : null;
  if (categorySlug && !category) notFound();
  const base = await titles(args);
  const path = basePath(args);


  let groups: FilterGroup[];
  let categories;
  if (kind === 'product') {
    const [options, cats] = await Promise.all([getProductFilterOptions(locale), getProductCategories(locale, mode)]);
    categories = cats;
    groups = (['product_lines', 'product_typologies', 'diets', 'cutting_types'] as const).map((key) => ({ key, label: t(`filter.${key}`), options: options[key] }));
  } else {
    const [options, cats] = await Promise.all([getRecipeFilterOptions(locale), getRecipeCategories(locale, mode)]);
    categories = cats;
    groups = [
      { key: 'diets', label: t('filter.diets'), options: options.diets },
      { key: 'influencer', label: t('filter.influencer'), options: options.influencer },
      { key: 'cooking_time', label: t('filter.cooking_time'), options: Object.keys(COOKING_TIME_BUCKETS).map((code) => ({ code, name: t(`cookingTime.${code}` as 'cookingTime.short') })) },
      { key: 'difficulty', label: t('filter.difficulty'), options: DIFFICULTIES.map((code) => ({ code, name: ts(`difficulty.${code}`) })) },
      { key: 'creatu', label: t('filter.creatu'), options: options.creatu },
    ];
  }
  // Values no option has (a hand-edited URL) are dropped before the CMS is asked.
  const productFilters = keepKnown(parseProductFilters(searchParams), groups);
  const recipeFilters = keepKnown(parseRecipeFilters(searchParams), groups);
  const selected: Record<string, string[]> = kind === 'product' ? productFilters : recipeFilters;
  const [products, recipes] = kind === 'product'
    ? [await listProducts({ locale, mode, category: categorySlug, filters: productFilters, page }), null]
    : [null, await listRecipes({ locale, mode, category: categorySlug, filters: recipeFilters, page })];
  const results = products ?? recipes;

  const home = homePath(locale, mode);
  const allPath = pathFor(listRoute(kind, mode), locale);
  const crumbs: Crumb[] = [{ label: base.title, href: allPath }, ...(category ? [{ label: category.name, href: path }] : [])];
  // From the full list, category links keep the filters; between two categories they reset.
  const carry = categorySlug ? '' : toQuery(selected);

  return (
    <>
      <Breadcrumb homeHref={home} items={crumbs} />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
        <header className="max-w-3xl">
          <h1 className="font-serif text-4xl font-bold md:text-5xl">{category?.name ?? base.title}</h1>
          <p className="mt-3 text-lg text-ink-soft">{category?.description ?? base.intro}</p>
        </header>
        <nav aria-label={t('categories')} className="mt-6 md:mt-8" data-category-nav>
          {/* One scrolling row on phones, so the results start in the first screen. */}
          <ul className="flex gap-2 max-md:-mx-4 max-md:overflow-x-auto max-md:px-4 max-md:py-2 md:flex-wrap">
            <li>
              <Link href={`${allPath}${carry}`} aria-current={!categorySlug ? 'page' : undefined} className={`inline-block whitespace-nowrap rounded-full px-4 py-2 font-semibold ring-1 ring-line ${!categorySlug ? 'bg-leaf text-white' : 'bg-white hover:bg-frost'}`}>
                {t('allCategories')}
              </Link>
            </li>
            {categories.map((c) => {
              const href = pathFor(listRoute(kind, mode, c.slug), locale, { category: c.slug });
              const current = c.slug === categorySlug;
              return (
                <li key={c.slug}>
                  <Link href={`${href}${carry}`} aria-current={current ? 'page' : undefined} className={`inline-block whitespace-nowrap rounded-full px-4 py-2 font-semibold ring-1 ring-line ${current ? 'bg-leaf text-white' : 'bg-white hover:bg-frost'}`} data-category-link={c.slug}>
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
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="mb-4 text-ink-soft" aria-live="polite" data-results={results.total}>
              {t('results', { count: results.total })}
              {results.pageCount > 1 ? ` · ${t('pageOf', { page: results.page + 1, count: results.pageCount })}` : ''}
            </h2>
            {products?.items.length ? (
              <CatalogueGrid items={products.items} render={(item, hero, index) => <ProductCard product={item} locale={locale} mode={mode} {...cardImage(hero, index)} />} />
            ) : recipes?.items.length ? (
              <CatalogueGrid items={recipes.items} render={(item, hero, index) => <RecipeCard recipe={item} locale={locale} mode={mode} {...cardImage(hero, index)} />} />
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

