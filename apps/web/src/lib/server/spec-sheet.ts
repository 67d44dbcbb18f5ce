// Specification sheets (issue 26, item 2): one A4 PDF per product and language, drawn from the CMS
// data with pdfkit (server-only; never in a browser bundle). Kept in memory per product, language
// and `updatedAt`: a product is drawn once per change (the CMS webhook refreshes the product data,
// whose new `updatedAt` is a new key), and concurrent requests for one sheet share one drawing.
import 'server-only';
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { ALLERGENS, type AllergenCode } from '@/lib/catalogue/allergens';
import { digitalLinkPath } from '@/lib/catalogue/gtin';
import { portionGrams } from '@/lib/catalogue/cost';
import { ingredientParts } from '@/lib/catalogue/ingredients';
import { declarationRows } from '@/lib/catalogue/nutrition';
import { qrMatrix } from '@/lib/catalogue/qr';
import { ByteLru } from '@/lib/byte-lru';
import { inBottomMargin } from './pdf-margin';
import type { ProductDetail } from '@/lib/cms/product';
import type { Locale } from '@/lib/routing/routes';

/** The texts a sheet needs, in its language (from the messages: `specSheet`, `productInfo`, `allergens`, `catalogue.method`). */
export type SheetTexts = {
  t: (key: string, values?: Record<string, string | number>) => string;
  /** The product page's label texts (`productInfo`): nutrient names, producer, microbiology. */
  info: (key: string, values?: Record<string, string | number>) => string;
  allergen: (code: AllergenCode) => string;
  method: (method: string) => string;
};

export type SheetInput = { product: ProductDetail; locale: Locale; texts: SheetTexts; siteUrl: string; generatedAt?: Date };

const INK = '#14302a';
const SOFT = '#3d5a52';
const LEAF = '#1f6f4a';
const LINE = '#d6e2de';
const MARGIN = 48;

// The standard PDF fonts speak Windows-1252: a few label characters have no glyph there.
const win1252 = (text: string) =>
  text
    .replace(/★/g, '*')
    .replace(/[≤]/g, '<=')
    .replace(/[≥]/g, '>=')
    .replace(/\u00a0|\u202f/g, ' ');

/** A version that changes whenever the sheet's data changes (the first 8 hex digits of a SHA-256). */
export function sheetVersion(product: ProductDetail): string {
  const { relatedRecipes: _recipes, images: _images, ...data } = product;
  return createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 8);
}

const fmt = (locale: Locale, value: number, digits = 2) => value.toLocaleString(locale === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: digits });

