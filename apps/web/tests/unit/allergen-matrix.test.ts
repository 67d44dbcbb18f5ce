// Allergen matrix (issue 26): filtering, the CSV (the same statuses as the CMS data, safe cells),
// and the tender pack: one specification sheet per chosen product in the ZIP.
import { unzipSync } from 'fflate';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { allergenMatrixCsv, csvSeparator } from '@/lib/catalogue/allergen-matrix-csv';
import { allergenMatrixXlsx } from '@/lib/server/allergen-matrix-xlsx';
import { ALLERGENS } from '@/lib/catalogue/allergens';
import type { MatrixProduct } from '@/lib/cms/allergen-matrix';
import type { ProductDetail } from '@/lib/cms/product';
import itMessages from '../../messages/it.json';

const cms = vi.hoisted(() => ({ getProduct: vi.fn() }));
vi.mock('@/lib/cms/product', () => ({ getProduct: cms.getProduct }));
vi.mock('@/lib/cms/allergen-matrix', () => ({ listMatrixProducts: async () => [] }));
vi.mock('@/lib/server/sheet-texts', () => ({
  sheetTexts: async () => ({ t: (key: string) => key, info: (key: string) => key, allergen: (code: string) => code, method: (m: string) => m }),
}));

const { matrixRows, parseMatrixFilter } = await import('@/loaders/foodservice-tools');
const { GET: tenderPack } = await import('@/app/api/foodservice/tender-pack/route');
const { drawAllergenMatrix } = await import('@/lib/server/allergen-matrix-pdf');

const product = (
  slug: string,
  code: string,
  category: string,
  line: string,
  contains: MatrixProduct['contains'],
  traces: MatrixProduct['traces'],
): MatrixProduct => ({
  documentId: `doc-${slug}`,
  slug,
  title: slug.replace(/-/g, ' '),
  code,
  gtin: null,
  category: { slug: category, name: category.toUpperCase() },
  line: { code: line, name: line },
  contains,
  traces,
});

const PRODUCTS = [
  product('polpette', 'BR-4003', 'contorni', 'CLA', ['gluten', 'eggs', 'milk'], ['soybeans', 'sesame']),
  product('spinaci', 'BR-1001', 'verdure-iqf', 'CLA', [], ['celery']),
  product('pere', 'BR-P201', 'frutta', 'PRO', [], ['nuts']),
];

describe('allergen matrix rows', () => {
  it('one status per Annex II allergen, in Annex order', () => {
    const [polpette] = matrixRows(PRODUCTS, { category: null, line: null });
    expect(polpette?.statuses).toHaveLength(14);
    expect(Object.fromEntries(ALLERGENS.map((c, i) => [c, polpette?.statuses[i]]))).toMatchObject({
      gluten: 'contains',
      eggs: 'contains',
      milk: 'contains',
      soybeans: 'traces',
      sesame: 'traces',
      celery: 'free',
      peanuts: 'free',
    });
  });

  it('filters by category and line; unknown shapes are ignored', () => {
    expect(matrixRows(PRODUCTS, parseMatrixFilter({ line: 'CLA' })).map((r) => r.slug)).toEqual(['polpette', 'spinaci']);
    expect(matrixRows(PRODUCTS, parseMatrixFilter({ category: 'frutta', line: 'PRO' })).map((r) => r.slug)).toEqual(['pere']);
    expect(parseMatrixFilter({ category: '<script>', line: ['CLA', 'PRO'] })).toEqual({ category: null, line: 'CLA' });
  });
});

const CSV_TEXTS = {
  head: { code: 'Codice', product: 'Prodotto', gtin: 'EAN-13', category: 'Categoria', line: 'Linea' },
  allergen: (c: string) => c,
  status: (s: string) => ({ contains: 'contiene', traces: 'può contenere', free: 'assente' })[s] ?? s,
};

