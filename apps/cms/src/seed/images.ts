// Generated demo pictures: a plate of frozen produce on a frosted background, drawn as SVG and
// rendered to JPEG with sharp. The same key always gives the same picture.
import sharp from 'sharp';
import type { Palette } from './data/catalogue';

type Colours = { bg: [string, string]; food: string[]; accent: string };

const PALETTES: Record<Palette, Colours> = {
  greens: { bg: ['#dfeee6', '#b9d8c8'], food: ['#2f6b3a', '#3f8a48', '#5aa653', '#24552e'], accent: '#1f4d2b' },
  peas: { bg: ['#e6f1dc', '#c3dfae'], food: ['#6cae3e', '#7fc24b', '#5b9a33', '#8ccf5a'], accent: '#3f7424' },
  carrots: { bg: ['#fbeadb', '#f4cfae'], food: ['#e8772e', '#f08c3a', '#d9651f', '#f4a259'], accent: '#4f8a3a' },
  soup: { bg: ['#f6e7d3', '#e9c9a0'], food: ['#d9822b', '#7cb342', '#c0392b', '#f2c14e', '#8d6e63'], accent: '#b5651d' },
  berries: { bg: ['#ece3f1', '#d3c0e0'], food: ['#4b2a6b', '#7b1f3a', '#2f3f8f', '#a3123f', '#5d2e7e'], accent: '#3b7a3a' },
  pears: { bg: ['#f3f2d8', '#e2e0a9'], food: ['#e7dc8a', '#d8cf6a', '#f0e7a8', '#c9c15a'], accent: '#8a7a2e' },
  strawberries: { bg: ['#fbe3e1', '#f3bdb8'], food: ['#d7263d', '#e63946', '#c1121f'], accent: '#3f8a48' },
  potatoes: { bg: ['#f6eedb', '#e8d5a8'], food: ['#e2b659', '#d9a441', '#eccb7c', '#c98f2e'], accent: '#6b8f3a' },
  grains: { bg: ['#f2eadb', '#dccbaa'], food: ['#e9dcc0', '#d8c49c', '#7cb342', '#e07a2f', '#f2d16b'], accent: '#9c7a3c' },
  grill: { bg: ['#efe6e1', '#d9c3b8'], food: ['#5b2a5e', '#3f7d3a', '#c0392b', '#e4a11b', '#2f6b3a'], accent: '#3b2a22' },
  mix: { bg: ['#e4efe9', '#c5dccf'], food: ['#e8772e', '#3f8a48', '#c0392b', '#f2c14e', '#6a4c93'], accent: '#2f6b3a' },
};

