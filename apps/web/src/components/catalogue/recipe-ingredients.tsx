// A recipe's ingredients for the chosen servings, with the servings control: − and + links and a
// GET form (`?servings=N`), so it works without JavaScript, survives a reload and reaches print.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SERVINGS_KEY, scaleQuantity, servingsRange } from '@/lib/catalogue/servings';
import { productHref } from '@/lib/routing/links';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import type { RecipeDetail } from '@/lib/cms/recipe';
import { OfflineRegister } from '../kitchen/offline-register.client';
import { RecipeAddToList } from '../kitchen/recipe-add-to-list';
import { TitledSection } from '../ui/titled-section';

type Props = { recipe: RecipeDetail; servings: number | null; path: string; locale: Locale; mode: AudienceMode };

/** The recipe's URL for a number of servings (its own number: the plain URL). */
export function servingsHref(path: string, base: number, servings: number): string {
  return servings === base ? path : `${path}?${SERVINGS_KEY}=${servings}`;
}

const stepper =
  'inline-flex h-11 w-11 items-center justify-center rounded-full text-xl font-bold ring-1 ring-line hover:bg-frost focus-visible:outline focus-visible:outline-3 focus-visible:outline-sun';

/** One serving fewer or more: a link (JavaScript or not), drawn dimmed at the end of the range. */
function Step({ path, base, to, enabled, label, sign }: { path: string; base: number; to: number; enabled: boolean; label: string; sign: string }) {
  if (!enabled) {
    return (
      <span aria-hidden="true" className={`${stepper} opacity-40`}>
        {sign}
      </span>
    );
  }
  return (
    <Link
      href={servingsHref(path, base, to)}
      scroll={false}
      prefetch={false}
      replace
      className={stepper}
      aria-label={label}
      data-servings-step={sign === '+' ? '1' : '-1'}
    >
      {sign}
    </Link>
  );
}

export async function RecipeIngredients({ recipe, servings, path, locale, mode }: Props) {
  const t = await getTranslations('catalogue.servingsControl');
  const tc = await getTranslations('catalogue');
  const base = recipe.servings;
  const range = base ? servingsRange(base) : null;
  return (
    <TitledSection
      titleId="ingredients-title"
      title={tc('ingredients')}
      className="h-fit rounded-2xl bg-white p-6 ring-1 ring-line print:break-inside-avoid"
      data-servings={servings ?? undefined}
    >
      {base && servings && range ? (
        <>
          <form method="get" action={path} className="no-print mt-4 flex flex-wrap items-end gap-2" data-servings-form>
            <Step path={path} base={base} to={servings - 1} enabled={servings > range.min} label={t('fewer')} sign="−" />
            <div className="flex flex-col">
              <label htmlFor="servings-input" className="text-sm text-ink-soft">
                {t('label')}
              </label>
              <input
                key={servings}
                id="servings-input"
                type="number"
                name={SERVINGS_KEY}
                min={range.min}
                max={range.max}
                step={1}
                defaultValue={servings}
                required
                className="h-11 w-20 rounded-lg px-2 text-center font-semibold ring-1 ring-line"
              />
            </div>
            <Step path={path} base={base} to={servings + 1} enabled={servings < range.max} label={t('more')} sign="+" />
            <button type="submit" className="h-11 rounded-full border-2 border-leaf px-4 font-semibold text-leaf hover:bg-frost">
              {t('update')}
            </button>
          </form>
          <p className="mt-3 text-sm font-semibold" role="status" data-servings-note>
            {t('for', { count: servings })}
          </p>
        </>
      ) : null}
      <ul className="mt-4 space-y-2" data-ingredients>
        {recipe.ingredients.map((i) => {
          const href = i.product ? productHref(i.product, locale, mode) : null;
          const quantity = i.quantity && base && servings ? scaleQuantity(i.quantity, base, servings, locale) : i.quantity;
          return (
            <li key={i.id} className="flex justify-between gap-4 border-b border-line pb-2 last:border-0">
              <span>
                {href ? (
                  <Link href={href} className="text-leaf underline">
                    {i.name}
                  </Link>
                ) : (
                  i.name
                )}
              </span>
              {quantity ? (
                <span className="shrink-0 font-semibold" data-quantity>
                  {quantity}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <RecipeAddToList recipe={recipe} servings={servings} path={path} locale={locale} mode={mode} />
      <OfflineRegister page={base && servings ? servingsHref(path, base, servings) : path} />
    </TitledSection>
  );
}
