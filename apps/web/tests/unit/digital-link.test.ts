// GS1 Digital Link (issue 26): GTIN check digits, the language of the redirect, the product page it
// goes to, the 404 page that says what was scanned, and the pack QR code that encodes the URL.
import jsQR from 'jsqr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { digitalLinkPath, gs1CheckDigit, normalizeGtin, validLot } from '@/lib/catalogue/gtin';
import { qrSvg } from '@/lib/catalogue/qr';
import type { GtinMatch } from '@/lib/cms/gtin';

const lookup = vi.hoisted(() => ({ find: vi.fn<(gtin: string) => Promise<GtinMatch | null>>() }));
vi.mock('@/lib/cms/gtin', () => ({ findProductByGtin: lookup.find }));
vi.mock('next-intl/server', async () => {
  const messages = { it: (await import('../../messages/it.json')).default, en: (await import('../../messages/en.json')).default };
  return {
    getTranslations:
      async ({ locale, namespace }: { locale: 'it' | 'en'; namespace: 'digitalLink' }) =>
      (key: string, values?: Record<string, string>) =>
        (messages[locale][namespace] as Record<string, string>)[key]?.replace(/\{(\w+)\}/g, (_, k: string) => values?.[k] ?? ''),
  };
});

const { answerDigitalLink, preferredLocale, productPath } = await import('@/lib/server/digital-link');

// Real-world examples with known check digits (GS1's documentation GTIN, a retail EAN-13, a UPC-A).
const GS1_EXAMPLE = '09506000134352';
const EAN13 = '4006381333931';
const UPC = '036000291452';

const SPINACH: GtinMatch = {
  level: 'pack',
  refs: {
    it: { slug: 'spinaci-in-foglia', b2c: 'verdure', b2b: 'verdure-iqf' },
    en: { slug: 'leaf-spinach', b2c: 'vegetables', b2b: 'iqf-vegetables' },
  },
};

const request = (acceptLanguage?: string) => new Request('http://localhost/01/x', { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

describe('GTIN', () => {
  it('accepts GTIN-8/12/13/14 with a right check digit, as 14 digits', () => {
    expect(normalizeGtin(GS1_EXAMPLE)).toBe(GS1_EXAMPLE);
    expect(normalizeGtin(EAN13)).toBe('0' + EAN13);
    expect(normalizeGtin(UPC)).toBe('00' + UPC);
    expect(gs1CheckDigit('400638133393')).toBe(1);
  });

  it('refuses a wrong check digit, a wrong length and anything but digits', () => {
    expect(normalizeGtin('4006381333932')).toBeNull();
    expect(normalizeGtin('09506000134353')).toBeNull();
    expect(normalizeGtin('40063813339')).toBeNull();
    expect(normalizeGtin('400638133393a')).toBeNull();
    expect(normalizeGtin('')).toBeNull();
  });

  it('lots: GS1 AI 10 characters, up to 20', () => {
    expect(validLot('L2026-117')).toBe(true);
    expect(validLot('A'.repeat(21))).toBe(false);
    expect(validLot('lot#1')).toBe(false);
    expect(validLot('')).toBe(false);
  });
});

describe('redirect language and target', () => {
  it('Accept-Language picks Italian or English by weight; Italian by default', () => {
    expect(preferredLocale(null)).toBe('it');
    expect(preferredLocale('en-GB,en;q=0.9')).toBe('en');
    expect(preferredLocale('de-DE,de;q=0.9,en;q=0.5,it;q=0.4')).toBe('en');
    expect(preferredLocale('fr, it;q=0.2, en;q=0.1')).toBe('it');
    expect(preferredLocale('en;q=0, de')).toBe('it');
  });

  it('a pack GTIN goes to the consumer page, a carton GTIN to the food-service page', () => {
    expect(productPath(SPINACH, 'it')).toBe('/it/prodotti/verdure/spinaci-in-foglia');
    expect(productPath(SPINACH, 'en')).toBe('/en/products/vegetables/leaf-spinach');
    expect(productPath({ ...SPINACH, level: 'carton' }, 'it')).toBe('/it/foodservice/prodotti/verdure-iqf/spinaci-in-foglia');
    // A product only sold to food service: its pack GTIN goes there too.
    const pro: GtinMatch = { level: 'pack', refs: { it: { slug: 'pere-pro', b2c: null, b2b: 'frutta' } } };
    expect(productPath(pro, 'en')).toBe('/it/foodservice/prodotti/frutta/pere-pro');
  });
});

describe('/01/{gtin}', () => {
  beforeEach(() => {
    lookup.find.mockReset();
    lookup.find.mockResolvedValue(SPINACH);
  });

  it('redirects a valid GTIN to the product in the visitor’s language', async () => {
    const it = await answerDigitalLink(request(), EAN13, null);
    expect(it.status).toBe(307);
    expect(it.headers.get('location')).toBe('/it/prodotti/verdure/spinaci-in-foglia');
    expect(it.headers.get('vary')).toMatch(/Accept-Language/);
    const en = await answerDigitalLink(request('en-US,en;q=0.8'), EAN13, 'L2026-117');
    expect(en.status).toBe(307);
    expect(en.headers.get('location')).toBe('/en/products/vegetables/leaf-spinach');
    expect(lookup.find).toHaveBeenCalledWith('0' + EAN13);
  });

  it('a wrong check digit is a 404 page naming the scanned code, without asking the CMS', async () => {
    const answer = await answerDigitalLink(request(), '4006381333932', null);
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('4006381333932');
    expect(html).toContain('cifra di controllo');
    expect(lookup.find).not.toHaveBeenCalled();
    const en = await (await answerDigitalLink(request('en'), '4006381333932', 'L1')).text();
    expect(en).toContain('check digit');
    expect(en).toContain('(lot L1)');
  });

  it('an unknown GTIN is a 404 page; markup in the scanned text is escaped', async () => {
    lookup.find.mockResolvedValue(null);
    const answer = await answerDigitalLink(request('en'), GS1_EXAMPLE, null);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('matches no product');
    const hostile = await (await answerDigitalLink(request(), '<script>', null)).text();
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('&#60;script&#62;');
  });
});

/** The dark modules of our SVG drawn into RGBA pixels (scale px a module), for a QR decoder. */
function rasterize(svg: string, scale = 4) {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path fill="#000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale * Number(run); dx++) {
        const i = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
  }
  return { pixels, side };
}

describe('pack QR code', () => {
  it('the SVG decodes to the GS1 Digital Link URL of the product', () => {
    const url = `https://www.brina.example${digitalLinkPath('8056473010010')}`;
    expect(url).toBe('https://www.brina.example/01/08056473010010');
    const svg = qrSvg(url, 'QR <code>');
    expect(svg).toContain('<title>QR &#60;code&#62;</title>');
    const { pixels, side } = rasterize(svg);
    expect(jsQR(pixels, side, side)?.data).toBe(url);
  });

  it('the image route /api/qr/{gtin} answers the SVG of that GTIN, kept by caches, and 404 for anything else', async () => {
    const { GET } = await import('@/app/api/qr/[gtin]/route');
    const answer = (gtin: string) => GET(new Request(`http://localhost/api/qr/${gtin}`), { params: Promise.resolve({ gtin }) });
    const response = await answer('8056473010017');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('public');
    const { pixels, side } = rasterize(await response.text());
    expect(jsQR(pixels, side, side)?.data).toMatch(/\/01\/08056473010017$/);
    for (const wrong of ['8056473010010', '80564730100', '8056473010010<svg>', '../x']) expect((await answer(wrong)).status, wrong).toBe(404);
  });
});
