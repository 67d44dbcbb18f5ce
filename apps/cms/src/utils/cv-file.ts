// Recognises a CV by its content (magic bytes), never by its name or declared type: PDF (the
// `%PDF-` header at the very start, as the PDF standard puts it) or Word 2007+ (.docx, a ZIP
// package with a word/ part). Legacy Word (.doc, OLE2 with macros and a long history of parser
// exploits) is refused.
export type CvKind = { extension: '.pdf' | '.docx'; mime: string };

const PDF = Buffer.from('%PDF-');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function detectCv(bytes: Buffer): CvKind | null {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return { extension: '.pdf', mime: 'application/pdf' };
  if (bytes.subarray(0, 4).equals(ZIP) && bytes.includes('[Content_Types].xml') && bytes.includes('word/document')) {
    return { extension: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return null;
}
