// A download's Content-Disposition for any file name (RFC 6266): the name itself in `filename*`
// (UTF-8, percent-encoded as RFC 8187 asks), and a plain ASCII `filename` for clients that read
// only that one. A header value holds Latin-1 at most: `Ș` or `Ł` written as they are made Node
// throw and HR got a 500 (issue 33.9).

// Letters that do not decompose into an ASCII letter and a mark.
const ASCII_LOOKALIKE: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ø: 'O',
  ø: 'o',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ss',
  Þ: 'Th',
  þ: 'th',
};

/** The name in printable ASCII, without quotes or backslashes: accents dropped, other characters as `_`. */
export function asciiFallback(name: string, fallback = 'download'): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, (char) => ASCII_LOOKALIKE[char] ?? '_')
    .replace(/["\\]/g, '_')
    .trim();
  return plain || fallback;
}

/** RFC 8187 value characters: letters, digits and !#$&+-.^_`|~ stay, everything else is %XX of its UTF-8 bytes. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function attachmentDisposition(name: string, fallback = 'download'): string {
  const clean = name.replace(/\p{Cc}/gu, '').trim() || fallback;
  return `attachment; filename="${asciiFallback(clean, fallback)}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}
