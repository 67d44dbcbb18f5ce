// Labelled form controls: a visible label (with * when mandatory), the error next to the field and
// linked to it (aria-describedby, aria-invalid), an optional hint. They take react-hook-form's
// `register` props plus the value to show when the server re-renders the form. The careers wizard
// wires the same controls to its own form context (components/careers/wizard-fields.client.tsx).
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

export const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-ink-soft/40 bg-white px-3 py-2 text-ink shadow-sm aria-[invalid=true]:border-berry aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-berry disabled:cursor-not-allowed disabled:bg-frost/60 disabled:text-ink-soft';

type Common = { id: string; label: ReactNode; required?: boolean; error?: string; hint?: ReactNode; className?: string };

export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="ml-0.5 font-bold text-berry">
      *
    </span>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-berry" data-field-error={id}>
      {error}
    </p>
  ) : null;
}

/** The ids a control is described by: its hint and its error. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
      {hint}
    </p>
  ) : null;
}

/** What a control or a group asks: its label (a group's legend), the mark when mandatory, the hint. */
export function Question({ id, label, required, hint, group }: Pick<Common, 'id' | 'label' | 'required' | 'hint'> & { group?: boolean }) {
  const text = (
    <>
      {label}
      <RequiredMark required={required} />
    </>
  );
  return (
    <>
      {group ? (
        <legend className="font-semibold">{text}</legend>
      ) : (
        <label htmlFor={id} className="font-semibold">
          {text}
        </label>
      )}
      <Hint id={id} hint={hint} />
    </>
  );
}

/** The attributes that tie a control to its label's mandatory mark, its hint and its error. */
export function described({ id, required, error, hint }: Pick<Common, 'id' | 'required' | 'error' | 'hint'>) {
  return { id, 'aria-required': required || undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, hint) };
}

/** A control under its label and hint, its error after it. */
function Labelled({ id, label, required, error, hint, className, children }: Common & { children: ReactNode }) {
  return (
    <div className={className}>
      <Question id={id} label={label} required={required} hint={hint} />
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ input, ...common }: Common & { input: InputProps }) {
  return (
    <Labelled {...common}>
      <input type="text" {...described(common)} className={INPUT_CLASS} {...input} />
    </Labelled>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ textarea, ...common }: Common & { textarea: TextAreaProps }) {
  return (
    <Labelled {...common}>
      <textarea rows={5} {...described(common)} className={INPUT_CLASS} {...textarea} />
    </Labelled>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
export type Option = { value: string; label: string };

export function SelectField({ select, options, placeholder, ...common }: Common & { select: SelectProps; options: Option[]; placeholder: string }) {
  return (
    <Labelled {...common}>
      <select {...described(common)} className={INPUT_CLASS} {...select}>
        <SelectOptions placeholder={placeholder} options={options} />
      </select>
    </Labelled>
  );
}

/** A select's options: the empty choice first (named by the placeholder), then the options. */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: Option[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** A single checkbox with its label beside it (consents); `children` go under the label, above the error. */
export function CheckboxField({ id, label, required, error, className, input, children }: Common & { input: InputProps; children?: ReactNode }) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input type="checkbox" {...described({ id, required, error })} className="mt-1 h-5 w-5 shrink-0 accent-leaf" {...input} />
        <label htmlFor={id}>
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * Radio buttons or checkboxes sharing a name, in a fieldset whose legend names the question. The
 * group's error is linked from the fieldset.
 */
export function ChoiceGroup({
  id,
  label,
  required,
  error,
  hint,
  className,
  type,
  options,
  input,
  checked,
  disabledOption,
  columns = 'sm:grid-cols-2',
  status,
}: Common & {
  type: 'radio' | 'checkbox';
  options: Option[];
  input: InputProps;
  checked: (value: string) => boolean;
  disabledOption?: (value: string) => boolean;
  columns?: string;
  /** A live note above the options (e.g. a limit reached), where the visitor is looking. */
  status?: ReactNode;
}) {
  return (
    <fieldset className={className} aria-describedby={describedBy(id, error, hint)} id={id} tabIndex={-1}>
      <Question id={id} label={label} required={required} hint={hint} group />
      {status}
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-3 py-2 has-[:checked]:border-leaf has-[:checked]:bg-frost has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
          >
            <input
              type={type}
              value={o.value}
              defaultChecked={checked(o.value)}
              disabled={disabledOption?.(o.value)}
              className="mt-1 h-4 w-4 shrink-0 accent-leaf"
              {...input}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
