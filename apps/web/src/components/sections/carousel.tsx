// A horizontally scrolling row of cards; a focusable region so keyboard users can scroll it.
import type { ReactNode } from 'react';
import type { CtaLink } from '@/lib/cms/media';
import { CtaButton } from './cta-button';

export function Carousel({
  id,
  title,
  subtitle,
  cta,
  children,
  kind,
}: {
  id: string;
  title: string;
  subtitle: string | null;
  cta: CtaLink | null;
  children: ReactNode;
  kind: string;
}) {
  const headingId = `${id}-title`.replace(/[^\w-]/g, '-');
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby={headingId} data-section={kind}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="font-serif text-3xl font-semibold">
            {title}
          </h2>
          {subtitle ? <p className="mt-1 text-ink-soft">{subtitle}</p> : null}
        </div>
        {cta ? <CtaButton cta={cta} variant="outline" /> : null}
      </div>
      <div role="region" aria-labelledby={headingId} tabIndex={0} className="mt-6 overflow-x-auto pb-4">
        <ul className="grid auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-5 md:auto-cols-[minmax(18rem,1fr)]">{children}</ul>
      </div>
    </section>
  );
}
