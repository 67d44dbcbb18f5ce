// The cost-per-portion page (issue 26): the form with the buyer's entries and the figures it gives,
// or, without a product or recipe, the food-service products to choose from.
import { getFormatter, getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { LinkedHeading } from '@/components/ui/linked-heading';
import { COST_KEYS } from '@/lib/catalogue/cost';
import { homePath, pathFor } from '@/lib/routing/paths';
import type { CostCalculatorData, ProductCostData, RecipeCostData } from '@/loaders/foodservice-tools';
import { ProductCostForm, RecipeCostForm } from './cost-form';

type Formatter = Awaited<ReturnType<typeof getFormatter>>;

const euro = (format: Formatter, value: number) => format.number(value, { style: 'currency', currency: 'EUR' });

function Figures({ rows, label }: { rows: [string, string, string][]; label: string }) {
  return (
    <section aria-label={label} className="rounded-2xl bg-ink p-6 text-white" data-cost-result>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map(([key, text, value]) => (
          <div key={key} data-figure={key}>
            <dt className="text-sm text-frost">{text}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The product's or recipe's name, linked to its page when it has one in food service. */
function PartTitle({ href, title }: { href: string | null; title: string }) {
  return (
    <LinkedHeading level={2} className="font-serif text-2xl font-semibold" href={href} linkClassName="underline decoration-leaf underline-offset-4">
      {title}
    </LinkedHeading>
  );
}

async function ProductPart({ data, locale }: { data: ProductCostData; locale: CostCalculatorData['locale'] }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'costCalculator' }), getFormatter()]);
  const { product, result } = data;
  const pack = product.features.weight;
  const productPath = product.b2bCategory ? pathFor('B2B-products-category-slug', locale, { category: product.b2bCategory.slug, slug: product.slug }) : null;
  const grams = (n: number) => format.number(n, { maximumFractionDigits: 0 });
  const rows: [string, string, string][] = result
    ? [
        ['cost-per-portion', t('costPerPortion'), euro(format, result.costPerPortion)],
        // A portion larger than the pack: say so, rather than "0 portions".
        ['portions-per-pack', t('portionsPerPack'), result.portionsPerPack ? format.number(result.portionsPerPack) : t('lessThanOnePack')],
        ...(result.portionsPerCarton !== null
          ? [['portions-per-carton', t('portionsPerCarton'), format.number(result.portionsPerCarton)] as [string, string, string]]
          : []),
        ['price-per-kg', t('pricePerKg'), euro(format, result.pricePerKg)],
        ['frozen-per-portion', t('frozenPerPortion'), `${grams(result.frozenPerPortionG)} g`],
        ...(result.costPerCarton !== null ? [['cost-per-carton', t('costPerCarton'), euro(format, result.costPerCarton)] as [string, string, string]] : []),
      ]
    : [];
  return (
    <>
      <PartTitle href={productPath} title={product.title} />
      <p className="text-ink-soft">
        {t('productFacts', {
          pack: pack ?? '–',
          packs: product.features.packsPerCarton ?? 0,
          yield: product.label.cookingYieldPercent ?? 100,
        })}
      </p>
      <ProductCostForm locale={locale} slug={product.slug} packLabel={pack} form={data.form} invalid={data.invalid} />
      {result ? <Figures rows={rows} label={t('resultTitle')} /> : null}
      {result ? <p className="text-sm text-ink-soft">{t('yieldNote', { yield: product.label.cookingYieldPercent ?? 100 })}</p> : null}
    </>
  );
}

async function RecipePart({ data, locale }: { data: RecipeCostData; locale: CostCalculatorData['locale'] }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'costCalculator' }), getFormatter()]);
  const { recipe, result } = data;
  const recipePath = recipe.category ? pathFor('B2B-recipes-category-slug', locale, { category: recipe.category.slug, slug: recipe.slug }) : null;
  return (
    <>
      <PartTitle href={recipePath} title={recipe.title} />
      <RecipeCostForm locale={locale} slug={recipe.slug} form={data.form} invalid={data.invalid} />
      {result ? (
        <Figures
          label={t('resultTitle')}
          rows={[
            ['cost-per-portion', t('costPerPortion'), euro(format, result.costPerPortion)],
            ['recipe-total', t('recipeTotal', { portions: data.form.portions }), euro(format, result.total)],
            ['unpriced', t('unpriced'), format.number(result.unpriced)],
          ]}
        />
      ) : null}
    </>
  );
}

export async function CostCalculatorPage({ locale, data }: CostCalculatorData) {
  const t = await getTranslations({ locale, namespace: 'costCalculator' });
  const path = pathFor('B2B-cost-calculator', locale);
  return (
    <div className="pb-12">
      <Breadcrumb homeHref={homePath(locale, 'B2B')} items={[{ label: t('title'), href: path }]} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 pt-6">
        <header>
          <h1 className="font-serif text-4xl font-bold">{t('title')}</h1>
          <p className="mt-3 text-lg">{t('intro')}</p>
          <p className="mt-2 text-sm text-ink-soft">{t('privacy')}</p>
        </header>
        {data.kind === 'product' ? <ProductPart data={data} locale={locale} /> : null}
        {data.kind === 'recipe' ? <RecipePart data={data} locale={locale} /> : null}
        {data.kind === 'choose' ? (
          <form method="get" action={path} className="flex flex-wrap items-end gap-4" data-cost-form="choose">
            <div>
              <label htmlFor="cost-product" className="font-semibold">
                {t('chooseProduct')}
              </label>
              <select id="cost-product" name={COST_KEYS.product} required className="mt-1 block rounded-lg border border-ink-soft bg-white px-3 py-2">
                {data.products.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.title}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="rounded-full bg-leaf px-5 py-3 font-semibold text-white hover:bg-leaf-dark">
              {t('choose')}
            </button>
          </form>
        ) : null}
        <p>
          <a href={pathFor('B2B-allergen-matrix', locale)} className="font-semibold text-leaf underline underline-offset-4">
            {t('matrixLink')}
          </a>
        </p>
      </div>
    </div>
  );
}
