import { ProductCard } from '../catalogue/product-card';
import { Carousel } from './carousel';
import type { SectionProps } from './types';

export function ProductCarouselSection({ section, locale, mode, nearTop }: SectionProps<'product-carousel'>) {
  return (
    <Carousel
      section={section}
      mode={mode}
      nearTop={nearTop}
      card={(p, imageLoading) => <ProductCard product={p} locale={locale} mode={mode} imageLoading={imageLoading} />}
    />
  );
}
