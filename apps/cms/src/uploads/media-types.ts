// The one list of what the media library accepts and serves (issue 33.1): each allowed type with
// the file extensions that belong to it. The upload plugin's allow list (config/plugins.ts), the
// extension check on every stored file (./extension-guard.ts), the inert serving of /uploads
// (src/middlewares/uploads.ts), the start-up check (./startup-check.ts) and the nginx location
// (deploy/nginx/brina.conf, written out by hand: keep it in step) all come from here.
export const MEDIA_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'image/gif': ['.gif'],
  'application/pdf': ['.pdf'],
  'video/mp4': ['.mp4', '.m4v'],
  'video/webm': ['.webm'],
  'text/vtt': ['.vtt'],
} as const satisfies Record<string, readonly string[]>;

export type MediaType = keyof typeof MEDIA_TYPES;

export const ALLOWED_MIME_TYPES = Object.keys(MEDIA_TYPES) as MediaType[];

/** Extensions that run or render as a document in a browser: never served, listed at start-up. */
export const ACTIVE_EXTENSIONS = ['.html', '.htm', '.xhtml', '.js', '.mjs', '.svg', '.svgz', '.xml', '.xsl'] as const;

const BY_EXTENSION = new Map<string, MediaType>(
  Object.entries(MEDIA_TYPES).flatMap(([mime, extensions]) => extensions.map((ext) => [ext, mime as MediaType] as const)),
);

/** The type a stored file is served as, from its extension (lower-cased, with the dot); null: not served. */
export function typeOfExtension(ext: string): MediaType | null {
  return BY_EXTENSION.get(ext.toLowerCase()) ?? null;
}

/** Whether a file of this (detected) type may carry this extension. */
export function extensionFits(mime: string, ext: string): boolean {
  const extensions = (MEDIA_TYPES as Record<string, readonly string[]>)[mime.toLowerCase()];
  return Boolean(extensions?.includes(ext.toLowerCase()));
}

/** Images, videos and PDFs open in the browser; anything else (subtitles) is sent as a download. */
export function opensInline(mime: MediaType): boolean {
  return mime.startsWith('image/') || mime.startsWith('video/') || mime === 'application/pdf';
}
