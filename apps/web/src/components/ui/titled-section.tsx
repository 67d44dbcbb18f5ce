// A panel named by its own heading: the section is labelled by its h2 (features, nutrition, label,
// company details, cost tools…).
import type { ComponentProps, ReactNode } from 'react';

type Props = Omit<ComponentProps<'section'>, 'title' | 'aria-labelledby'> & { titleId: string; title: ReactNode };

export function TitledSection({ titleId, title, children, ...rest }: Props) {
  return (
    <section aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
