// The locator's GET form: CAP, product (grouped by category) and, with JavaScript, "use my
// position". It shows the submitted values again with each field's error next to it.
import { getTranslations } from 'next-intl/server';
import type { LocatorFieldError, LocatorForm as FormValues } from '@/lib/stores/search';
import type { ProductGroup } from '@/lib/stores/types';
import { FocusFirstInvalid, UsePositionButton } from './locator-form.client';

type Props = { action: string; form: FormValues; errors: readonly LocatorFieldError[]; groups: readonly ProductGroup[] };

const field = 'mt-1 block w-full rounded-xl border-2 bg-white px-4 py-3 text-lg aria-[invalid=true]:border-berry';

export async function LocatorForm({ action, form, errors, groups }: Props) {
  const t = await getTranslations('stores');
  const capError = errors.includes('cap');
  const productError = errors.includes('product');
  const productKnown = groups.some((g) => g.products.some((p) => p.slug === form.product));
  return (
    <form
      method="get"
      action={action}
      noValidate
      aria-labelledby="locator-form-title"
      className="rounded-3xl bg-white p-6 ring-1 ring-line md:p-8"
      data-locator-form
    >
      <h2 id="locator-form-title" className="font-serif text-2xl font-semibold">
        {t('formTitle')}
      </h2>
      {errors.length ? <FocusFirstInvalid /> : null}
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-start">
        <div>
          <label htmlFor="store-cap" className="font-semibold">
            {t('cap')}
          </label>
          <input
            id="store-cap"
            name="cap"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            defaultValue={form.cap}
            aria-invalid={capError || undefined}
            aria-describedby={capError ? 'store-cap-hint store-cap-error' : 'store-cap-hint'}
            className={`${field} ${capError ? 'border-berry' : 'border-line'}`}
          />
          <p id="store-cap-hint" className="mt-1 text-sm text-ink-soft">
            {form.position ? t('capHintPosition') : t('capHint')}
          </p>
          {capError ? (
            <p id="store-cap-error" className="mt-1 font-semibold text-berry" data-field-error="cap">
              {t('capError')}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="store-product" className="font-semibold">
            {t('product')}
          </label>
          <select
            id="store-product"
            name="product"
            defaultValue={productKnown ? form.product : ''}
            aria-invalid={productError || undefined}
            aria-describedby={productError ? 'store-product-error' : undefined}
            className={`${field} ${productError ? 'border-berry' : 'border-line'}`}
          >
            <option value="">{t('productPlaceholder')}</option>
            {groups.map((g) => (
              <optgroup key={g.category.slug} label={g.category.name}>
                {g.products.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {productError ? (
            <p id="store-product-error" className="mt-1 font-semibold text-berry" data-field-error="product">
              {t('productError')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3 md:mt-7">
          <button type="submit" className="rounded-full bg-leaf px-6 py-3 text-lg font-semibold text-white hover:bg-leaf-dark">
            {t('search')}
          </button>
        </div>
      </div>
      {form.position ? (
        <>
          <input type="hidden" name="lat" value={String(form.position.lat)} />
          <input type="hidden" name="lng" value={String(form.position.lng)} />
        </>
      ) : null}
      <UsePositionButton />
    </form>
  );
}
