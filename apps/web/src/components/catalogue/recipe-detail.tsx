// Recipe page: images, ingredients with quantities (linked products), steps, times, difficulty,
// servings, diets, author, products used, print-friendly layout, Recipe JSON-LD.
import { getTranslations } from 'next-intl/server';
import { clientTexts } from '@/i18n/client-texts';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { RichText } from '@/components/sections/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { CmsImage } from '@/components/ui/cms-image';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { recipeJsonLd } from '@/lib/seo/catalogue-json-ld';
import { PrintButton } from './print-button.client';
import { RecipeIngredients } from './recipe-ingredients';
import { RecipeCookMode } from './recipe-cook-mode';
import { Rating } from './rating.client';
import { ProductCard } from './product-card';
import { CardRow } from '@/components/ui/card-row';
import { RecipeFoodserviceTools } from '@/components/foodservice/foodservice-tools';
import { inAudience } from '@/lib/cms/cards';
import type { RecipePageData } from '@/loaders/catalogue';
import { siteUrl } from '@/lib/seo/metadata';
import { TitledSection } from '../ui/titled-section';

const detailPath = (locale: Locale, mode: AudienceMode, category: string, slug: string) =>
  pathFor(routeNameFor('recipes-category-slug', mode), locale, { category, slug });

export async function RecipeDetailView({ recipe, servings, rating, locale, mode }: RecipePageData) {
  const [t, ts, texts] = await Promise.all([getTranslations('catalogue'), getTranslations('sections'), clientTexts('rating')]);
  const home = homePath(locale, mode);
  const path = detailPath(locale, mode, recipe.category.slug, recipe.slug);
  const crumbs = [
    { label: t(mode === 'B2B' ? 'recipesTitleB2B' : 'recipesTitle'), href: pathFor(routeNameFor('recipes', mode), locale) },
    { label: recipe.category.name, href: pathFor(routeNameFor('recipes-category', mode), locale, { category: recipe.category.slug }) },
    { label: recipe.title, href: path },
  ];
  const [cover] = recipe.images;
  const facts = [
    [t('prepTime'), recipe.prepTime !== null ? t('minutes', { count: recipe.prepTime }) : null],
    [t('cookTime'), recipe.cookingTime !== null ? t('minutes', { count: recipe.cookingTime }) : null],
    [t('totalTime'), recipe.totalMinutes !== null ? t('minutes', { count: recipe.totalMinutes }) : null],
    [t('servings'), servings],
    [t('difficulty'), recipe.difficulty ? ts(`difficulty.${recipe.difficulty}`) : null],
  ].filter(([, v]) => v !== null) as [string, string | number][];
  const usedProducts = [
    ...new Map(
      [...recipe.relatedProducts, ...(recipe.creatuProduct ? [recipe.creatuProduct] : [])].filter((p) => inAudience(p, mode)).map((p) => [p.documentId, p]),
    ).values(),
  ];
  return (
    <article data-recipe={recipe.slug}>
      <JsonLd data={recipeJsonLd(recipe, path, rating)} />
      <Breadcrumb homeHref={home} items={crumbs} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-6 lg:grid-cols-2">
        <header className="space-y-4">
          <p className="text-sm font-semibold uppercase tracking-widest text-leaf">{recipe.category.name}</p>
          <h1 className="font-serif text-4xl font-bold md:text-5xl">{recipe.title}</h1>
          {recipe.influencer ? <p className="text-ink-soft">{t('by', { name: recipe.influencer.name })}</p> : null}
          {recipe.description ? <RichText markdown={recipe.description} /> : null}
          <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:grid-cols-3" data-recipe-facts>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-ink-soft">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          {recipe.diets.length || recipe.creatuProduct ? (
            <ul className="flex flex-wrap gap-2 text-sm">
              {recipe.diets.map((d) => (
                <li key={d.code} className="rounded-full bg-frost px-3 py-1 font-semibold">
                  {d.name}
                </li>
              ))}
              {recipe.creatuProduct ? <li className="rounded-full bg-sun/40 px-3 py-1 font-semibold">{t('creatu')}</li> : null}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <RecipeCookMode recipe={recipe} servings={servings} locale={locale} />
            <PrintButton label={t('print')} />
          </div>
        </header>
        {/* In print a small picture: the recipe, not the photo, fills the first page. */}
        {cover ? (
          <CmsImage
            media={cover}
            sizes={IMAGE_SIZES.halfLg}
            priority
            className="h-auto w-full rounded-3xl object-cover print:h-48 print:w-72 print:rounded-xl"
          />
        ) : null}
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[22rem_1fr]">
        <RecipeIngredients recipe={recipe} servings={servings} path={path} locale={locale} mode={mode} />
        <TitledSection titleId="steps-title" title={t('steps')}>
          <ol className="mt-4 space-y-5" data-steps>
            {recipe.steps.map((s, n) => (
              <li key={s.id} id={`step-${n + 1}`} className="flex scroll-mt-24 gap-4 print:break-inside-avoid">
                <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf font-bold text-white">
                  {n + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{s.title ?? t('stepN', { n: n + 1 })}</h3>
                  <p className="mt-1">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </TitledSection>
      </div>
      <div className="no-print mx-auto max-w-3xl px-4 pb-10">
        <Rating kind="recipe" documentId={recipe.documentId} locale={locale} initial={rating} back={path} texts={texts} />
      </div>
      {/* The printed recipe says whose it is and where to find it again. */}
      <p className="hidden border-t border-line px-4 pt-3 text-sm print:block" data-print-footer>
        {t('printFooter', { url: `${siteUrl()}${path}` })}
      </p>
      {mode === 'B2B' ? <RecipeFoodserviceTools recipe={recipe} locale={locale} /> : null}
      <CardRow
        id="products-used"
        title={t('productsUsed')}
        printable={false}
        items={usedProducts}
        card={(p) => <ProductCard product={p} locale={locale} mode={mode} />}
      />
    </article>
  );
}
