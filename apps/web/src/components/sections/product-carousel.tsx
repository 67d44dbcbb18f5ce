import { inAudience } from '@/lib/cms/cards';
import { ProductCard } from '../catalogue/product-card';
import { Carousel } from './carousel';
import type { SectionProps } from './types';

export function ProductCarouselSection({ section, locale, mode, nearTop }: SectionProps<'product-carousel'>) {
  return (
    <Carousel id={section.id} title={section.title} subtitle={section.subtitle} cta={section.cta} kind="product-carousel">
      {section.products
        .filter((p) => inAudience(p, mode))
        .map((p, i) => (
          <li key={p.documentId}>
            <ProductCard product={p} locale={locale} mode={mode} imageLoading={nearTop && i < 3 ? 'eager' : 'lazy'} />
          </li>
        ))}
    </Carousel>
  );
}