/** Draws the sheet; resolves to the PDF bytes. */
export function drawSpecSheet({ product, locale, texts, siteUrl, generatedAt = new Date() }: SheetInput): Promise<Buffer> {
  const { t } = texts;
  const label = product.label;
  const version = sheetVersion(product);
  const updated = label.updatedAt ? new Date(label.updatedAt) : generatedAt;
  const dateText = updated.toLocaleDateString(locale === 'it' ? 'it-IT' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: win1252(`${t('title')} – ${product.title}`),
      Author: 'Brina',
      Subject: win1252(`${product.features.productCode ?? ''} ${label.gtin ?? ''}`.trim()),
      CreationDate: generatedAt,
    },
    lang: locale,
    pdfVersion: '1.7',
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  const heading = (text: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(LEAF).text(win1252(text.toUpperCase()), { characterSpacing: 0.5 });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.moveDown(0.4);
    doc.fillColor(INK);
  };
  const pairs = (rows: [string, string | number | null | undefined][]) => {
    for (const [name, value] of rows) {
      if (value === null || value === undefined || value === '') continue;
      // A row that would cross the bottom margin starts the next page whole (pdfkit would move only
      // the part that overflows, the name on one page and its value on the next).
      const rowHeight = Math.max(
        doc.font('Helvetica').fontSize(9.5).heightOfString(win1252(name), { width: 170 }),
        doc
          .font('Helvetica-Bold')
          .fontSize(9.5)
          .heightOfString(win1252(String(value)), { width: width - 180 }),
      );
      if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      doc.font('Helvetica').fontSize(9.5).fillColor(SOFT).text(win1252(name), MARGIN, y, { width: 170 });
      const nameBottom = doc.y;
      doc
        .font('Helvetica-Bold')
        .fontSize(9.5)
        .fillColor(INK)
        .text(win1252(String(value)), MARGIN + 180, y, { width: width - 180 });
      doc.y = Math.max(doc.y, nameBottom) + 2;
    }
    doc.x = MARGIN;
  };

  /**
   * A table: a header row, then rows with a hairline between them; a row that would cross the
   * bottom margin goes to the next page with the header again. `weights` share the width.
   */
  const table = (head: string[], rows: { cells: string[]; indent?: boolean }[], weights: number[], align: ('left' | 'right')[]) => {
    const total = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((w) => (width * w) / total);
    const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const rowHeight = (cells: string[], font: string, size: number) =>
      Math.max(
        ...cells.map((cell, i) =>
          doc
            .font(font)
            .fontSize(size)
            .heightOfString(win1252(cell), { width: (widths[i] ?? 0) - 8 }),
        ),
      );
    const drawHead = (top: number) => {
      head.forEach((h, i) =>
        doc
          .font('Helvetica-Bold')
          .fontSize(8.5)
          .fillColor(SOFT)
          .text(win1252(h), lefts[i] ?? MARGIN, top, { width: (widths[i] ?? 0) - 8, align: align[i] ?? 'left' }),
      );
      return top + rowHeight(head, 'Helvetica-Bold', 8.5) + 3;
    };
    let y = drawHead(doc.y);
    const bottom = doc.page.height - doc.page.margins.bottom;
    for (const row of rows) {
      const h = rowHeight(row.cells, 'Helvetica', 9) + 4;
      if (y + h > bottom) {
        doc.addPage();
        y = drawHead(doc.page.margins.top);
      }
      doc
        .moveTo(MARGIN, y - 1)
        .lineTo(MARGIN + width, y - 1)
        .lineWidth(0.3)
        .strokeColor(LINE)
        .stroke();
      row.cells.forEach((cell, i) => {
        const indent = i === 0 && row.indent ? 12 : 0;
        doc
          .font(i === 0 && !row.indent ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .fillColor(i === 0 && row.indent ? SOFT : INK)
          .text(win1252(cell), (lefts[i] ?? MARGIN) + indent, y + 2, { width: (widths[i] ?? 0) - 8 - indent, align: align[i] ?? 'left' });
      });
      y += h;
    }
    doc.x = MARGIN;
    doc.y = y + 2;
  };

  // ---- Header: brand, title, identity, QR code of the pack's GS1 Digital Link.
  const qrUrl = label.gtin ? `${siteUrl}${digitalLinkPath(label.gtin)}` : null;
  const qrSize = 84;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(LEAF).text('BRINA', MARGIN, MARGIN, { characterSpacing: 2 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(SOFT)
    .text(win1252(t('title')));
  doc.moveDown(0.3);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(win1252(product.title), { width: width - qrSize - 16 });
  if (product.excerpt)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(SOFT)
      .text(win1252(product.excerpt), { width: width - qrSize - 16 });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(SOFT)
    .text(win1252(t('version', { version, date: dateText })), { width: width - qrSize - 16 });
  if (qrUrl) {
    const matrix = qrMatrix(qrUrl);
    const cell = qrSize / matrix.size;
    const left = MARGIN + width - qrSize;
    const top = MARGIN;
    doc.save().fillColor('#000000');
    for (let y = 0; y < matrix.size; y++) for (let x = 0; x < matrix.size; x++) if (matrix.dark(x, y)) doc.rect(left + x * cell, top + y * cell, cell, cell);
    doc.fill().restore();
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor(SOFT)
      .text(qrUrl, MARGIN + width - 180, top + qrSize + 2, { width: 180, align: 'right', lineBreak: false });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, top + qrSize + 14);
  }

  // ---- Identity
  heading(t('identity'));
  pairs([
    [t('productCode'), product.features.productCode],
    [t('gtin'), label.gtin],
    [t('gtinCarton'), label.gtinCarton],
    [t('category'), product.b2bCategory?.name ?? product.b2cCategory?.name],
    [t('line'), product.productLine?.name],
    [t('netQuantity'), label.netQuantityG ? `${fmt(locale, label.netQuantityG, 0)} g` : product.features.weight],
    [t('origin'), label.origin],
    [t('diets'), product.diets.map((d) => d.name).join(', ')],
  ]);

  // ---- Producer and plant (the food business operator, art. 9(1)(h); the plant a buyer audits)
  if (label.producer || label.plant || label.plantApproval) {
    heading(t('producerPlant'));
    pairs([
      [texts.info('producer'), label.producer?.replace(/\n+/g, ', ')],
      [texts.info('plant'), label.plant?.replace(/\n+/g, ', ')],
      [texts.info('plantApproval'), label.plantApproval],
    ]);
  }

  // ---- Ingredients and allergens
  heading(t('ingredientsAllergens'));
  if (label.ingredients) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(INK)
      .text(win1252(`${t('ingredients')}: `), { continued: true });
    const parts = ingredientParts(label.ingredients);
    parts.forEach((part, i) => {
      doc
        .font(part.allergen ? 'Helvetica-Bold' : 'Helvetica')
        .text(win1252(part.allergen ? part.text.toUpperCase() : part.text), { continued: i < parts.length - 1 });
    });
    doc
      .font('Helvetica-Oblique')
      .fontSize(8)
      .fillColor(SOFT)
      .text(win1252(t('allergenNote')));
    doc.moveDown(0.4);
  }
  const names = (codes: readonly AllergenCode[]) => codes.map(texts.allergen).join(', ');
  pairs([
    [t('contains'), product.allergensContains.length ? names(product.allergensContains) : t('none')],
    [t('mayContain'), product.allergensTraces.length ? names(product.allergensTraces) : t('none')],
  ]);
  // The 14 Annex II allergens, each with its status: what a HACCP file asks for.
  doc.moveDown(0.3);
  const colW = width / 2;
  const startY = doc.y;
  ALLERGENS.forEach((code, i) => {
    const status = product.allergensContains.includes(code) ? 'contains' : product.allergensTraces.includes(code) ? 'traces' : 'free';
    const x = MARGIN + (i < 7 ? 0 : colW);
    const y = startY + (i % 7) * 13;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(INK)
      .text(win1252(texts.allergen(code)), x, y, { width: colW - 90, lineBreak: false, ellipsis: true });
    doc
      .font(status === 'free' ? 'Helvetica' : 'Helvetica-Bold')
      .fillColor(status === 'free' ? SOFT : INK)
      .text(win1252(t(`status.${status}`)), x + colW - 90, y, { width: 84, lineBreak: false });
  });
  doc.x = MARGIN;
  doc.y = startY + 7 * 13 + 4;

  // ---- EU nutrition declaration (Reg. 1169/2011 art. 30, Annex XV): per 100 g and per portion
  if (product.nutrition) {
    heading(t('nutrition'));
    const portion = portionGrams(product.portionSize);
    const rows = declarationRows(product.nutrition, portion, (value, digits) =>
      value.toLocaleString(locale === 'it' ? 'it-IT' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    );
    const n = (key: string) => texts.info(`nutrition.${key}`);
    table(
      [n('nutrient'), n('per100g'), ...(portion ? [texts.info('nutrition.perPortion', { size: product.portionSize ?? '' })] : [])],
      rows.map((row) => ({ cells: [n(row.key), row.per100g, ...(portion ? [row.perPortion ?? '–'] : [])], indent: row.sub })),
      portion ? [2, 1.2, 1.2] : [2, 1.2],
      portion ? ['left', 'right', 'right'] : ['left', 'right'],
    );
    doc
      .font('Helvetica-Oblique')
      .fontSize(7.5)
      .fillColor(SOFT)
      .text(win1252(n('caption')));
  }

  // ---- Storage, shelf life, logistics
  heading(t('storageLogistics'));
  const f = product.features;
  const cartonNetKg = label.netQuantityG && f.packsPerCarton ? (label.netQuantityG * f.packsPerCarton) / 1000 : null;
  pairs([
    [t('storage'), label.storage],
    [t('shelfLife'), f.shelfLife],
    [t('packsPerCarton'), f.packsPerCarton],
    [t('cartonsPerPallet'), f.cartonsPerPallet],
    [t('cartonNet'), cartonNetKg === null ? null : `${fmt(locale, cartonNetKg)} kg`],
    [t('cartonGross'), label.cartonGrossWeightKg === null ? null : `${fmt(locale, label.cartonGrossWeightKg)} kg`],
    [t('palletNet'), cartonNetKg !== null && f.cartonsPerPallet ? `${fmt(locale, cartonNetKg * f.cartonsPerPallet)} kg` : null],
    [t('cookingYield'), label.cookingYieldPercent === null ? null : `${label.cookingYieldPercent} %`],
  ]);

  // ---- Cooking from frozen
  if (product.cookingMethods.length) {
    heading(t('cooking'));
    pairs(product.cookingMethods.map((c) => [`${texts.method(c.method)}${c.minutes !== null ? ` – ${c.minutes} min` : ''}`, c.instructions ?? '']));
  }

  // ---- Microbiological criteria (e.g. Reg. (EC) 2073/2005)
  if (label.microbiology.length) {
    heading(texts.info('microbiology.title'));
    const m = (key: string) => texts.info(`microbiology.${key}`);
    table(
      [m('microorganism'), m('limit'), m('method'), m('reference')],
      label.microbiology.map((c) => ({ cells: [c.microorganism, c.limit, c.method ?? '–', c.reference ?? '–'] })),
      [1.3, 1.6, 1, 1.3],
      ['left', 'left', 'left', 'left'],
    );
    doc
      .font('Helvetica-Oblique')
      .fontSize(7.5)
      .fillColor(SOFT)
      .text(win1252(m('caption')));
  }

  // ---- Certifications
  if (label.certifications) {
    heading(t('certifications'));
    doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(win1252(label.certifications));
  }

  // ---- Footer on every page
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const footer = win1252(t('footer', { version, date: dateText, page: i + 1, pages: range.count }));
    inBottomMargin(doc, () =>
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(SOFT)
        .text(footer, MARGIN, doc.page.height - MARGIN + 14, { width, align: 'center', lineBreak: false }),
    );
  }
  doc.end();
  return done;
}

// ---- Cache: one drawing per product, language and change.

const SHEET_BUDGET = 16 * 1024 * 1024;
const sheets = new ByteLru<Buffer>(SHEET_BUDGET, (b) => b.byteLength);
const drawing = new Map<string, Promise<Buffer>>();
let drawn = 0;

export const sheetKey = (product: ProductDetail, locale: Locale) => `${locale}:${product.documentId}:${product.label.updatedAt ?? sheetVersion(product)}`;

/** The sheet of a product in a language: from memory when the product has not changed since. */
export async function specSheet(input: SheetInput): Promise<{ pdf: Buffer; key: string; cached: boolean }> {
  const key = sheetKey(input.product, input.locale);
  const kept = sheets.get(key);
  if (kept) return { pdf: kept, key, cached: true };
  let pending = drawing.get(key);
  if (!pending) {
    pending = drawSpecSheet(input).finally(() => drawing.delete(key));
    drawing.set(key, pending);
    drawn++;
  }
  const pdf = await pending;
  sheets.set(key, pdf);
  return { pdf, key, cached: false };
}

/** How many sheets were drawn since start (tests and the benchmark read it). */
export const sheetsDrawn = () => drawn;
