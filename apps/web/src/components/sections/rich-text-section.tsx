import { RichText } from './rich-text';
import type { SectionProps } from './types';

export function RichTextSection({ section }: SectionProps<'rich-text'>) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" data-section="rich-text">
      {section.title ? <h2 className="mb-4 font-serif text-3xl font-semibold">{section.title}</h2> : null}
      <RichText markdown={section.body} />
    </section>
  );
}
