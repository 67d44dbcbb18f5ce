'use client';
// A repeatable list of the careers wizard (education, work experience, other languages): one
// numbered fieldset per entry with its remove button, then the add button while there is room.
// A new entry takes the focus on its first field; after a removal the focus goes to the add button.
import { useRef, type ReactNode } from 'react';
import { type FieldArray, type FieldArrayPath, useFieldArray, useFormContext } from 'react-hook-form';
import type { WizardValues } from '@/lib/careers/wizard-state';
import { FieldGroup } from './wizard-fields.client';
import { fill } from './wizard-types';

const addButton =
  'inline-flex items-center gap-2 rounded-full border-2 border-leaf bg-white px-4 py-1.5 font-semibold text-leaf-dark hover:bg-frost disabled:opacity-50';
const removeButton = 'mt-3 rounded-full px-3 py-1 text-sm font-semibold text-berry underline underline-offset-2 hover:bg-berry/10';

type Props<Name extends FieldArrayPath<WizardValues>> = {
  /** Names each entry's data attribute (`data-education-entry="0"`). */
  kind: 'education' | 'experience' | 'language';
  /** The list in the wizard's values, a new entry and the field of it that takes the focus. */
  name: Name;
  blank: () => FieldArray<WizardValues, Name>;
  first: string;
  /** Shown while the list is empty. */
  emptyNote?: ReactNode;
  max: number;
  /** How many entries cannot be removed (the first title of study stays). */
  keep?: number;
  /** Templates with `{n}`, the entry's number, for the legend and the remove button. */
  texts: { entry: string; remove: string; add: string };
  /** The grid of an entry's fields (`md:grid-cols-2`). */
  columns: string;
  children: (index: number) => ReactNode;
};

export function ListEntries<Name extends FieldArrayPath<WizardValues>>({
  kind,
  name,
  blank,
  first,
  emptyNote,
  max,
  keep = 0,
  texts,
  columns,
  children,
}: Props<Name>) {
  const add = useRef<HTMLButtonElement>(null);
  const { control } = useFormContext<WizardValues>();
  const { fields: entries, append, remove } = useFieldArray({ control, name });
  return (
    <>
      {entries.length === 0 ? emptyNote : null}
      {entries.map((entry, index) => (
        <FieldGroup key={entry.id} legend={fill(texts.entry, { n: index + 1 })} {...{ [`data-${kind}-entry`]: index }}>
          <div className={`grid gap-4 ${columns}`}>{children(index)}</div>
          {entries.length > keep ? (
            <button
              type="button"
              className={removeButton}
              onClick={() => {
                remove(index);
                add.current?.focus();
              }}
            >
              {fill(texts.remove, { n: index + 1 })}
            </button>
          ) : null}
        </FieldGroup>
      ))}
      {entries.length < max ? (
        <div>
          <button ref={add} type="button" className={addButton} onClick={() => append(blank(), { focusName: `${name}.${entries.length}.${first}` })}>
            <span aria-hidden="true">+</span> {texts.add}
          </button>
        </div>
      ) : null}
    </>
  );
}
