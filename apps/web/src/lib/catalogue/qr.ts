// QR codes drawn on the server as SVG (issue 26: the pack's GS1 Digital Link on the product page and
// the specification sheet). `uqr` encodes; the SVG is one path of dark modules, so it is small and
// scales crisply on screen and paper. Server-only: the encoder never reaches a browser bundle.
import 'server-only';
import { encode } from 'uqr';

export type QrMatrix = { size: number; dark: (x: number, y: number) => boolean };

/** The module matrix of a QR code for `text` (error correction M, 4-module quiet zone). */
export function qrMatrix(text: string): QrMatrix {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  return { size, dark: (x, y) => data[y]?.[x] === true };
}

/** A path of the dark modules, one rectangle per horizontal run (`M x y h n v1 h-n z`), in module units. */
export function qrPath(matrix: QrMatrix): string {
  let d = '';
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (!matrix.dark(x, y)) continue;
      let run = 1;
      while (x + run < matrix.size && matrix.dark(x + run, y)) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return d;
}

/** A standalone SVG document of the QR code of `text`, with an accessible title. */
export function qrSvg(text: string, title: string): string {
  const matrix = qrMatrix(text);
  const escaped = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${matrix.size} ${matrix.size}" shape-rendering="crispEdges" role="img">` +
    `<title>${escaped}</title><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${qrPath(matrix)}"/></svg>`
  );
}
