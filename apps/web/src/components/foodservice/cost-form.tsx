// The cost-per-portion GET forms (issue 26): rendered on the server, they work without JavaScript.
// The product form sits on food-service product pages and on the calculator page; the recipe form
// on food-service recipe pages and on the calculator page. Prices are sent in the URL, never stored.
import { getTranslations } from 'next-intl/server';
import type { InputHTMLAttributes } from 'react';
import { COST_KEYS, linePriceKey, lineUnitKey } from '@/lib/catalogue/cost';
import { pathFor } from '@/lib/routing/paths';
import type { Locale } from '@/lib/routing/routes';
import type { RecipeCostLine } from '@/loaders/foodservice-tools';

const inputClass =
  'mt-1 block w-full rounded-lg border border-ink-soft bg-white px-3 py-2 text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-leaf';
const button =
  'rounded-full bg-leaf px-5 py-3 font-semibold text-white hover:bg-leaf-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/**
 * A price in euro typed as text, as people write it ("3,20", "€ 3,20", "1.234,50"): the server reads
 * it (parsePrice) and answers a refused one with the field's own message, not the browser's.
 */
const PRICE_INPUT = { inputMode: 'decimal', autoComplete: 'off', maxLength: 16 } as const;

/** A labelled input with its hint below, which turns into the error when the value was refused. */
function HintedField({ id, label, hint, bad, input }: { id: string; label: string; hint: string; bad: boolean; input: InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input id={id} {...input} aria-invalid={bad || undefined} aria-describedby={`${id}-hint`} className={inputClass} />
      <p id={`${id}-hint`} className={`mt-1 text-sm ${bad ? 'font-semibold text-berry' : 'text-ink-soft'}`}>
        {hint}
      </p>
    </div>
  );
}

/** The unit a price is for: per pack or per kilogram. */
function UnitChoice({ name, unit, labels, className }: { name: string; unit: 'pack' | 'kg'; labels: Record<'pack' | 'kg', string>; className: string }) {
  return (['pack', 'kg'] as const).map((value) => (
    <label key={value} className={className}>
      <input type="radio" name={name} value={value} defaultChecked={unit === value} className="h-5 w-5 accent-leaf" />
      {labels[value]}
    </label>
  ));
}

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
        <HintedField
          id={id('price')}
          label={t('price')}
          hint={bad('price') ? t('priceInvalid') : t('priceHint')}
          bad={bad('price')}
          input={{ name: COST_KEYS.price, defaultValue: form.price, ...PRICE_INPUT, required: true }}
        />
        <fieldset>
          <legend className="font-semibold">{t('unit')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <UnitChoice
              name={COST_KEYS.unit}
              unit={form.unit}
              labels={{ pack: packLabel ? t('perPackOf', { pack: packLabel }) : t('perPack'), kg: t('perKg') }}
              className="flex items-center gap-2"
            />
          </div>
        </fieldset>
        <HintedField
          id={id('portion')}
          label={t('portion')}
          hint={bad('portion') ? t('portionInvalid') : t('portionHint')}
          bad={bad('portion')}
          input={{ name: COST_KEYS.portion, type: 'number', min: 1, max: 5000, step: 1, required: true, defaultValue: form.portion }}
        />
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
          className={inputClass}
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
                {...PRICE_INPUT}
                aria-invalid={bad || undefined}
                aria-describedby={hintId}
                className={inputClass}
              />
              {line.product ? (
                <fieldset className="flex gap-3 text-sm">
                  <legend className="sr-only">{t('unit')}</legend>
                  <UnitChoice
                    name={lineUnitKey(i)}
                    unit={line.unit}
                    labels={{ pack: line.product.pack ? t('perPackOf', { pack: line.product.pack }) : t('perPack'), kg: t('perKg') }}
                    className="flex items-center gap-1"
                  />
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
