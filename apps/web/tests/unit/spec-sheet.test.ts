// Specification sheets (issue 26): the PDF, read back with a PDF text extractor, carries the product's
// code, GTINs, allergens and nutrition figures in each language; it is drawn once per product change.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { AllergenCode } from '@/lib/catalogue/allergens';
import type { ProductDetail } from '@/lib/cms/product';
import { drawSpecSheet, sheetsDrawn, specSheet, type SheetTexts } from '@/lib/server/spec-sheet';
import itMessages from '../../messages/it.json';
import enMessages from '../../messages/en.json';

type Messages = { specSheet: unknown; productInfo: unknown; allergens: Record<AllergenCode, string>; catalogue: { method: Record<string, string> } };

/** The sheet's texts straight from a messages file (what lib/server/sheet-texts.ts reads through next-intl). */
function texts(messages: Messages): SheetTexts {
  const lookup = (root: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
  const fill = (text: unknown, values?: Record<string, string | number>) => String(text).replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));
  return {
    t: (key, values) => fill(lookup(messages.specSheet, key), values),
    info: (key, values) => fill(lookup(messages.productInfo, key), values),
    allergen: (code: AllergenCode) => messages.allergens[code],
    method: (method) => messages.catalogue.method[method] ?? method,
  };
}

