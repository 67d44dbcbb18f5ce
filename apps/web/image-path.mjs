// Short addresses for CMS pictures: `/img/<width>/<upload file>` instead of the optimizer's
// `/_next/image?url=<the whole CMS upload URL>&w=…&q=…`. Every candidate of every srcset is written
// into the HTML, so the shorter form takes about 12 KB off the home page (bench/README.md).
// server.mjs turns a short address back into the optimizer's before Next sees it.

export const IMAGE_PATH = '/img/';
export const IMAGE_QUALITY = 75;

/** An upload's file name that a short address can carry as it is. */
export const SHORT_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

const SHORT_URL = /^\/img\/(\d{2,4})\/([^/?#]+)(?:\?[^#]*)?$/;

/** The CMS's uploads folder as browsers reach it (CMS_MEDIA_URL, else CMS_URL). */
export function mediaUploadsUrl(env = process.env) {
  const media = new URL(env.CMS_MEDIA_URL ?? env.CMS_URL ?? 'http://localhost:1337');
  return `${media.origin}${media.pathname.replace(/\/$/, '')}/uploads/`;
}

/** The optimizer's address for a short one, or null when `url` is not a valid short address. */
export function optimizerUrl(url, uploads) {
  const match = SHORT_URL.exec(url ?? '');
  if (!match || !SHORT_FILE.test(match[2])) return null;
  return `/_next/image?url=${encodeURIComponent(uploads + match[2])}&w=${match[1]}&q=${IMAGE_QUALITY}`;
}
