// A CMS picture with its size set (no layout shift), served by Next's image optimizer as WebP at
// the widths `sizes` asks for. `priority` marks the largest picture above the fold: eager, high
// fetch priority and preloaded from the document head. Server and client components use it; from
// a server component it is plain markup, so Next's image code stays out of the browser's first load
// (the srcset's short addresses, image-path.mjs, keep the RSC payload small).
import { preload } from 'react-dom';
import type { Media } from '@/lib/cms/media';
import { cmsImgProps, type CmsImgSpec } from './cms-image-props';

type Props = {
  media: Media;
  /** The layout's `sizes`, or a fixed width such as `240px`. */
  sizes: string;
  className?: string;
  /** The LCP picture: preloaded, high priority. */
  priority?: boolean;
  /** Above the fold but not the LCP (the first cards of a list): not lazy. */
  eager?: boolean;
  /** Decorative pictures get an empty alt. */
  decorative?: boolean;
};

/** The CMS's uploads folder as browsers reach it; next.config.ts lets the optimizer fetch only from there. */
const UPLOADS = process.env.BRINA_MEDIA_UPLOADS ?? '';

export function CmsImage({ media, sizes, className, priority = false, eager = false, decorative = false }: Props) {
  const alt = decorative ? '' : media.alt;
  const loading = priority || eager ? 'eager' : 'lazy';
  if (!media.width || !media.height) {
    // eslint-disable-next-line @next/next/no-img-element -- size unknown: the original as it is
    return <img src={media.url} alt={alt} loading={loading} decoding="async" className={className} />;
  }
  const spec: CmsImgSpec = {
    src: media.url,
    width: media.width,
    height: media.height,
    sizes,
    alt,
    className,
    loading,
    priority,
    optimize: UPLOADS !== '' && media.url.startsWith(UPLOADS),
  };
  const props = cmsImgProps(spec);
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the <img> its alt and optimizer srcset
  return <img {...props} />;
}