/** Small deterministic PRNG (mulberry32) seeded from the key. */
function random(key: string) {
  let h = 1779033703;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pieces(palette: Palette, c: Colours, rnd: () => number, cx: number, cy: number, r: number): string {
  const out: string[] = [];
  const pick = () => c.food[Math.floor(rnd() * c.food.length)] as string;
  const spot = (spread = 0.82) => {
    const angle = rnd() * Math.PI * 2;
    const dist = Math.sqrt(rnd()) * r * spread;
    return [cx + Math.cos(angle) * dist, cy + Math.sin(angle) * dist] as const;
  };
  const count = { greens: 44, peas: 170, carrots: 30, soup: 90, berries: 110, pears: 120, strawberries: 28, potatoes: 44, grains: 620, grill: 22, mix: 110 }[
    palette
  ];
  if (palette === 'soup') out.push(`<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="${c.accent}" opacity="0.85"/>`);
  for (let i = 0; i < count; i += 1) {
    const [x, y] = spot();
    const rot = Math.round(rnd() * 360);
    const fill = pick();
    switch (palette) {
      case 'greens':
        out.push(
          `<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="${60 + rnd() * 30}" ry="${26 + rnd() * 10}" fill="${fill}"/><path d="M-55 0 L55 0" stroke="#cfe8d0" stroke-width="3" opacity="0.6"/></g>`,
        );
        break;
      case 'peas':
      case 'berries': {
        const size = palette === 'peas' ? 16 + rnd() * 5 : 20 + rnd() * 14;
        out.push(
          `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}"/><circle cx="${x - size / 3}" cy="${y - size / 3}" r="${size / 3.2}" fill="#fff" opacity="0.35"/>`,
        );
        break;
      }
      case 'carrots':
        out.push(
          `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-70" y="-20" width="140" height="40" rx="20" fill="${fill}"/><path d="M60 0 l22 -12 M60 0 l24 4 M60 0 l18 14" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/></g>`,
        );
        break;
      case 'pears':
      case 'soup': {
        const s = palette === 'soup' ? 18 + rnd() * 12 : 40 + rnd() * 14;
        out.push(
          `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s}" rx="${s / 5}" fill="${fill}" stroke="${palette === 'pears' ? '#b3a94a' : 'none'}" stroke-width="3" transform="rotate(${rot} ${x} ${y})"/>`,
        );
        break;
      }
      case 'strawberries':
        out.push(
          `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${0.9 + rnd() * 0.5})"><path d="M0 48 C-40 20 -46 -20 -24 -34 C-10 -42 10 -42 24 -34 C46 -20 40 20 0 48 Z" fill="${fill}"/><path d="M-22 -34 L0 -20 L22 -34 L10 -44 L0 -36 L-10 -44 Z" fill="${c.accent}"/><g fill="#fbe7a1">${[
            [-12, -10],
            [10, -8],
            [-4, 8],
            [14, 14],
            [-16, 16],
            [2, 28],
          ]
            .map(([a, b]) => `<ellipse cx="${a}" cy="${b}" rx="2.5" ry="4"/>`)
            .join('')}</g></g>`,
        );
        break;
      case 'potatoes':
        out.push(
          `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-62 14 Q0 -46 62 14 Z" fill="${fill}"/><path d="M-62 14 Q0 -46 62 14" fill="none" stroke="#9b6a24" stroke-width="6"/></g>`,
        );
        break;
      case 'grains':
        out.push(
          i % 6 === 0
            ? `<rect x="${x - 9}" y="${y - 9}" width="18" height="18" rx="4" fill="${fill}" transform="rotate(${rot} ${x} ${y})"/>`
            : `<ellipse cx="${x}" cy="${y}" rx="15" ry="7" fill="${c.food[i % 2] as string}" transform="rotate(${rot} ${x} ${y})"/>`,
        );
        break;
      case 'grill':
        out.push(
          `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-80" y="-26" width="160" height="52" rx="20" fill="${fill}"/>${[-40, -10, 20, 50].map((gx) => `<path d="M${gx} -24 l-16 48" stroke="${c.accent}" stroke-width="7" opacity="0.55"/>`).join('')}</g>`,
        );
        break;
      case 'mix':
        out.push(`<rect x="${x - 55}" y="${y - 9}" width="110" height="18" rx="9" fill="${fill}" transform="rotate(${rot} ${x} ${y})"/>`);
        break;
    }
  }
  return out.join('');
}

function frost(rnd: () => number, w: number, h: number): string {
  const flakes: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const x = rnd() < 0.5 ? rnd() * w * 0.22 : w - rnd() * w * 0.22;
    const y = rnd() * h;
    const s = 14 + rnd() * 26;
    const arms = [0, 60, 120]
      .map(
        (a) =>
          `<path d="M${-s} 0 L${s} 0 M${-s * 0.55} ${-s * 0.25} L${-s * 0.35} 0 L${-s * 0.55} ${s * 0.25} M${s * 0.55} ${-s * 0.25} L${s * 0.35} 0 L${s * 0.55} ${s * 0.25}" transform="rotate(${a})"/>`,
      )
      .join('');
    flakes.push(
      `<g transform="translate(${x} ${y})" stroke="#ffffff" stroke-width="3" stroke-linecap="round" fill="none" opacity="${0.35 + rnd() * 0.4}">${arms}</g>`,
    );
  }
  return flakes.join('');
}

export function illustrationSvg(key: string, palette: Palette, width = 1600, height = 1067): string {
  const c = PALETTES[palette];
  const rnd = random(key);
  const cx = width / 2 + (rnd() - 0.5) * width * 0.12;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg[0]}"/><stop offset="1" stop-color="${c.bg[1]}"/></linearGradient>
