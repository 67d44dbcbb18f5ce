import Link from 'next/link';
import type { ProductCard as Product } from '@/lib/cms/types';
import { productHref } from '@/lib/routing/links';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import { CmsImage } from '../ui/cms-image';

export function ProductCard({ product, locale, mode, headingLevel = 3 }: { product: Product; locale: Locale; mode: AudienceMode; headingLevel?: 2 | 3 }) {
  const href = productHref(product, locale, mode);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line transition hover:shadow-md" data-product-card>
      {product.image ? <CmsImage media={product.image} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw" className="aspect-[3/2] w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col p-4">
        <Heading className="font-serif text-lg font-semibold">
          {href ? (
            <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
              {product.title}
            </Link>
          ) : (
            product.title
          )}
        </Heading>
        {product.excerpt ? <p className="mt-1 text-sm text-ink-soft">{product.excerpt}</p> : null}
      </div>
    </article>
  );
}
