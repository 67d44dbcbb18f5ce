import { ProductCard } from '../catalogue/product-card';
import type { ProductCard as ProductCardData } from '@/lib/cms/cards';
import { cardCarousel } from './carousel';

export const ProductCarouselSection = cardCarousel<ProductCardData>((product, page) => <ProductCard product={product} {...page} />);
