// Result snippets as HTML: everything escaped, the matched words wrapped in <mark>, and a
// passage of the body chosen around the first match.
import type { AnalyzedToken } from './analyzer';

export type TokenMatcher = (token: AnalyzedToken) => boolean;

const EXCERPT_LENGTH = 180;
/** How much text an excerpt keeps before its first match. */
const EXCERPT_LEAD = 50;
const ELLIPSIS = '\u2026';
/** The body is searched for its first match this many characters at a time, and no further than SCAN_LIMIT. */
const SCAN_CHUNK = 2_000;
const SCAN_LIMIT = 20_000;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** `text[from, to)` as HTML with the matching tokens marked. */
export function highlight(text: string, tokens: readonly AnalyzedToken[], isMatch: TokenMatcher, from = 0, to = text.length): string {
  let html = '';
  let at = from;
  for (const token of tokens) {
    if (token.start < from || token.end > to || !isMatch(token)) continue;
    html += `${escapeHtml(text.slice(at, token.start))}<mark>${escapeHtml(text.slice(token.start, token.end))}</mark>`;
    at = token.end;
  }
  return html + escapeHtml(text.slice(at, to));
}

/**
 * About `EXCERPT_LENGTH` characters of `text` around its first match (its beginning without one),
 * cut at spaces. Only the text up to the first match, and the passage shown, are analysed: a long
 * page (terms of use) would otherwise cost milliseconds per hit.
 */
export function excerpt(text: string, analyzeText: (text: string) => AnalyzedToken[], isMatch: TokenMatcher): string {
  // One space per whitespace character: the passage reads as one line and offsets stay valid.
  const flat = text.replace(/\s/g, ' ');
  let match: { start: number; end: number } | null = null;
  for (let from = 0; from < Math.min(flat.length, SCAN_LIMIT) && !match;) {
    const space = flat.indexOf(' ', Math.min(flat.length, from + SCAN_CHUNK));
    const to = space < 0 ? flat.length : space;
    const first = analyzeText(flat.slice(from, to)).find(isMatch);
    if (first) match = { start: from + first.start, end: from + first.end };
    from = to + 1;
  }
  let start = 0;
  if (match && match.end > EXCERPT_LENGTH - EXCERPT_LEAD) {
    const space = flat.indexOf(' ', Math.max(0, match.start - EXCERPT_LEAD));
    start = space >= 0 && space < match.start ? space + 1 : match.start;
  }
  let end = Math.min(flat.length, start + EXCERPT_LENGTH);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start && (!match || space >= match.end)) end = space;
  }
  const passage = flat.slice(start, end);
  return `${start > 0 ? ELLIPSIS : ''}${highlight(passage, analyzeText(passage), isMatch).trim()}${end < flat.length ? ELLIPSIS : ''}`;
}
