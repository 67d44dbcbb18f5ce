// Small readers for normalised CMS JSON: `unknown` in, typed values out, no `any`.
export type Raw = Record<string, unknown>;

export function rec(value: unknown): Raw | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : null;
}
export function list(value: unknown): Raw[] {
  return Array.isArray(value) ? value.map(rec).filter((v): v is Raw => v !== null) : [];
}
export function str(raw: Raw | null | undefined, key: string): string | null {
  const value = raw?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
export function num(raw: Raw | null | undefined, key: string): number | null {
  const value = raw?.[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}
export function bool(raw: Raw | null | undefined, key: string): boolean {
  return raw?.[key] === true;
}
/** A document's id: Strapi 5's documentId, else the numeric id (Strapi 4). */
export function idOf(raw: Raw): string {
  return str(raw, 'documentId') ?? String(raw.id ?? '');
}

/** A stable React key for a CMS entry or component (documentId, else `${prefix}-${id}`). */
export function keyOf(raw: Raw, prefix: string): string {
  return str(raw, 'documentId') ?? `${prefix}-${String(raw.id ?? str(raw, 'slug') ?? str(raw, 'title') ?? 'x')}`;
}
