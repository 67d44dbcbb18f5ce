import type { ProductCard as Product } from '@/lib/cms/cards';
import { productHref } from '@/lib/routing/links';
import { ContentCard, type CatalogueCardProps } from './content-card';

export function ProductCard({ product, locale, mode, headingLevel = 3, ...image }: CatalogueCardProps & { product: Product }) {
  return (
    <ContentCard kind="product" href={productHref(product, locale, mode)} title={product.title} image={product.image} headingLevel={headingLevel} {...image}>
      {product.excerpt ? <p className="mt-1 text-sm text-ink-soft">{product.excerpt}</p> : null}
    </ContentCard>
  );
}
