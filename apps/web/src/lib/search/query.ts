// Turning untrusted query input into something safe to search and to show back.
export const MAX_QUERY_LENGTH = 200;
export const MAX_PAGE_SIZE = 50;

const CONTROL = /\p{Cc}/gu;
// Zero-width and bidirectional formatting characters (invisible, a way to disguise text) and
// surrogate halves left over from cutting.
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;
// Bounds the work spent on a huge input before it is cut to MAX_QUERY_LENGTH.
const MAX_INPUT = MAX_QUERY_LENGTH * 8;

/** Control characters become spaces, whitespace is collapsed, the ends trimmed, the length capped. */
export function sanitizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const clean = raw.slice(0, MAX_INPUT).replace(CONTROL, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  return chars.length > MAX_QUERY_LENGTH ? chars.slice(0, MAX_QUERY_LENGTH).join('').trimEnd() : clean;
}

/** True when the user may still be typing the last word (no space or punctuation after it). */
export function endsInWord(raw: string): boolean {
  return /[\p{L}\p{M}\p{N}]$/u.test(raw.slice(0, MAX_INPUT).replace(CONTROL, ' ').replace(INVISIBLE, ''));
}

export function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}
