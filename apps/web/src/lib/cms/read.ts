// Small readers for normalised CMS JSON: `unknown` in, typed values out, no `any`.
import type { Locale } from '../routing/routes';
import type { CmsEnvelope } from './normalize';
export type Raw = Record<string, unknown>;

// The readers take the generated types of the CMS's answers (generated/schema.ts): given a typed
// document, a key is one of its schema's fields, so a field renamed in the CMS fails `tsc` where the
// website reads it. Given `unknown` or a `Raw`, any key (the answer's shape not known here).

/**
 * A field name of a typed document (for a union, a field all of them have: read one kind's own field
 * with that kind's type); any string for a `Raw`.
 */
export type KeyOf<T> = Extract<keyof T, string>;

export function rec<T extends object>(value: T | null | undefined): (T extends readonly unknown[] ? never : T) | null;
export function rec(value: unknown): Raw | null;
export function rec(value: unknown): Raw | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : null;
}
export function list<T extends object>(value: readonly T[] | null | undefined): T[];
export function list(value: unknown): Raw[];
export function list(value: unknown): Raw[] {
  return Array.isArray(value) ? value.map((v) => rec(v)).filter((v): v is Raw => v !== null) : [];
}
/** The entries of a list the mapper accepts (it answers null for one it cannot read). */
export function listOf<T, R extends object>(value: readonly R[] | null | undefined, map: (raw: R) => T | null): T[];
export function listOf<T>(value: unknown, map: (raw: Raw) => T | null): T[];
export function listOf<T>(value: unknown, map: (raw: Raw) => T | null): T[] {
  return list(value).flatMap((raw) => {
    const mapped = map(raw);
    return mapped === null ? [] : [mapped];
  });
}
export function str<T extends object>(raw: T | null | undefined, key: KeyOf<T>): string | null {
  const value = (raw as Raw | null | undefined)?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
export function num<T extends object>(raw: T | null | undefined, key: KeyOf<T>): number | null {
  const value = (raw as Raw | null | undefined)?.[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}
export function bool<T extends object>(raw: T | null | undefined, key: KeyOf<T>): boolean {
  return (raw as Raw | null | undefined)?.[key] === true;
}
/** A document's id: Strapi 5's documentId, else the numeric id (Strapi 4). */
export function idOf(raw: Raw): string {
  return str(raw, 'documentId') ?? String(raw.id ?? '');
}

/** A stable React key for a CMS entry or component (documentId, else `${prefix}-${id}`). */
export function keyOf(raw: Raw, prefix: string): string {
  return str(raw, 'documentId') ?? `${prefix}-${String(raw.id ?? str(raw, 'slug') ?? str(raw, 'title') ?? 'x')}`;
}

/** A page of a list; `page` is 0-based (the URL's `?page=` is 1-based). */
export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** A list answer with its pagination meta as a `Page`. */
export function mapPage<T>({ data, meta }: CmsEnvelope, map: (raw: Raw) => T): Page<T> {
  const p = meta?.pagination;
  return { items: list(data).map(map), page: Math.max((p?.page ?? 1) - 1, 0), pageCount: p?.pageCount ?? 1, total: p?.total ?? list(data).length };
}

/**
 * A list page, read only when it can exist: past the first page, the first page's count (a cached
 * answer; visitors arrive from it) says whether the page is in range. An out-of-range `?page=`
 * answers an empty page with that count, without a CMS call or a new cache entry.
 */
export async function readPageInRange<T>(page: number, read: (page: number) => Promise<Page<T>>): Promise<Page<T>> {
  if (page <= 0) return read(0);
  const first = await read(0);
  if (page >= first.pageCount) return { items: [], page, pageCount: first.pageCount, total: first.total };
  return read(page);
}

/** A localized document's other-language versions, each read by `pick` (null: left out). */
export function mapLocalizations<T, R extends object>(value: readonly R[] | null | undefined, pick: (raw: R) => T | null): Partial<Record<Locale, T>>;
export function mapLocalizations<T>(value: unknown, pick: (raw: Raw) => T | null): Partial<Record<Locale, T>>;
export function mapLocalizations<T>(value: unknown, pick: (raw: Raw) => T | null): Partial<Record<Locale, T>> {
  const out: Partial<Record<Locale, T>> = {};
  for (const l of list(value)) {
    const locale = str(l, 'locale');
    const picked = pick(l);
    if ((locale === 'it' || locale === 'en') && picked !== null) out[locale] = picked;
  }
  return out;
}

/** The slug of each other-language version. */
export const slugOf = (raw: Raw): string | null => str(raw, 'slug');