<radialGradient id="plate" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.8" stop-color="#f3f5f7"/><stop offset="1" stop-color="#dfe4e8"/></radialGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>
<clipPath id="inside"><circle cx="${cx}" cy="${cy}" r="${r * 0.9}"/></clipPath>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
${frost(rnd, width, height)}
<circle cx="${cx + 14}" cy="${cy + 26}" r="${r * 1.04}" fill="#2c3e50" opacity="0.22" filter="url(#shadow)"/>
<circle cx="${cx}" cy="${cy}" r="${r * 1.04}" fill="url(#plate)"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="none" stroke="#e3e8ec" stroke-width="6"/>
<g clip-path="url(#inside)">${pieces(palette, c, rnd, cx, cy, r)}</g>
<circle cx="${cx - r * 0.45}" cy="${cy - r * 0.55}" r="${r * 0.18}" fill="#ffffff" opacity="0.18"/>
</svg>`;
}

export async function renderIllustration(key: string, palette: Palette): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(key, palette)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** A small valid PDF (one A4 page of Helvetica text): the demo downloads and press attachments. */
export function renderPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, ' ')
      .replace(/([()\\])/g, '\\$1');
  const text = [`BT /F1 22 Tf 60 770 Td (${esc(title)}) Tj ET`, ...lines.map((l, i) => `BT /F1 12 Tf 60 ${730 - i * 20} Td (${esc(l)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The EU funding statements the footer's notices carry, by fund (Reg. (EU) 2021/1060 art. 47 and Annex IX; NextGenerationEU visual identity). */
export type Emblem = 'nextgenerationeu' | 'eafrd';

const EMBLEM_TEXT: Record<Emblem, Record<'it' | 'en', [string, string | null]>> = {
  nextgenerationeu: { it: ['Finanziato', 'dall’Unione europea'], en: ['Funded by', 'the European Union'] },
  eafrd: { it: ['Cofinanziato', 'dall’Unione europea'], en: ['Co-funded by', 'the European Union'] },
};

/** A five-pointed star with one point up, of outer radius r at (x, y). */
function star(x: number, y: number, r: number): string {
  const inner = r * 0.382;
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(x + radius * Math.cos(angle)).toFixed(2)},${(y + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

/**
 * The European emblem as its graphic specification draws it (a rectangle 1.5 times as wide as it is
 * high, Reflex Blue #003399; twelve Yellow #FFCC00 stars on an invisible circle whose radius is a
 * third of the height, each star's outer radius an eighteenth of the height, at the hours of a
 * clock) followed by the funding statement, and for NextGenerationEU its name below.
 */
export function emblemSvg(emblem: Emblem, locale: 'it' | 'en'): string {
  const h = 200;
  const w = h * 1.5;
  const stars = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    return star(w / 2 + (h / 3) * Math.sin(angle), h / 2 - (h / 3) * Math.cos(angle), h / 18);
  }).join('');
  const [first, second] = EMBLEM_TEXT[emblem][locale];
  const text = [first, second].filter(Boolean) as string[];
  const lines = text.map((line, i) => `<text x="${w + 40}" y="${h / 2 - 18 + i * 52}" font-size="44">${line}</text>`).join('');
  const name =
    emblem === 'nextgenerationeu' ? `<text x="${w + 40}" y="${h / 2 + 92}" font-size="40" font-weight="bold" fill="#003399">NextGenerationEU</text>` : '';
  const width = w + 40 + Math.max(...text.map((line) => line.length)) * 24 + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h + 40}" viewBox="0 0 ${width} ${h + 40}">
<rect width="100%" height="100%" fill="#ffffff"/>
<g transform="translate(0 20)"><rect width="${w}" height="${h}" fill="#003399"/><g fill="#FFCC00">${stars}</g></g>
<g font-family="Arial, Helvetica, sans-serif" fill="#000000" transform="translate(0 20)">${lines}${name}</g>
</svg>`;
}

export async function renderEmblem(emblem: Emblem, locale: 'it' | 'en'): Promise<Buffer> {
  return sharp(Buffer.from(emblemSvg(emblem, locale)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
