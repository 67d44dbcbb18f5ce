// A CMS picture with the CMS's responsive formats as srcset and its size set (no layout shift).
import type { Media } from '@/lib/cms/media';

type Props = {
  media: Media;
  sizes: string;
  className?: string;
  /** The largest picture above the fold loads first. */
  priority?: boolean;
  /** Decorative pictures get an empty alt. */
  decorative?: boolean;
};

export function CmsImage({ media, sizes, className, priority = false, decorative = false }: Props) {
  const candidates = [...media.formats];
  if (media.width && !candidates.some((f) => f.width === media.width)) candidates.push({ url: media.url, width: media.width, height: media.height ?? 0 });
  const srcSet = candidates.map((f) => `${f.url} ${f.width}w`).join(', ');
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the CMS already generates the responsive formats
    <img
      src={media.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={decorative ? '' : media.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
