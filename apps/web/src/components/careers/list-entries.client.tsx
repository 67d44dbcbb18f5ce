'use client';
// A repeatable list of the careers wizard (education, work experience, other languages): one
// numbered fieldset per entry with its remove button, then the add button while there is room.
// After a removal the focus goes to the add button; the caller's onAdd focuses the new entry.
import { useRef, type ReactNode } from 'react';
import { FieldGroup } from './wizard-fields.client';
import { fill } from './wizard-types';

const addButton =
  'inline-flex items-center gap-2 rounded-full border-2 border-leaf bg-white px-4 py-1.5 font-semibold text-leaf-dark hover:bg-frost disabled:opacity-50';
const removeButton = 'mt-3 rounded-full px-3 py-1 text-sm font-semibold text-berry underline underline-offset-2 hover:bg-berry/10';

type Props = {
  /** Names each entry's data attribute (`data-education-entry="0"`). */
  kind: 'education' | 'experience' | 'language';
  entries: readonly { id: string }[];
  max: number;
  /** How many entries cannot be removed (the first title of study stays). */
  keep?: number;
  /** Templates with `{n}`, the entry's number, for the legend and the remove button. */
  texts: { entry: string; remove: string; add: string };
  /** The grid of an entry's fields (`md:grid-cols-2`). */
  columns: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  children: (index: number) => ReactNode;
};

export function ListEntries({ kind, entries, max, keep = 0, texts, columns, onAdd, onRemove, children }: Props) {
  const add = useRef<HTMLButtonElement>(null);
  return (
    <>
      {entries.map((entry, index) => (
        <FieldGroup key={entry.id} legend={fill(texts.entry, { n: index + 1 })} {...{ [`data-${kind}-entry`]: index }}>
          <div className={`grid gap-4 ${columns}`}>{children(index)}</div>
          {entries.length > keep ? (
            <button
              type="button"
              className={removeButton}
              onClick={() => {
                onRemove(index);
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
          <button ref={add} type="button" className={addButton} onClick={onAdd}>
            <span aria-hidden="true">+</span> {texts.add}
          </button>
        </div>
      ) : null}
    </>
  );
}
