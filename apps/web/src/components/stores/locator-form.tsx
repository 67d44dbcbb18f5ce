// The locator's GET form: CAP, product (grouped by category) and, with JavaScript, "use my
// position". It shows the submitted values again with each field's error next to it.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientTexts } from '@/i18n/client-texts';
import type { LocatorFieldError, LocatorForm as FormValues } from '@/lib/stores/search';
import type { ProductGroup } from '@/lib/stores/types';
import { describedBy } from '../forms/fields';
import { FocusFirstInvalid, UsePositionButton } from './locator-form.client';

type Props = { action: string; form: FormValues; errors: readonly LocatorFieldError[]; groups: readonly ProductGroup[] };

const field = 'mt-1 block w-full rounded-xl border-2 bg-white px-4 py-3 text-lg aria-[invalid=true]:border-berry';

type Control = { id: string; name: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; className: string };

/** A field of the locator: its label, the control (given its id, name and state), a hint and the error of the last search. */
function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | null;
  children: (control: Control) => ReactNode;
}) {
  const id = `store-${name}`;
  const control: Control = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error ?? undefined, hint),
    className: `${field} ${error ? 'border-berry' : 'border-line'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children(control)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-semibold text-berry" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The products to search by, grouped by their category. */
function ProductOptions({ groups, placeholder }: { groups: Props['groups']; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {groups.map((g) => (
        <optgroup key={g.category.slug} label={g.category.name}>
          {g.products.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.title}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

export async function LocatorForm({ action, form, errors, groups }: Props) {
  const [t, texts] = await Promise.all([getTranslations('stores'), clientTexts('stores')]);
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
        <Field name="cap" label={t('cap')} hint={form.position ? t('capHintPosition') : t('capHint')} error={capError ? t('capError') : null}>
          {(control) => <input type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} defaultValue={form.cap} {...control} />}
        </Field>
        <Field name="product" label={t('product')} error={productError ? t('productError') : null}>
          {(control) => (
            <select defaultValue={productKnown ? form.product : ''} {...control}>
              <ProductOptions groups={groups} placeholder={t('productPlaceholder')} />
            </select>
          )}
        </Field>
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
      <UsePositionButton texts={texts} />
    </form>
  );
}
