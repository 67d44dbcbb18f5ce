// The allergen matrix as CSV (issue 26): one row a product, one column per Annex II allergen, in
// the page's language. Issue 37 item 5 / issue 33 item 12: written the way the visitor's Excel opens
// it as a table: `;` between cells in the Italian file (Italian Excel splits on `;`, a comma file
// opened as one column), `,` in the English one; a UTF-8 byte-order mark so the accents are read;
// RFC 4180 quoting; EANs as text (not `8,05647E+12`); no cell or part of a cell that a spreadsheet
// could run as a formula (rule in docs/decisions.md, "Allergen matrix downloads").
import { ALLERGENS, type AllergenCode, type AllergenStatus } from './allergens';
import type { Locale } from '../routing/routes';

export type CsvRow = { code: string | null; title: string; gtin: string | null; category: string | null; line: string | null; statuses: AllergenStatus[] };
export type CsvTexts = {
  head: { code: string; product: string; gtin: string; category: string; line: string };
  allergen: (code: AllergenCode) => string;
  status: (status: AllergenStatus) => string;
};
export type CsvSeparator = ';' | ',';

/** The separator the language's Excel splits on (its list separator): `;` in Italy, `,` in English. */
export const csvSeparator = (locale: Locale): CsvSeparator => (locale === 'it' ? ';' : ',');

/**
 * A cell's text made inert: an apostrophe before a leading `=`, `+`, `-`, `@`, tab or carriage
 * return, and the same after every `;` or `,` inside the cell, so the text cannot start a formula
 * even when a spreadsheet splits the file on the other separator than the one it was written with.
 */
export function neutralise(text: string): string {
  return text.replace(/(^|[;,])(?=[ ]*[=+\-@]|[\t\r])/g, "$1'");
}

/** A GTIN (8 to 14 digits) as a text formula, `="8056473010010"`: Excel keeps it as text with its digits. */
const gtinCell = (value: string) => (/^\d{8,14}$/.test(value) ? `="${value}"` : neutralise(value));

function field(text: string): string {
  // Quoted when it holds either separator (the file may be read with the other), a quote or a line
  // break, or has spaces at its ends.
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function allergenMatrixCsv(rows: CsvRow[], texts: CsvTexts, separator: CsvSeparator = ','): string {
  const head = [texts.head.code, texts.head.product, texts.head.gtin, texts.head.category, texts.head.line, ...ALLERGENS.map(texts.allergen)];
  const text = (value: string | null) => neutralise(value ?? '');
  const lines = [
    head.map(text),
    ...rows.map((r) => [
      text(r.code),
      text(r.title),
      r.gtin ? gtinCell(r.gtin) : '',
      text(r.category),
      text(r.line),
      ...r.statuses.map((s) => text(texts.status(s))),
    ]),
  ];
  return '\ufeff' + lines.map((line) => line.map(field).join(separator)).join('\r\n') + '\r\n';
}
