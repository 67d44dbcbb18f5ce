import { RichText } from './rich-text';
import type { SectionProps } from './types';

/** Native disclosure widgets: keyboard and screen-reader friendly without script. */
export function AccordionSection({ section }: SectionProps<'accordion'>) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" data-section="accordion">
      {section.title ? <h2 className="font-serif text-3xl font-semibold">{section.title}</h2> : null}
      <div className="mt-6 divide-y divide-line rounded-2xl bg-white ring-1 ring-line">
        {section.items.map((item) => (
          <details key={item.id} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold">
              {item.question}
              <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <RichText markdown={item.answer} className="mt-3" />
          </details>
        ))}
      </div>
    </section>
  );
}