/** RFC 4180 reading with a given separator (what Excel does with its list separator). */
function parseCsv(csv: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && csv[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('allergen matrix CSV', () => {
  const first = () => {
    const [row] = matrix();
    if (!row) throw new Error('no row');
    return row;
  };
  const matrix = () =>
    matrixRows(PRODUCTS, { category: null, line: null }).map((r, i) => ({
      ...r,
      gtin: i === 0 ? '8056473040031' : r.gtin,
      title: i === 1 ? '=HYPERLINK("x")' : r.title,
      category: r.category?.name ?? null,
      line: r.line?.name ?? null,
    }));

  it('Italian: `;` between cells, a header and one row a product, statuses in words (19 columns)', () => {
    const csv = allergenMatrixCsv(matrix(), CSV_TEXTS, csvSeparator('it'));
    expect(csv.startsWith('\ufeff')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(`Codice;Prodotto;EAN-13;Categoria;Linea;${ALLERGENS.join(';')}`);
    const rows = parseCsv(csv.slice(1), ';');
    for (const row of rows) expect(row).toHaveLength(19);
    expect(rows[1]?.slice(5)).toEqual([
      'contiene',
      'assente',
      'contiene',
      'assente',
      'assente',
      'può contenere',
      'contiene',
      'assente',
      'assente',
      'assente',
      'può contenere',
      'assente',
      'assente',
      'assente',
    ]);
    // English: the comma of English Excel.
    expect(allergenMatrixCsv(matrix(), CSV_TEXTS, csvSeparator('en')).split('\r\n')[0]).toBe(
      `\ufeffCodice,Prodotto,EAN-13,Categoria,Linea,${ALLERGENS.join(',')}`,
    );
  });

  it('an EAN is written as text (="…"), never as a number Excel would show as 8,05647E+12', () => {
    const csv = allergenMatrixCsv(matrix(), CSV_TEXTS, ';');
    expect(csv).toContain(';"=""8056473040031""";');
    expect(parseCsv(csv.slice(1), ';')[1]?.[2]).toBe('="8056473040031"');
    // Something else in the EAN field is not made a formula.
    const odd = allergenMatrixCsv([{ ...first(), gtin: '=1+1' }], CSV_TEXTS, ';');
    expect(parseCsv(odd.slice(1), ';')[1]?.[2]).toBe("'=1+1");
  });

  it('quotes cells holding either separator, quotes, line breaks or edge spaces (RFC 4180)', () => {
    const titles = ['Piselli; fini', 'Spinaci, in foglia', 'Pere "Abate"', 'Due\nrighe', ' spazio '];
    for (const separator of [';', ','] as const) {
      const csv = allergenMatrixCsv(
        titles.map((title) => ({ ...first(), title })),
        CSV_TEXTS,
        separator,
      );
      expect(
        parseCsv(csv.slice(1), separator)
          .slice(1)
          .map((row) => row[1]),
      ).toEqual(titles);
    }
  });

  it('no cell, and no part of a cell after a `;` or `,`, can start a formula', () => {
    const hostile = ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', "Piselli;=cmd|'/c calc'!A1", 'Pere,+1', 'a; @x', 'a;-1', 'Pere - Abate'];
    for (const separator of [';', ','] as const) {
      const csv = allergenMatrixCsv(
        hostile.map((title) => ({ ...first(), title })),
        CSV_TEXTS,
        separator,
      );
      const titles = parseCsv(csv.slice(1), separator)
        .slice(1)
        .map((row) => row[1] ?? '');
      expect(titles).toEqual([
        '\'=HYPERLINK("x")',
        "'+1",
        "'-2+3",
        "'@SUM(A1)",
        "'\tTAB",
        "'\rCR",
        "Piselli;'=cmd|'/c calc'!A1",
        "Pere,'+1",
        "a;' @x",
        "a;'-1",
        'Pere - Abate',
      ]);
      // Read with either separator (a file opened by an Excel of the other language), no fragment starts a formula.
      for (const reading of [';', ','])
        for (const row of parseCsv(csv.slice(1), reading))
          for (const cell of row) {
            // The one formula the file holds is the EAN's own text formula, digits only.
            if (!/^="\d{8,14}"$/.test(cell)) expect(cell, cell).not.toMatch(/^\s*[=+\-@\t\r]/);
          }
    }
  });
});

describe('allergen matrix workbook (.xlsx)', () => {
  it('header row frozen, EAN cells are text with their 13 digits, formula-like titles stay text', async () => {
    const rows = matrixRows(PRODUCTS, { category: null, line: null }).map((r, i) => ({
      ...r,
      gtin: i === 0 ? '8056473040031' : null,
      title: i === 1 ? '=HYPERLINK("x")' : r.title,
      category: r.category?.name ?? null,
      line: r.line?.name ?? null,
    }));
    const xlsx = await allergenMatrixXlsx(rows, { ...CSV_TEXTS, sheet: 'Matrice allergeni', title: 'Matrice allergeni Brina' });
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Matrice allergeni');
    expect(sheet).toBeDefined();
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Codice', 'Prodotto', 'EAN-13', 'Categoria', 'Linea', ...ALLERGENS]);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.rowCount).toBe(4);
    const ean = sheet?.getCell('C2');
    expect(ean?.type).toBe(ExcelJS.ValueType.String);
    expect(ean?.value).toBe('8056473040031');
    expect(ean?.numFmt).toBe('@');
    const title = sheet?.getCell('B3');
    expect(title?.type).toBe(ExcelJS.ValueType.String);
    expect(title?.value).toBe('=HYPERLINK("x")');
    expect(sheet?.getCell('F2').value).toBe('contiene');
    expect(sheet?.getCell('K2').value).toBe('può contenere');
  });
});

describe('tender pack', () => {
  const detail = (slug: string, code: string) =>
    ({
      documentId: `doc-${slug}`,
      slug,
      title: slug,
      excerpt: null,
      b2bCategory: { slug: 'x', name: 'X' },
      b2cCategory: null,
      features: { productCode: code, packsPerCarton: 4, cartonsPerPallet: 60, weight: '2,5 kg', shelfLife: null },
      portionSize: null,
      nutrition: null,
      cookingMethods: [],
      allergensContains: [],
      allergensTraces: [],
      diets: [],
      productLine: null,
      label: {
        ingredients: null,
        gtin: null,
        gtinCarton: null,
        netQuantityG: 2500,
        cartonGrossWeightKg: null,
        cookingYieldPercent: null,
        origin: null,
        storage: null,
        certifications: null,
        producer: null,
        plant: null,
        plantApproval: null,
        microbiology: [],
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
      images: [],
      relatedRecipes: [],
    }) as unknown as ProductDetail;

  it('holds one specification sheet per chosen product (each once)', async () => {
    cms.getProduct.mockImplementation(async (_locale: string, slug: string) =>
      slug === 'pere' ? detail('pere', 'BR-P201') : slug === 'spinaci' ? detail('spinaci', 'BR-1001') : null,
    );
    const answer = await tenderPack(new Request('http://localhost/api/foodservice/tender-pack?locale=en&product=pere&product=spinaci&product=pere'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['brina-br-1001-spec-sheet-en.pdf', 'brina-br-p201-spec-sheet-en.pdf']);
    for (const pdf of Object.values(files)) expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
  });

  it('refuses no product, too many, malformed slugs and unknown products', async () => {
    const ask = (query: string) => tenderPack(new Request(`http://localhost/api/foodservice/tender-pack?${query}`));
    expect((await ask('locale=it')).status).toBe(400);
    expect((await ask(`locale=it&${Array.from({ length: 41 }, (_, i) => `product=p${i}`).join('&')}`)).status).toBe(400);
    expect((await ask('locale=it&product=../etc')).status).toBe(400);
    expect((await ask('locale=fr&product=pere')).status).toBe(400);
    expect((await ask('locale=it&product=nessuno')).status).toBe(404);
  });
});

describe('allergen matrix PDF (issue 37)', () => {
  const texts = {
    title: 'Matrice allergeni',
    subtitle: 'Dati del catalogo',
    product: 'Prodotto',
    legend: 'Legenda',
    allergen: (code: string) => itMessages.allergens[code as keyof typeof itMessages.allergens],
    status: (s: string) => s,
  };
  const rows = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      code: `BR-${1000 + i}`,
      title: `Prodotto di prova ${i + 1}`,
      category: 'Verdure',
      statuses: ALLERGENS.map((_, j) => (j === i % 14 ? 'contains' : 'free') as 'contains' | 'free'),
    }));

  /** Each page's text items with their place (y grows downwards, from the page's top). */
  async function pages(pdf: Buffer) {
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const out: { str: string; x: number; y: number }[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const height = page.getViewport({ scale: 1 }).height;
      const content = await page.getTextContent();
      out.push(
        content.items.flatMap((item) =>
          'str' in item && item.str.trim() ? [{ str: item.str, x: item.transform[4] as number, y: height - (item.transform[5] as number) }] : [],
        ),
      );
    }
    return out;
  }

  it('the food-service catalogue (15 products, room for 20) fits on one page: no blank page, a footer', async () => {
    const result = await pages(await drawAllergenMatrix(rows(20), texts));
    expect(result).toHaveLength(1);
    expect(result[0]?.map((i) => i.str).join(' ')).toContain('Brina – Matrice allergeni – 1/1');
  });

  it('longer lists: every page has the header, rows and its footer', async () => {
    const result = await pages(await drawAllergenMatrix(rows(40), texts));
    expect(result).toHaveLength(2);
    result.forEach((items, i) => {
      const text = items.map((item) => item.str).join(' ');
      expect(text).toContain('Prodotto');
      expect(text).toContain('Prodotto di prova');
      expect(text).toContain(`Brina – Matrice allergeni – ${i + 1}/2`);
    });
  });

  it('"Prodotto" sits on the header row, level with the last line of the allergen names', async () => {
    const [items = []] = await pages(await drawAllergenMatrix(rows(3), texts));
    const product = items.find((i) => i.str === 'Prodotto');
    const firstRow = items.find((i) => i.str.includes('Prodotto di prova 1'));
    // The lowest header line of the allergen columns (the names wrap onto several lines).
    const header = items.filter((i) => product && i.x > product.x + 100 && firstRow && i.y < firstRow.y);
    const lowest = Math.max(...header.map((i) => i.y));
    expect(product).toBeDefined();
    expect(Math.abs((product?.y ?? 0) - lowest)).toBeLessThan(2);
  });
});
