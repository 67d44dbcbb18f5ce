// Recognises a CV by its content (magic bytes), never by its name or declared type: PDF, Word 97-2003
// (.doc, an OLE2 compound file with a WordDocument stream) or Word 2007+ (.docx, a ZIP package with
// a word/ part).
export type CvKind = { extension: '.pdf' | '.doc' | '.docx'; mime: string };

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

export function detectCv(bytes: Buffer): CvKind | null {
  // PDF readers accept the header anywhere in the first kilobyte.
  if (bytes.subarray(0, 1024).includes('%PDF-')) return { extension: '.pdf', mime: 'application/pdf' };
  if (bytes.subarray(0, 8).equals(OLE2) && bytes.includes(WORD_STREAM)) return { extension: '.doc', mime: 'application/msword' };
  if (bytes.subarray(0, 4).equals(ZIP) && bytes.includes('[Content_Types].xml') && bytes.includes('word/document')) {
    return { extension: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return null;
}
