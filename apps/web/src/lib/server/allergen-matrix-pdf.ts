// The allergen matrix as a landscape A4 PDF (issue 26): products × the 14 Annex II allergens, with
// the same symbols and legend as the page. Server-only (pdfkit).
import 'server-only';
import PDFDocument from 'pdfkit';
import { ALLERGENS, type AllergenCode, type AllergenStatus } from '@/lib/catalogue/allergens';
import { inBottomMargin } from './pdf-margin';

export type MatrixPdfRow = { code: string | null; title: string; category: string | null; statuses: AllergenStatus[] };
export type MatrixPdfTexts = {
  title: string;
  subtitle: string;
  product: string;
  legend: string;
  allergen: (code: AllergenCode) => string;
  status: (s: AllergenStatus) => string;
};

// Shapes (not colours) tell the statuses apart; WinAnsi has no circles, so letters in bold.
const MARK = { contains: 'X', traces: '(x)', free: '-' } as const;
const M = 36;

export function drawAllergenMatrix(rows: MatrixPdfRow[], texts: MatrixPdfTexts): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: M, info: { Title: texts.title, Author: 'Brina' }, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * M;
  const nameW = 190;
  const colW = (width - nameW) / ALLERGENS.length;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#14302a').text(texts.title, M, M);
    doc.font('Helvetica').fontSize(8.5).fillColor('#3d5a52').text(texts.subtitle);
    doc.text(
      `${texts.legend}: ${MARK.contains} = ${texts.status('contains')}   ${MARK.traces} = ${texts.status('traces')}   ${MARK.free} = ${texts.status('free')}`,
    );
    const top = doc.y + 6;
    doc.font('Helvetica-Bold').fontSize(7).fillColor('#14302a');
    // The allergen names wrap onto one to three lines: each sits on the row's bottom line, and so
    // does "Product" (it was drawn below the names, issue 37).
    const names = ALLERGENS.map((code) => {
      const name = texts.allergen(code);
      return name.charAt(0).toUpperCase() + name.slice(1);
    });
    const heightOf = (text: string, width: number) => doc.heightOfString(text, { width });
    const rowHeight = Math.max(...names.map((name) => heightOf(name, colW - 2)));
    doc.text(texts.product, M + 2, top + rowHeight - heightOf(texts.product, nameW), { width: nameW });
    names.forEach((name, i) => {
      doc.text(name, M + nameW + i * colW + 1, top + rowHeight - heightOf(name, colW - 2), { width: colW - 2, align: 'center' });
    });
    return top + rowHeight + 6;
  };
  let y = header();
  rows.forEach((row, index) => {
    if (y > doc.page.height - M - 20) {
      doc.addPage();
      y = header();
    }
    if (index % 2 === 0) doc.rect(M, y - 2, width, 16).fill('#e8f3f1');
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#14302a')
      .text(`${row.code ?? ''}  ${row.title}`, M + 2, y + 2, { width: nameW - 4, lineBreak: false, ellipsis: true });
    row.statuses.forEach((status, i) => {
      doc
        .font(status === 'free' ? 'Helvetica' : 'Helvetica-Bold')
        .text(MARK[status], M + nameW + i * colW, y + 2, { width: colW, align: 'center', lineBreak: false });
    });
    y += 16;
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    inBottomMargin(doc, () =>
      doc
        .font('Helvetica')
        .fontSize(7)
        .fillColor('#3d5a52')
        .text(`Brina – ${texts.title} – ${i + 1}/${range.count}`, M, doc.page.height - M + 10, { width, align: 'center', lineBreak: false }),
    );
  }
  doc.end();
  return done;
}
