// A horizontally scrolling row of cards; a focusable region so keyboard users can scroll it. The
// product and recipe carousels show the editors' cards that belong to the visitor's audience.
import type { ReactNode } from 'react';
import { inAudience, type ProductCard, type RecipeCard } from '@/lib/cms/cards';
import type { Section } from '@/lib/cms/sections';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import { CtaButton } from './cta-button';
import type { SectionProps } from './types';

type CarouselKind = 'product-carousel' | 'recipe-carousel';
type CarouselSection = Extract<Section, { kind: CarouselKind }>;
type ImageLoading = 'eager' | 'lazy';

export function Carousel<Card extends ProductCard | RecipeCard>({
  section: { id, title, subtitle, cta, kind, cards },
  mode,
  nearTop,
  card,
}: {
  section: CarouselSection & { cards: Card[] };
  mode: AudienceMode;
  nearTop: boolean;
  /** One card; the first three load their image eagerly near the top of the page. */
  card: (card: Card, imageLoading: ImageLoading) => ReactNode;
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
        <ul className="grid auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-5 md:auto-cols-[minmax(18rem,1fr)]">
          {cards
            .filter((c) => inAudience(c, mode))
            .map((c, i) => (
              <li key={c.documentId}>{card(c, nearTop && i < 3 ? 'eager' : 'lazy')}</li>
            ))}
        </ul>
      </div>
    </section>
  );
}

/** The section renderer of a carousel kind: `card` draws one card for the page's locale and audience. */
export function cardCarousel<Card extends ProductCard | RecipeCard>(
  card: (card: Card, page: { locale: Locale; mode: AudienceMode; imageLoading: ImageLoading }) => ReactNode,
) {
  return function CardCarouselSection({
    section,
    locale,
    mode,
    nearTop,
  }: Pick<SectionProps<CarouselKind>, 'locale' | 'mode' | 'nearTop'> & { section: CarouselSection & { cards: Card[] } }) {
    return <Carousel section={section} mode={mode} nearTop={nearTop} card={(c, imageLoading) => card(c, { locale, mode, imageLoading })} />;
  };
}
