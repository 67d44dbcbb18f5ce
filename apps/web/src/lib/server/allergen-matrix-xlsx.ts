// The allergen matrix as an Excel workbook (issue 37 item 5): the same rows and columns as the CSV,
// each column typed as text (format `@`, so an EAN keeps its 13 digits instead of `8,05647E+12`),
// the header row frozen and filterable. Cells are written as strings, never as formulas: Excel does
// not evaluate a string cell, so no neutralising is needed here. Server-only (exceljs).
import 'server-only';
import ExcelJS from 'exceljs';
import { ALLERGENS } from '@/lib/catalogue/allergens';
import type { CsvRow, CsvTexts } from '@/lib/catalogue/allergen-matrix-csv';

export type XlsxTexts = CsvTexts & { sheet: string; title: string };

const TEXT = '@';

export async function allergenMatrixXlsx(rows: CsvRow[], texts: XlsxTexts, generatedAt = new Date()): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Brina';
  workbook.title = texts.title;
  workbook.created = generatedAt;
  workbook.modified = generatedAt;
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(texts.sheet.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', xSplit: 2, ySplit: 1, activeCell: 'C2' }],
  });
  sheet.columns = [
    { header: texts.head.code, key: 'code', width: 12, style: { numFmt: TEXT } },
    { header: texts.head.product, key: 'title', width: 36, style: { numFmt: TEXT } },
    { header: texts.head.gtin, key: 'gtin', width: 16, style: { numFmt: TEXT } },
    { header: texts.head.category, key: 'category', width: 24, style: { numFmt: TEXT } },
    { header: texts.head.line, key: 'line', width: 14, style: { numFmt: TEXT } },
    ...ALLERGENS.map((code) => ({ header: texts.allergen(code), key: code, width: 14, style: { numFmt: TEXT } })),
  ];
  for (const r of rows) {
    sheet.addRow({
      code: r.code ?? '',
      title: r.title,
      gtin: r.gtin ?? '',
      category: r.category ?? '',
      line: r.line ?? '',
      ...Object.fromEntries(ALLERGENS.map((code, i) => [code, texts.status(r.statuses[i] ?? 'free')])),
    });
  }
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.alignment = { vertical: 'bottom', wrapText: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 5 + ALLERGENS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
