// What a food-service product or recipe page adds for buyers (issue 26): the specification sheet in
// both languages, the cost-per-portion form (GET, works without JavaScript), the allergen matrix.
import { getTranslations } from 'next-intl/server';
import { portionGrams } from '@/lib/catalogue/cost';
import type { ProductDetail } from '@/lib/cms/product';
import type { RecipeDetail } from '@/lib/cms/recipe';
import { pathFor } from '@/lib/routing/paths';
import { LOCALES, type Locale } from '@/lib/routing/routes';
import { recipeCostData } from '@/loaders/foodservice-tools';
import { ProductCostForm, RecipeCostForm } from './cost-form';
import { TitledSection } from '../ui/titled-section';

/** The specification sheet's address (a server route: the PDF library never reaches the browser). */
export const specSheetHref = (slug: string, locale: Locale) => `/api/foodservice/spec-sheet?${new URLSearchParams({ locale, product: slug }).toString()}`;

const link = 'font-semibold text-leaf underline underline-offset-4 hover:text-leaf-dark';

export async function ProductFoodserviceTools({ product, locale }: { product: ProductDetail; locale: Locale }) {
  const [t, ts] = await Promise.all([getTranslations({ locale, namespace: 'costCalculator' }), getTranslations({ locale, namespace: 'specSheet' })]);
  // The sheet in the other language is the product's translation (its own slug).
  const sheets = LOCALES.map((l) => ({ locale: l, slug: l === locale ? product.slug : product.localizations[l]?.slug })).filter(
    (s): s is { locale: Locale; slug: string } => Boolean(s.slug),
  );
  return (
    <TitledSection
      titleId="foodservice-tools-title"
      title={t('formTitle')}
      className="rounded-2xl bg-white p-6 ring-1 ring-line lg:col-span-2"
      data-foodservice-tools
    >
      <div className="mt-4">
        <ProductCostForm
          locale={locale}
          slug={product.slug}
          packLabel={product.features.weight}
          form={{ price: '', unit: 'pack', portion: portionGrams(product.portionSize) ?? 100 }}
          idPrefix="product-cost"
        />
      </div>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2" data-spec-sheets>
        {sheets.map((s) => (
          <li key={s.locale}>
            <a href={specSheetHref(s.slug, s.locale)} className={link} hrefLang={s.locale} download data-spec-sheet={s.locale}>
              {ts('download', { language: ts(`language.${s.locale}`) })}
            </a>
          </li>
        ))}
        <li>
          <a href={pathFor('B2B-allergen-matrix', locale)} className={link}>
            {t('matrixLink')}
          </a>
        </li>
      </ul>
    </TitledSection>
  );
}

export async function RecipeFoodserviceTools({ recipe, locale }: { recipe: RecipeDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'costCalculator' });
  const data = recipeCostData(recipe, {});
  return (
    <section aria-labelledby="recipe-cost-title" className="mx-auto max-w-7xl px-4 py-8" data-foodservice-tools>
      <div className="rounded-2xl bg-white p-6 ring-1 ring-line">
        <h2 id="recipe-cost-title" className="font-serif text-2xl font-semibold">
          {t('formTitle')}
        </h2>
        <div className="mt-4">
          <RecipeCostForm locale={locale} slug={recipe.slug} form={data.form} />
        </div>
        <p className="mt-4">
          <a href={pathFor('B2B-allergen-matrix', locale)} className={link}>
            {t('matrixLink')}
          </a>
        </p>
      </div>
    </section>
  );
}
