'use client';
// Field primitives of the careers wizard: the forms' labelled controls (components/forms/fields.tsx)
// wired to the wizard's react-hook-form context, each with the stable id the error summary links
// to, and the wizard's own radio cards and grouped fieldsets.
import type { ReactNode } from 'react';
import { useFormContext, useFormState, type FieldPath, type RegisterOptions } from 'react-hook-form';
import type { WizardValues } from '@/lib/careers/wizard-state';
import {
  CheckboxField as FormCheckboxField,
  FieldError,
  Question,
  SelectField as FormSelectField,
  TextAreaField as FormTextAreaField,
  TextField as FormTextField,
  described,
} from '../forms/fields';

export type FieldName = FieldPath<WizardValues>;
export type Choice = { code: string; label: string };

/** The id of a field's input (`education.0.year` → `careers-education-0-year`). */
export const fieldId = (name: string) => `careers-${name.replace(/\./g, '-')}`;

export function useFieldError(name: FieldName): string | undefined {
  const { getFieldState } = useFormContext<WizardValues>();
  const formState = useFormState<WizardValues>({ name });
  return getFieldState(name, formState).error?.message;
}

type Common = { name: FieldName; label: string; required?: boolean; hint?: string; className?: string };

/** A wizard field's labelled-control props (id, label, mark, hint, error) and its registration. */
function useWizardField({ name, ...rest }: Common) {
  const { register } = useFormContext<WizardValues>();
  const error = useFieldError(name);
  return { common: { id: fieldId(name), error, ...rest }, register: (options?: RegisterOptions<WizardValues>) => register(name, options) };
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  max,
  min,
  ...field
}: Common & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  max?: string;
  min?: string;
}) {
  const { common, register } = useWizardField(field);
  return <FormTextField {...common} input={{ type, autoComplete, inputMode, max, min, ...register() }} />;
}

export function TextAreaField({ rows = 4, ...field }: Common & { rows?: number }) {
  const { common, register } = useWizardField(field);
  return <FormTextAreaField {...common} textarea={{ rows, ...register() }} />;
}

export function SelectField({
  choices,
  placeholder,
  disabled,
  onChange,
  ...field
}: Common & { choices: readonly Choice[]; placeholder: string; disabled?: boolean; onChange?: RegisterOptions<WizardValues>['onChange'] }) {
  const { common, register } = useWizardField(field);
  return (
    <FormSelectField
      {...common}
      placeholder={placeholder}
      options={choices.map((choice) => ({ value: choice.code, label: choice.label }))}
      select={{ disabled, ...register(onChange ? { onChange } : undefined) }}
    />
  );
}

/** Few options, all visible: a group of radio cards with a legend. */
export function RadioCards({
  choices,
  columns = 'sm:grid-cols-2',
  ...field
}: Common & { choices: readonly (Choice & { detail?: string })[]; columns?: string }) {
  const { common, register } = useWizardField(field);
  const { id, error } = common;
  return (
    <fieldset role="radiogroup" {...described(common)}>
      <Question {...common} group />
      <div className={`mt-2 grid gap-3 ${columns}`}>
        {choices.map((choice) => (
          <label
            key={choice.code}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 has-[:checked]:border-leaf has-[:checked]:bg-frost has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sun ${error ? 'border-berry' : 'border-line'}`}
          >
            <input type="radio" value={choice.code} className="mt-1 h-4 w-4 accent-leaf" {...register()} />
            <span>
              <span className="block font-semibold">{choice.label}</span>
              {choice.detail ? <span className="block text-sm text-ink-soft">{choice.detail}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A consent: the checkbox with its label, then `children` (a link to the policy) under it. */
export function CheckboxField({ children, ...field }: Omit<Common, 'hint' | 'className'> & { children?: ReactNode }) {
  const { common, register } = useWizardField(field);
  return (
    <FormCheckboxField {...common} input={register()}>
      {children}
    </FormCheckboxField>
  );
}

/** A framed group of fields under a legend (a place, a language, one entry of a list). */
export function FieldGroup({ legend, children, ...data }: { legend: ReactNode; children: ReactNode } & Record<`data-${string}`, string | number>) {
  return (
    <fieldset className="rounded-xl border border-line bg-white/60 p-4" {...data}>
      <legend className="px-1 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}
