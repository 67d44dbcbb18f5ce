// Product page: gallery, description, features (prominent in food service), EU nutrition declaration, cooking
// methods, allergens, rating, related recipes, breadcrumb (mobile: back link), JSON-LD.
import { getTranslations } from 'next-intl/server';
import { clientTexts } from '@/i18n/client-texts';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { RichText } from '@/components/sections/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { CmsImage } from '@/components/ui/cms-image';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import { inAudience } from '@/lib/cms/cards';
import type { ProductDetail } from '@/lib/cms/product';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { productJsonLd } from '@/lib/seo/catalogue-json-ld';
import { ProductFoodserviceTools } from '@/components/foodservice/foodservice-tools';
import { NutritionDeclarationView } from './nutrition-declaration';
import { ProductLabelView } from './product-label';
import { Rating } from './rating.client';
import { RecipeCard } from './recipe-card';
import { CardRow } from '@/components/ui/card-row';
import type { ProductPageData } from '@/loaders/catalogue';
import { TitledSection } from '../ui/titled-section';

/** The (Italian-only) store locator with this product chosen; English pages link to it too, by the Italian slug. */
function whereToBuyHref(product: ProductDetail, locale: Locale): string | null {
  const italianSlug = locale === 'it' ? product.slug : product.localizations.it?.slug;
  return italianSlug ? `${pathFor('store-locator', 'it')}?${new URLSearchParams({ product: italianSlug }).toString()}` : null;
}

const detailPath = (locale: Locale, mode: AudienceMode, category: string, slug: string) =>
  pathFor(routeNameFor('products-category-slug', mode), locale, { category, slug });

export async function ProductDetailView({ product, category, rating, locale, mode }: ProductPageData) {
  const [t, ts, texts] = await Promise.all([getTranslations('catalogue'), getTranslations('stores'), clientTexts('rating')]);
  const home = homePath(locale, mode);
  const listPath = pathFor(routeNameFor('products', mode), locale);
  const categoryPath = pathFor(routeNameFor('products-category', mode), locale, { category: category.slug });
  const path = detailPath(locale, mode, category.slug, product.slug);
  const whereToBuy = mode === 'B2C' ? whereToBuyHref(product, locale) : null;
  const crumbs = [
    { label: t(mode === 'B2B' ? 'productsTitleB2B' : 'productsTitle'), href: listPath },
    { label: category.name, href: categoryPath },
    { label: product.title, href: path },
  ];
  const [cover, ...gallery] = product.images;
  const relatedRecipes = product.relatedRecipes.filter((r) => inAudience(r, mode));
  const f = product.features;
  const features = [
    [t('productCode'), f.productCode],
    [t('weight'), f.weight],
    [t('packsPerCarton'), f.packsPerCarton],
    [t('cartonsPerPallet'), f.cartonsPerPallet],
    [t('shelfLife'), f.shelfLife],
  ].filter(([, v]) => v !== null && v !== '') as [string, string | number][];
  const featureBlock = (
    <TitledSection
      titleId="features-title"
      title={t('features')}
      className={`rounded-2xl p-6 ${mode === 'B2B' ? 'bg-ink text-white' : 'bg-white ring-1 ring-line'}`}
      data-features
    >
      <dl className="mt-4 grid grid-cols-2 gap-4">
        {features.map(([label, value]) => (
          <div key={label}>
            <dt className={`text-sm ${mode === 'B2B' ? 'text-frost' : 'text-ink-soft'}`}>{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
  return (
    <article data-product={product.slug}>
      <JsonLd data={productJsonLd(product, path, rating)} />
      <Breadcrumb homeHref={home} items={crumbs} mobileBackOnly />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-8 pt-6 lg:grid-cols-2">
        <div>
          {cover ? <CmsImage media={cover} sizes={IMAGE_SIZES.halfLg} priority className="h-auto w-full rounded-3xl object-cover" /> : null}
          {gallery.length ? (
            <ul aria-label={t('gallery')} className="mt-4 grid grid-cols-3 gap-3">
              {gallery.map((image, i) => (
                <li key={image.url}>
                  {/* The first row sits right under the cover, above the fold on phones too. */}
                  <CmsImage media={image} sizes={IMAGE_SIZES.galleryThumb} eager={i < 3} className="h-auto w-full rounded-xl object-cover" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="space-y-6">
          <header>
            <p className="text-sm font-semibold uppercase tracking-widest text-leaf">{category.name}</p>
            <h1 className="mt-2 font-serif text-4xl font-bold md:text-5xl">{product.title}</h1>
            {product.excerpt ? <p className="mt-4 text-lg">{product.excerpt}</p> : null}
          </header>
          <ul className="flex flex-wrap gap-2 text-sm">
            {[product.productLine, product.typology, product.cuttingType, ...product.diets]
              .filter((x) => x !== null)
              .map((tag) => (
                <li key={tag.code} className="rounded-full bg-frost px-3 py-1 font-semibold">
                  {tag.name}
                </li>
              ))}
          </ul>
          {whereToBuy ? (
            <p>
              <a
                href={whereToBuy}
                hrefLang={locale === 'it' ? undefined : 'it'}
                className="inline-flex items-center gap-2 rounded-full bg-leaf px-5 py-3 font-semibold text-white hover:bg-leaf-dark"
                data-where-to-buy
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
                  <circle cx="12" cy="10" r="2.5" />
                </svg>
                {ts('whereToBuy')}
              </a>
              <span className="mt-1 block text-sm text-ink-soft">{ts('whereToBuyHint')}</span>
            </p>
          ) : null}
          {mode === 'B2B' ? featureBlock : null}
          {product.description ? <RichText markdown={product.description} /> : null}
          <Rating kind="product" documentId={product.documentId} locale={locale} initial={rating} back={path} texts={texts} />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-2">
        {mode === 'B2C' ? featureBlock : null}
        {product.nutrition ? <NutritionDeclarationView nutrition={product.nutrition} portionSize={product.portionSize} /> : null}
        {product.cookingMethods.length ? (
          <TitledSection titleId="cooking-title" title={t('cooking')} className="rounded-2xl bg-white p-6 ring-1 ring-line lg:col-span-2">
            <ul className="mt-4 grid gap-4 md:grid-cols-2" data-cooking-methods>
              {product.cookingMethods.map((c) => (
                <li key={c.id} className="rounded-xl bg-frost p-4" data-method={c.method}>
                  <h3 className="flex justify-between font-semibold">
                    <span>{t(`method.${c.method}`)}</span>
                    {c.minutes !== null ? <span>{t('minutes', { count: c.minutes })}</span> : null}
                  </h3>
                  {c.instructions ? <p className="mt-1 text-sm">{c.instructions}</p> : null}
                </li>
              ))}
            </ul>
          </TitledSection>
        ) : null}
        <ProductLabelView product={product} mode={mode} />
        {mode === 'B2B' ? <ProductFoodserviceTools product={product} locale={locale} /> : null}
      </div>
      <CardRow id="related-title" title={t('relatedRecipes')} items={relatedRecipes} card={(r) => <RecipeCard recipe={r} locale={locale} mode={mode} />} />
    </article>
  );
}
