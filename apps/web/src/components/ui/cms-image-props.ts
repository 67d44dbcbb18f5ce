// The <img> attributes of a CMS picture from Next's getImageProps: a srcset of optimizer URLs
// (WebP at the configured widths) for a responsive `sizes`, or 1x/2x for a fixed size in pixels.
import { getImageProps, type ImageLoaderProps } from 'next/image';
import { IMAGE_QUALITY, SHORT_FILE } from '../../../image-path.mjs';

export type CmsImgSpec = {
  src: string;
  /** The original's size in pixels. */
  width: number;
  height: number;
  /** The `sizes` of the layout, or one fixed width such as `240px`. */
  sizes: string;
  alt: string;
  className?: string;
  loading: 'eager' | 'lazy';
  priority: boolean;
  /** Only the CMS's own uploads go through the optimizer (next.config.ts remotePatterns). */
  optimize: boolean;
};

const FIXED = /^(\d+)px$/;

const UPLOADS = process.env.BRINA_MEDIA_UPLOADS ?? '';
const SHORT_PATH = process.env.BRINA_IMAGE_PATH ?? '';

/** `/img/<width>/<file>` for an upload server.mjs can map back; the optimizer's own address otherwise. */
export function cmsImageLoader({ src, width }: ImageLoaderProps): string {
  const file = src.startsWith(UPLOADS) ? src.slice(UPLOADS.length) : '';
  if (SHORT_PATH && UPLOADS && SHORT_FILE.test(file)) return `${SHORT_PATH}${width}/${file}`;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

export function cmsImgProps(spec: CmsImgSpec) {
  const fixed = FIXED.exec(spec.sizes);
  const width = fixed ? Math.min(Number(fixed[1]), spec.width) : spec.width;
  const height = Math.round((spec.height * width) / spec.width);
  return getImageProps({
    src: spec.src,
    alt: spec.alt,
    width,
    height,
    sizes: fixed ? undefined : spec.sizes,
    loading: spec.loading,
    fetchPriority: spec.priority ? 'high' : undefined,
    unoptimized: !spec.optimize,
    ...(spec.optimize ? { loader: cmsImageLoader } : {}),
    className: spec.className,
  }).props;
}