function product(locale: 'it' | 'en', updatedAt = '2026-11-20T09:30:00.000Z'): ProductDetail {
  const italian = locale === 'it';
  return {
    documentId: 'doc-polpette',
    title: italian ? 'Polpette vegetali' : 'Vegetable balls',
    slug: italian ? 'polpette-vegetali' : 'vegetable-balls',
    excerpt: null,
    image: null,
    images: [],
    b2cCategory: null,
    b2bCategory: { slug: 'contorni', name: italian ? 'Contorni professionali' : 'Professional side dishes' },
    isHero: false,
    description: null,
    features: {
      packsPerCarton: 12,
      cartonsPerPallet: 80,
      weight: '300 g',
      productCode: 'BR-4003',
      shelfLife: italian ? '18 mesi a -18 °C' : '18 months at -18 °C',
    },
    portionSize: '100 g',
    nutrition: { energyKj: 778, energyKcal: 186, fat: 8.2, saturates: 2.1, carbohydrate: 22, sugars: 2.3, fibre: 4.4, protein: 7.4, salt: 1.1 },
    cookingMethods: [
      {
        id: 'o',
        method: 'ventilated_oven',
        minutes: 18,
        instructions: italian
          ? 'Forno ventilato a 200 °C, su carta forno, girandole a metà cottura.'
          : 'Fan oven at 200 °C on baking paper, turning them halfway.',
      },
      {
        id: 'p',
        method: 'pan',
        minutes: 10,
        instructions: italian
          ? 'In padella con un filo d’olio, a fuoco medio, girandole spesso.'
          : 'In a pan with a little oil over a medium heat, turning them often.',
      },
      {
        id: 'a',
        method: 'air_fryer',
        minutes: 12,
        instructions: italian ? 'Friggitrice ad aria a 190 °C, scuotendo il cestello a metà.' : 'Air fryer at 190 °C, shaking the basket halfway.',
      },
      { id: 'f', method: 'fryer', minutes: 4, instructions: italian ? 'Friggitrice a 175 °C, da surgelate.' : 'Deep fryer at 175 °C, from frozen.' },
    ],
    allergens: null,
    mayContain: null,
    allergensContains: ['gluten', 'eggs', 'milk'],
    allergensTraces: ['soybeans', 'sesame'],
    label: {
      ingredients: italian
        ? 'Verdure (55%), pangrattato (farina di **frumento**), **uova**, formaggio (**latte**).'
        : 'Vegetables (55%), breadcrumbs (**wheat** flour), **eggs**, cheese (**milk**).',
      gtin: '8056473040031',
      gtinCarton: '18056473040038',
      netQuantityG: 300,
      cartonGrossWeightKg: 4.01,
      cookingYieldPercent: 95,
      origin: italian ? 'Italia (Emilia-Romagna)' : 'Italy (Emilia-Romagna)',
      storage: italian
        ? 'Conservare a -18 °C. Nel congelatore ★★★: fino alla data indicata.'
        : 'Store at -18 °C. In a ★★★ freezer: until the best-before date.',
      certifications: 'BRCGS Food (AA), IFS Food (livello superiore)',
      producer: italian
        ? 'Brina Società Cooperativa Agricola\nVia dei Frutteti 18, 47521 Cesena (FC), Italia'
        : 'Brina Società Cooperativa Agricola\nVia dei Frutteti 18, 47521 Cesena (FC), Italy',
      plant: italian ? 'Stabilimento di Cesena\nVia dei Frutteti 18, 47521 Cesena (FC), Italia' : 'Cesena plant\nVia dei Frutteti 18, 47521 Cesena (FC), Italy',
      plantApproval: 'IT 852/2004 FC-0471',
      microbiology: [
        {
          microorganism: 'Listeria monocytogenes',
          limit: italian ? '≤ 100 ufc/g' : '≤ 100 cfu/g',
          method: 'EN ISO 11290-2',
          reference: 'Reg. (CE) 2073/2005, 1.3',
        },
        {
          microorganism: 'Salmonella',
          limit: italian ? 'assente in 25 g' : 'not detected in 25 g',
          method: 'EN ISO 6579-1',
          reference: 'Reg. (CE) 2073/2005, 1.19',
        },
        { microorganism: 'Escherichia coli', limit: 'n=5, c=2, m=100, M=1000 ufc/g', method: 'ISO 16649-2', reference: 'Reg. (CE) 2073/2005, 2.5.1' },
        {
          microorganism: italian ? 'Carica batterica totale (30 °C)' : 'Total viable count (30 °C)',
          limit: '≤ 1.000.000 ufc/g',
          method: 'EN ISO 4833-1',
          reference: italian ? 'Specifica interna' : 'Internal specification',
        },
      ],
      updatedAt,
    },
    productLine: { name: 'Classica', code: 'CLA' },
    typology: null,
    diets: [{ name: italian ? 'Vegetariano' : 'Vegetarian', code: 'VEGETARIAN' }],
    cuttingType: null,
    relatedRecipes: [],
    seo: { title: null, description: null, image: null },
    localizations: {},
  } as unknown as ProductDetail;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Each page's text, in page order (blank pages and missing footers show here). */
async function pageTexts(pdf: Buffer): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

const SITE = 'https://www.brina.example';

describe('specification sheet PDF', () => {
  it('Italian: code, GTINs, allergens, nutrition, storage, logistics, version', async () => {
    const pdf = await drawSpecSheet({ product: product('it'), locale: 'it', texts: texts(itMessages), siteUrl: SITE });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Scheda tecnica di prodotto',
      'Polpette vegetali',
      'BR-4003',
      '8056473040031',
      '18056473040038',
      'FRUMENTO',
      'UOVA',
      'Contiene glutine, uova, latte',
      'Può contenere tracce di soia, sesamo',
      'DICHIARAZIONE NUTRIZIONALE',
      'Per porzione (100 g)',
      'Energia 778 kJ / 186 kcal 778 kJ / 186 kcal',
      'Grassi 8,2 g 8,2 g di cui acidi grassi saturi 2,1 g 2,1 g Carboidrati 22 g 22 g di cui zuccheri 2,3 g 2,3 g Fibre 4,4 g 4,4 g Proteine 7,4 g 7,4 g Sale 1,1 g 1,1 g',
      'PRODUTTORE E STABILIMENTO',
      'Produttore Brina Società Cooperativa Agricola, Via dei Frutteti 18, 47521 Cesena (FC), Italia',
      'Stabilimento di produzione Stabilimento di Cesena',
      'IT 852/2004 FC-0471',
      'CRITERI MICROBIOLOGICI',
      'Listeria monocytogenes <= 100 ufc/g EN ISO 11290-2',
      'Salmonella assente in 25 g',
      'Escherichia coli',
      'Conservare a -18 °C',
      'Confezioni per cartone 12',
      'Peso netto cartone 3,6 kg',
      'Forno ventilato',
      'BRCGS Food',
      '20 novembre 2026',
      `${SITE}/01/08056473040031`,
    ])
      expect(text, expected).toContain(expected);
    // The 14 allergens each with a status.
    expect(text).toMatch(/arachidi assente/);
    expect(text).toMatch(/sesamo può contenere/);
  });

  it('English: the same data in English', async () => {
    const text = await pdfText(await drawSpecSheet({ product: product('en'), locale: 'en', texts: texts(enMessages), siteUrl: SITE }));
    for (const expected of [
      'Product specification sheet',
      'Vegetable balls',
      'BR-4003',
      '8056473040031',
      'WHEAT',
      'Contains gluten, eggs, milk',
      'May contain traces of soybeans, sesame',
      'NUTRITION DECLARATION',
      'Energy 778 kJ / 186 kcal',
      'of which saturates 2.1 g',
      'of which sugars 2.3 g',
      'Salt 1.1 g',
      'Producer Brina Società Cooperativa Agricola, Via dei Frutteti 18, 47521 Cesena (FC), Italy',
      'Plant registration number IT 852/2004 FC-0471',
      'MICROBIOLOGICAL CRITERIA',
      'Salmonella not detected in 25 g',
      'Store at -18 °C',
      'In a *** freezer',
      'Carton net weight 3.6 kg',
      'Fan oven',
      '20 November 2026',
    ])
      expect(text, expected).toContain(expected);
  });

  it('fits on two pages, each with its footer and content (issue 37: no blank pages)', async () => {
    for (const [locale, messages, footer] of [
      ['it', itMessages, (page: number, pages: number) => `pagina ${page} di ${pages}`],
      ['en', enMessages, (page: number, pages: number) => `page ${page} of ${pages}`],
    ] as const) {
      const pdf = await drawSpecSheet({ product: product(locale), locale, texts: texts(messages), siteUrl: SITE });
      if (process.env.SHEET_OUT) (await import('node:fs')).writeFileSync(`${process.env.SHEET_OUT}-${locale}.pdf`, pdf);
      const pages = await pageTexts(pdf);
      expect(pages.length, locale).toBe(2);
      pages.forEach((page, i) => {
        expect(page, `${locale} page ${i + 1}`).toContain(footer(i + 1, pages.length));
        // More than the footer: a page of content.
        expect(page.length, `${locale} page ${i + 1}`).toBeGreaterThan(400);
      });
    }
  });

  it('is drawn once per product change, shared by concurrent requests', async () => {
    const before = sheetsDrawn();
    const input = { product: product('en', '2026-11-21T08:00:00.000Z'), locale: 'en' as const, texts: texts(enMessages), siteUrl: SITE };
    const [a, b] = await Promise.all([specSheet(input), specSheet(input)]);
    expect(a.pdf).toBe(b.pdf);
    expect((await specSheet(input)).cached).toBe(true);
    expect(sheetsDrawn() - before).toBe(1);
    const changed = await specSheet({ ...input, product: product('en', '2026-11-22T08:00:00.000Z') });
    expect(changed.cached).toBe(false);
    expect(sheetsDrawn() - before).toBe(2);
  });
});
