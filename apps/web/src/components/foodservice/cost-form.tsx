// The cost-per-portion GET forms (issue 26): rendered on the server, they work without JavaScript.
// The product form sits on food-service product pages and on the calculator page; the recipe form
// on food-service recipe pages and on the calculator page. Prices are sent in the URL, never stored.
import { getTranslations } from 'next-intl/server';
import { COST_KEYS, linePriceKey, lineUnitKey } from '@/lib/catalogue/cost';
import { pathFor } from '@/lib/routing/paths';
import type { Locale } from '@/lib/routing/routes';
import type { RecipeCostLine } from '@/loaders/foodservice-tools';

const input =
  'mt-1 block w-full rounded-lg border border-ink-soft bg-white px-3 py-2 text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-leaf';
const button =
  'rounded-full bg-leaf px-5 py-3 font-semibold text-white hover:bg-leaf-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

type ProductFormProps = {
  locale: Locale;
  slug: string;
  packLabel: string | null;
  form: { price: string; unit: 'pack' | 'kg'; portion: number };
  invalid?: string[];
  idPrefix?: string;
};

export async function ProductCostForm({ locale, slug, packLabel, form, invalid = [], idPrefix = 'cost' }: ProductFormProps) {
  const t = await getTranslations({ locale, namespace: 'costCalculator' });
  const id = (name: string) => `${idPrefix}-${name}`;
  const bad = (name: string) => invalid.includes(name);
  return (
    <form method="get" action={pathFor('B2B-cost-calculator', locale)} className="space-y-4" data-cost-form="product">
      <input type="hidden" name={COST_KEYS.product} value={slug} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={id('price')} className="font-semibold">
            {t('price')}
          </label>
          <input
            id={id('price')}
            name={COST_KEYS.price}
            defaultValue={form.price}
            inputMode="decimal"
            autoComplete="off"
            required
            maxLength={12}
            pattern="[0-9]{1,6}([.,][0-9]{1,2})?"
            aria-invalid={bad('price') || undefined}
            aria-describedby={id('price-hint')}
            className={input}
          />
          <p id={id('price-hint')} className={`mt-1 text-sm ${bad('price') ? 'font-semibold text-berry' : 'text-ink-soft'}`}>
            {bad('price') ? t('priceInvalid') : t('priceHint')}
          </p>
        </div>
        <fieldset>
          <legend className="font-semibold">{t('unit')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <label className="flex items-center gap-2">
              <input type="radio" name={COST_KEYS.unit} value="pack" defaultChecked={form.unit === 'pack'} className="h-5 w-5 accent-leaf" />
              {packLabel ? t('perPackOf', { pack: packLabel }) : t('perPack')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={COST_KEYS.unit} value="kg" defaultChecked={form.unit === 'kg'} className="h-5 w-5 accent-leaf" />
              {t('perKg')}
            </label>
          </div>
        </fieldset>
        <div>
          <label htmlFor={id('portion')} className="font-semibold">
            {t('portion')}
          </label>
          <input
            id={id('portion')}
            name={COST_KEYS.portion}
            type="number"
            min={1}
            max={5000}
            step={1}
            required
            defaultValue={form.portion}
            aria-invalid={bad('portion') || undefined}
            aria-describedby={id('portion-hint')}
            className={input}
          />
          <p id={id('portion-hint')} className={`mt-1 text-sm ${bad('portion') ? 'font-semibold text-berry' : 'text-ink-soft'}`}>
            {bad('portion') ? t('portionInvalid') : t('portionHint')}
          </p>
        </div>
      </div>
      <button type="submit" className={button}>
        {t('calculate')}
      </button>
    </form>
  );
}

type RecipeFormProps = { locale: Locale; slug: string; form: { portions: number; lines: RecipeCostLine[] }; invalid?: string[] };

export async function RecipeCostForm({ locale, slug, form, invalid = [] }: RecipeFormProps) {
  const t = await getTranslations({ locale, namespace: 'costCalculator' });
  return (
    <form method="get" action={pathFor('B2B-cost-calculator', locale)} className="space-y-4" data-cost-form="recipe">
      <input type="hidden" name={COST_KEYS.recipe} value={slug} />
      <div className="max-w-xs">
        <label htmlFor="cost-portions" className="font-semibold">
          {t('portions')}
        </label>
        <input
          id="cost-portions"
          name={COST_KEYS.portions}
          type="number"
          min={1}
          max={10000}
          step={1}
          required
          defaultValue={form.portions}
          aria-invalid={invalid.includes(COST_KEYS.portions) || undefined}
          className={input}
        />
      </div>
      <p className="text-sm text-ink-soft">{t('recipeHint')}</p>
      <ul className="divide-y divide-line rounded-xl ring-1 ring-line">
        {form.lines.map((line, i) => {
          const priceId = `cost-line-${i}`;
          const hintId = `${priceId}-hint`;
          const bad = invalid.includes(linePriceKey(i));
          return (
            <li key={line.id} className="grid gap-3 p-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end" data-cost-line={i}>
              <div>
                <label htmlFor={priceId} className="font-semibold">
                  {line.name}
                  {line.quantity ? <span className="font-normal"> ({line.quantity})</span> : null}
                </label>
                <p id={hintId} className={`text-sm ${bad ? 'font-semibold text-berry' : 'text-ink-soft'}`}>
                  {bad
                    ? t('priceInvalid')
                    : line.product
                      ? line.grams === null
                        ? t('lineNoWeight')
                        : t('lineProduct', { product: line.product.title })
                      : t('lineOther')}
                </p>
              </div>
              <input
                id={priceId}
                name={linePriceKey(i)}
                defaultValue={line.price}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                pattern="[0-9]{1,6}([.,][0-9]{1,2})?"
                aria-invalid={bad || undefined}
                aria-describedby={hintId}
                className={input}
              />
              {line.product ? (
                <fieldset className="flex gap-3 text-sm">
                  <legend className="sr-only">{t('unit')}</legend>
                  <label className="flex items-center gap-1">
                    <input type="radio" name={lineUnitKey(i)} value="pack" defaultChecked={line.unit === 'pack'} className="h-5 w-5 accent-leaf" />
                    {line.product.pack ? t('perPackOf', { pack: line.product.pack }) : t('perPack')}
                  </label>
                  <label className="flex items-center gap-1">
                    <input type="radio" name={lineUnitKey(i)} value="kg" defaultChecked={line.unit === 'kg'} className="h-5 w-5 accent-leaf" />
                    {t('perKg')}
                  </label>
                </fieldset>
              ) : (
                <span aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ul>
      <button type="submit" className={button}>
        {t('calculate')}
      </button>
    </form>
  );
}
