// The card shared by product and recipe lists: picture, linked title (the whole card is
// clickable), and a line of details.
import type { ReactNode } from 'react';
import type { Media } from '@/lib/cms/media';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import { CmsImage } from '../ui/cms-image';
import { IMAGE_SIZES } from '../ui/image-sizes';
import { LinkedHeading } from '../ui/linked-heading';

/** `imageSizes` and `imageLoading` come from the layout the card is in (first cards of a list load at once). */
export type CardImageProps = { imageSizes?: string; imageLoading?: 'priority' | 'eager' | 'lazy' };
/** What a product or recipe card is shown in: the page's language and audience, and its heading level. */
export type CatalogueCardProps = CardImageProps & { locale: Locale; mode: AudienceMode; headingLevel?: 2 | 3 };

type Props = CardImageProps & {
  kind: 'product' | 'recipe';
  href: string | null;
  title: string;
  image: Media | null;
  headingLevel?: 2 | 3;
  children?: ReactNode;
};

export function ContentCard({ kind, href, title, image, headingLevel = 3, children, imageSizes = IMAGE_SIZES.thirdMd, imageLoading = 'lazy' }: Props) {
  return (
    <article className="card" {...{ [`data-${kind}-card`]: '' }}>
      {image ? (
        <CmsImage media={image} sizes={imageSizes} priority={imageLoading === 'priority'} eager={imageLoading === 'eager'} className="card-img" />
      ) : null}
      <div className="flex flex-1 flex-col p-4">
        <LinkedHeading level={headingLevel} className="font-serif text-lg font-semibold" href={href} linkClassName="card-link focus-visible:outline-none">
          {title}
        </LinkedHeading>
        {children}
      </div>
    </article>
  );
}
