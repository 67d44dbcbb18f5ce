// Media, links and SEO fields: the CMS shapes every content type shares.
import { cmsMediaUrl } from './config';
import type { CmsMedia, CmsSharedLink, CmsSharedSeo } from './generated/schema';
import { bool, num, type Raw, rec, str } from './read';

export const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${cmsMediaUrl()}${url}`);

export const isExternal = (url: string) => /^https?:\/\//.test(url);

export function mapMedia(value: unknown): Media | null {
  const raw = rec(value as CmsMedia | null | undefined);
  const url = str(raw, 'url');
  if (!raw || !url) return null;
  const formats = Object.values(rec(raw.formats) ?? {})
    .map(rec)
    .filter((f): f is Raw => f !== null)
    .map((f) => ({ url: absolute(str(f, 'url') ?? ''), width: num(f, 'width') ?? 0, height: num(f, 'height') ?? 0 }))
    .filter((f) => f.width > 0)
    .sort((a, b) => a.width - b.width);
  return {
    url: absolute(url),
    alt: str(raw, 'alternativeText') ?? '',
    width: num(raw, 'width'),
    height: num(raw, 'height'),
    mime: str(raw, 'mime') ?? '',
    formats,
  };
}

export function mapLink(value: unknown): CtaLink | null {
  const raw = rec(value as CmsSharedLink | null | undefined);
  const label = str(raw, 'label');
  const url = str(raw, 'url');
  return label && url ? { label, url, external: isExternal(url) || str(raw, 'target') === '_blank' } : null;
}

export function ctaFrom(label: string | null, url: string | null): CtaLink | null {
  return label && url ? { label, url, external: isExternal(url) } : null;
}

export function mapSeo(value: unknown): Seo {
  const raw = rec(value as CmsSharedSeo | null | undefined);
  return { title: str(raw, 'meta_title'), description: str(raw, 'meta_description'), image: mapMedia(raw?.share_image), noIndex: bool(raw, 'no_index') };
}

/** An uploaded file to download; its label is the caption, else the alternative text, else the file name. */
export function mapAttachment(value: unknown): Attachment | null {
  const raw = rec(value as CmsMedia | null | undefined);
  const media = mapMedia(raw);
  if (!raw || !media) return null;
  const name = str(raw, 'name');
  const ext = (str(raw, 'ext') ?? /\.(\w+)$/.exec(name ?? media.url)?.[0] ?? null)?.replace(/^\./, '').toUpperCase() ?? null;
  const label = str(raw, 'caption') ?? str(raw, 'alternativeText') ?? (name ? name.replace(/\.\w+$/, '').replace(/[-_]+/g, ' ') : media.url);
  return { url: media.url, label, mime: media.mime, ext, sizeKb: num(raw, 'size') };
}

export type ImageFormat = { url: string; width: number; height: number };

export type Media = { url: string; alt: string; width: number | null; height: number | null; mime: string; formats: ImageFormat[] };

export type CtaLink = { label: string; url: string; external: boolean };

export type Seo = { title: string | null; description: string | null; image: Media | null; noIndex: boolean };

/** A file to download: a press release attachment, a download's document, a video file. */
export type Attachment = { url: string; label: string; mime: string; ext: string | null; sizeKb: number | null };
