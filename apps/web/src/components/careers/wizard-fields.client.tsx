'use client';
// Field primitives of the careers wizard: each input has its label, its hint and its error linked
// through aria-describedby, aria-invalid when the step's check failed, and a stable id the error
// summary links to.
import type { ReactNode } from 'react';
import { useFormContext, useFormState, type FieldPath, type RegisterOptions } from 'react-hook-form';
import type { WizardValues } from '@/lib/careers/wizard-state';

export type FieldName = FieldPath<WizardValues>;
export type Choice = { code: string; label: string };

/** The id of a field's input (`education.0.year` → `careers-education-0-year`). */
export const fieldId = (name: string) => `careers-${name.replace(/\./g, '-')}`;

export const inputClass =
  'mt-1 block w-full rounded-lg border border-ink-soft/50 bg-white px-3 py-2 text-base text-ink shadow-sm aria-[invalid=true]:border-2 aria-[invalid=true]:border-berry disabled:cursor-not-allowed disabled:bg-frost/60 disabled:text-ink-soft';

export function useFieldError(name: FieldName): string | undefined {
  const { getFieldState } = useFormContext<WizardValues>();
  const formState = useFormState<WizardValues>({ name });
  return getFieldState(name, formState).error?.message;
}

function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="ml-0.5 text-berry">
      *
    </span>
  ) : null;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm font-medium text-berry" data-field-error>
      <span aria-hidden="true">⚠</span>
      {message}
    </p>
  );
}

export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
      {children}
    </p>
  );
}

type Common = { name: FieldName; label: string; required?: boolean; hint?: string; className?: string };

export function TextField({
  name,
  label,
  required,
  hint,
  className,
  type = 'text',
  autoComplete,
  inputMode,
  max,
  min,
}: Common & { type?: 'text' | 'email' | 'tel' | 'date' | 'number'; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text'; max?: string; min?: string }) {
  const { register } = useFormContext<WizardValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold">
        {label}
        <RequiredMark required={required} />
      </label>
      <Hint id={id}>{hint}</Hint>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        max={max}
        min={min}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={inputClass}
        {...register(name)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function TextAreaField({ name, label, required, hint, className, rows = 4 }: Common & { rows?: number }) {
  const { register } = useFormContext<WizardValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold">
        {label}
        <RequiredMark required={required} />
      </label>
      <Hint id={id}>{hint}</Hint>
      <textarea
        id={id}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={inputClass}
        {...register(name)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  choices,
  placeholder,
  disabled,
  onChange,
}: Common & { choices: readonly Choice[]; placeholder: string; disabled?: boolean; onChange?: RegisterOptions<WizardValues>['onChange'] }) {
  const { register } = useFormContext<WizardValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold">
        {label}
        <RequiredMark required={required} />
      </label>
      <Hint id={id}>{hint}</Hint>
      <select
        id={id}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={inputClass}
        {...register(name, onChange ? { onChange } : undefined)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** Few options, all visible: a group of radio cards with a legend. */
export function RadioCards({ name, label, required, hint, choices, columns = 'sm:grid-cols-2' }: Common & { choices: readonly (Choice & { detail?: string })[]; columns?: string }) {
  const { register } = useFormContext<WizardValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <fieldset
      id={id}
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
    >
      <legend className="font-semibold">
        {label}
        <RequiredMark required={required} />
      </legend>
      <Hint id={id}>{hint}</Hint>
      <div className={`mt-2 grid gap-3 ${columns}`}>
        {choices.map((choice) => (
          <label
            key={choice.code}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 has-[:checked]:border-leaf has-[:checked]:bg-frost has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sun ${error ? 'border-berry' : 'border-line'}`}
          >
            <input type="radio" value={choice.code} className="mt-1 h-4 w-4 accent-leaf" {...register(name)} />
            <span>
              <span className="block font-semibold">{choice.label}</span>
              {choice.detail ? <span className="block text-sm text-ink-soft">{choice.detail}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

export function CheckboxField({ name, label, required, hint, children }: Common & { children?: ReactNode }) {
  const { register } = useFormContext<WizardValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          className="mt-1 h-5 w-5 shrink-0 accent-leaf"
          {...register(name)}
        />
        <label htmlFor={id}>
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      {children}
      <Hint id={id}>{hint}</Hint>
      <FieldError id={id} message={error} />
    </div>
  );
}
