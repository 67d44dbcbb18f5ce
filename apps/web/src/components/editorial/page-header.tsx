// Breadcrumb and the heading of an editorial page.
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';

export function PageCrumbs({ homeHref, crumbs }: { homeHref: string; crumbs: Crumb[] }) {
  return <Breadcrumb homeHref={homeHref} items={crumbs} />;
}

export function PageHeading({
  title,
  intro,
  eyebrow,
  children,
  wide = false,
}: {
  title: string;
  intro?: string | null;
  eyebrow?: string | null;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <header className={`mx-auto px-4 pt-8 ${wide ? 'max-w-7xl' : 'max-w-4xl'}`}>
      <div className="max-w-3xl">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-leaf">{eyebrow}</p> : null}
        <h1 className="mt-2 font-serif text-4xl font-bold md:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 text-lg text-ink-soft">{intro}</p> : null}
      </div>
      {children}
    </header>
  );
}
