// The allergen matrix as CSV (issue 26): one row a product, one column per Annex II allergen, in
// the page's language. RFC 4180 quoting, a UTF-8 byte-order mark so spreadsheet programs read the
// accents, and no cell that a spreadsheet would run as a formula.
import { ALLERGENS, type AllergenCode, type AllergenStatus } from './allergens';

export type CsvRow = { code: string | null; title: string; gtin: string | null; category: string | null; line: string | null; statuses: AllergenStatus[] };
export type CsvTexts = {
  head: { code: string; product: string; gtin: string; category: string; line: string };
  allergen: (code: AllergenCode) => string;
  status: (status: AllergenStatus) => string;
};

function cell(value: string | null): string {
  let text = value ?? '';
  // A leading =, +, - or @ (or a tab or return) would make a spreadsheet read a formula.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function allergenMatrixCsv(rows: CsvRow[], texts: CsvTexts): string {
  const head = [texts.head.code, texts.head.product, texts.head.gtin, texts.head.category, texts.head.line, ...ALLERGENS.map(texts.allergen)];
  const lines = [head, ...rows.map((r) => [r.code, r.title, r.gtin, r.category, r.line, ...r.statuses.map(texts.status)])];
  return '\ufeff' + lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}
