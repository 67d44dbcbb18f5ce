// The only code that sends requests to the CMS. GET with JSON accept headers and the read token,
// cached in Next's data cache under tags that the revalidation webhook invalidates.
import 'server-only';
import { draftMode } from 'next/headers';
import qs from 'qs';
import { log } from '../log';
import { REVALIDATE_SECONDS, cmsApiVersion, cmsUrl, readToken, writeToken } from './config';
import { type CmsEnvelope, normalizeResponse } from './normalize';
import { TAGS } from './tags';

export class CmsError extends Error {
  constructor(message: string, readonly status: number, readonly path: string) {
    super(message);
    this.name = 'CmsError';
  }
}

/** Strapi's query parameters as a nested object (`{ filters: { slug: { $eq: 'x' } } }`), written by qs. */
export type QueryValue = string | number | boolean | undefined | null | QueryValue[] | { [key: string]: QueryValue };
export type Query = { [key: string]: QueryValue };

export type GetOptions = { query?: Query; tags: string[]; preview?: boolean };

/** Whether this request is an editor's preview (draft mode turned on through /api/preview). */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Outside a request (build-time generateStaticParams, sitemap): never a preview.
    return false;
  }
}

/** The preview parameter the configured CMS version understands. */
export function previewQuery(): Query {
  return cmsApiVersion() === 4 ? { publicationState: 'preview' } : { status: 'draft' };
}

export function buildUrl(path: string, query: Query = {}): string {
  const { nested, ...rest } = query;
  // `nested` is a bare flag in the spec's calls; everything else is Strapi's bracket syntax.
  const search = [nested === true ? 'nested' : '', qs.stringify(rest, { encodeValuesOnly: true, skipNulls: true })].filter(Boolean).join('&');
  return `${cmsUrl()}${path}${search ? `?${search}` : ''}`;
}

export async function cmsGet(path: string, { query = {}, tags, preview }: GetOptions): Promise<CmsEnvelope> {
  const drafts = preview ?? (await isPreview());
  const url = buildUrl(path, drafts ? { ...query, ...previewQuery() } : query);
  const response = await fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${readToken()}` },
    ...(drafts ? { cache: 'no-store' as const } : { next: { tags: [...tags, TAGS.all], revalidate: REVALIDATE_SECONDS } }),
  });
  if (!response.ok) {
    throw new CmsError(`CMS answered ${response.status} for ${path}`, response.status, path);
  }
  return normalizeResponse(await response.json());
}

export type PostResult = { ok: boolean; status: number; body: unknown };

/** Writes a submission with the server-only write token; never cached. */
export async function cmsPost(path: string, body: unknown): Promise<PostResult> {
  const response = await fetch(`${cmsUrl()}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${writeToken()}` },
    body: JSON.stringify(body),
    cache: 'no-store',
  });
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  return { ok: response.ok, status: response.status, body: parsed };
}

/** For the spec's site-wide loads: a failure is logged once and the page renders without that part. */
export async function swallow<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error), what }, 'CMS load failed; rendering without it');
    return fallback;
  }
}
