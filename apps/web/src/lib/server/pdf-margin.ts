// What the PDFs drawn with pdfkit (specification sheet, allergen matrix) share. Server-only.
import 'server-only';

/**
 * Draws in the current page's bottom margin (a footer). pdfkit starts a new page for text below the
 * margin, so the margin is lifted while drawing: without this every footer added a blank page
 * (issue 37: four pages for a two-page sheet, the footers alone on pages 3 and 4).
 */
export function inBottomMargin(doc: PDFKit.PDFDocument, draw: () => void) {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  try {
    draw();
  } finally {
    doc.page.margins.bottom = bottom;
  }
}
