// The demo products' label information (EU Reg. 1169/2011): ingredients with the allergens in bold
// (`**…**`, as the website and the specification sheet emphasise them), origin of the primary
// ingredient, storage, GTINs, net quantity, cooking yield and certifications.
import { bi, type Bi } from '../i18n';

type ProductInfo = { ingredients: Bi; origin: Bi; yield: number };

const ITALY = (region: string) => bi(`Italia (${region})`, `Italy (${region})`);
const single = (it: string, en: string, region: string, yieldPercent: number, organic = false): ProductInfo => ({
  ingredients: organic ? bi(`${it}* (100%). *Da agricoltura biologica.`, `${en}* (100%). *Organically farmed.`) : bi(`${it} (100%).`, `${en} (100%).`),
  origin: ITALY(region),
  yield: yieldPercent,
});

const GRILLED: ProductInfo = {
  ingredients: bi(
    'Melanzane grigliate (40%), zucchine grigliate (35%), peperoni grigliati (22%), olio extravergine di oliva, sale.',
    'Grilled aubergines (40%), grilled courgettes (35%), grilled peppers (22%), extra virgin olive oil, salt.',
  ),
  origin: ITALY('Emilia-Romagna'),
  yield: 95,
};

/** By product seed key; every product has an entry (seedProducts fails on a missing one). */
export const PRODUCT_INFO: Record<string, ProductInfo> = {
  spinaci: single('Spinaci', 'Spinach', 'Emilia-Romagna', 85),
  piselli: single('Piselli', 'Peas', 'Emilia-Romagna', 100),
  fagiolini: single('Fagiolini', 'Green beans', 'Veneto', 95),
  broccoli: single('Broccoli', 'Broccoli', 'Basilicata', 92, true),
  carote: single('Carote', 'Carrots', 'Veneto', 95),
  'verdure-grigliate': GRILLED,
  friarielli: single('Cime di rapa (friarielli)', 'Broccoli rabe (friarielli)', 'Campania', 85),
  cavolfiore: single('Cavolfiore', 'Cauliflower', 'Emilia-Romagna', 92),
  minestrone: {
    ingredients: bi(
      'Patate, carote, zucchine, pomodori, fagioli borlotti, piselli, fagiolini, cavolo verza, spinaci, porri, **sedano**, cipolle, zucca, bietole.',
      'Potatoes, carrots, courgettes, tomatoes, borlotti beans, peas, green beans, savoy cabbage, spinach, leeks, **celery**, onions, pumpkin, chard.',
    ),
    origin: ITALY('Emilia-Romagna'),
    yield: 100,
  },
  'zuppa-legumi': {
    ingredients: bi(
      'Acqua, fagioli borlotti (18%), ceci (12%), lenticchie (10%), **orzo** perlato (8%), **farro** (6%), carote, **sedano**, cipolle, pomodoro, olio extravergine di oliva, sale, rosmarino.',
      'Water, borlotti beans (18%), chickpeas (12%), lentils (10%), pearl **barley** (8%), **spelt** (6%), carrots, **celery**, onions, tomato, extra virgin olive oil, salt, rosemary.',
    ),
    origin: ITALY('Basilicata'),
    yield: 100,
  },
  'vellutata-zucca': {
    ingredients: bi(
      'Zucca (60%), acqua, patate, cipolle, **sedano**, olio extravergine di oliva, sale, noce moscata.',
      'Pumpkin (60%), water, potatoes, onions, **celery**, extra virgin olive oil, salt, nutmeg.',
    ),
    origin: ITALY('Emilia-Romagna'),
    yield: 100,
  },
  'passato-verdure': {
    ingredients: bi(
      'Acqua, patate (20%), carote (15%), zucchine (12%), porri, **sedano**, cipolle, fagiolini, olio extravergine di oliva, sale.',
      'Water, potatoes (20%), carrots (15%), courgettes (12%), leeks, **celery**, onions, green beans, extra virgin olive oil, salt.',
    ),
    origin: ITALY('Veneto'),
    yield: 100,
  },
  'frutti-di-bosco': {
    ingredients: bi(
      'Lamponi (30%), more (30%), mirtilli (25%), ribes rosso (15%).',
      'Raspberries (30%), blackberries (30%), blueberries (25%), redcurrants (15%).',
    ),
    origin: ITALY('Trentino'),
    yield: 88,
  },
  'pere-cubetti': single('Pere', 'Pears', 'Emilia-Romagna', 92),
  fragole: single('Fragole', 'Strawberries', 'Basilicata', 88),
  mirtilli: single('Mirtilli', 'Blueberries', 'Trentino', 90, true),
  'risotto-asparagi': {
    ingredients: bi(
      'Riso Carnaroli (45%), acqua, asparagi (18%), Parmigiano Reggiano DOP (**latte**, sale, caglio), burro (**latte**), cipolle, **sedano**, olio extravergine di oliva, sale.',
      'Carnaroli rice (45%), water, asparagus (18%), Parmigiano Reggiano PDO (**milk**, salt, rennet), butter (**milk**), onions, **celery**, extra virgin olive oil, salt.',
    ),
    origin: ITALY('Piemonte'),
    yield: 100,
  },
  'cous-cous': {
    ingredients: bi(
      'Cous cous precotto di semola di **grano** duro (50%), zucchine, peperoni, carote, ceci, cipolle, olio extravergine di oliva, sale, menta, cumino.',
      'Precooked couscous of durum **wheat** semolina (50%), courgettes, peppers, carrots, chickpeas, onions, extra virgin olive oil, salt, mint, cumin.',
    ),
    origin: bi('Grano duro: UE e non UE', 'Durum wheat: EU and non-EU'),
    yield: 100,
  },
  'polpette-vegetali': {
    ingredients: bi(
      'Verdure (55%: spinaci, carote, zucchine), pangrattato (farina di **frumento**, acqua, lievito, sale), **uova**, formaggio grattugiato (**latte**, sale, caglio), olio di semi di girasole, sale.',
      'Vegetables (55%: spinach, carrots, courgettes), breadcrumbs (**wheat** flour, water, yeast, salt), **eggs**, grated cheese (**milk**, salt, rennet), sunflower oil, salt.',
    ),
    origin: ITALY('Emilia-Romagna'),
    yield: 95,
  },
  'burger-ceci': {
    ingredients: bi(
      'Ceci (60%), patate, carote, cipolle, fiocchi di patate, farina di riso, olio di semi di girasole, sale, prezzemolo, curcuma.',
      'Chickpeas (60%), potatoes, carrots, onions, potato flakes, rice flour, sunflower oil, salt, parsley, turmeric.',
    ),
    origin: ITALY('Basilicata'),
    yield: 92,
  },
  'patate-spicchi': {
    ingredients: bi('Patate (97%), olio di semi di girasole, sale, rosmarino.', 'Potatoes (97%), sunflower oil, salt, rosemary.'),
    origin: ITALY('Emilia-Romagna'),
    yield: 85,
  },
  'patate-novelle': single('Patate novelle', 'New potatoes', 'Emilia-Romagna', 90),
  rosti: {
    ingredients: bi(
      'Patate (92%), olio di semi di girasole, cipolle, fecola di patate, sale, pepe.',
      'Potatoes (92%), sunflower oil, onions, potato starch, salt, pepper.',
    ),
    origin: ITALY('Emilia-Romagna'),
    yield: 88,
  },
  'creatu-wok': {
    ingredients: bi(
      'Fagiolini, carote, peperoni rossi, germogli di fagiolo mungo, cipolle, cavolo cinese, funghi shiitake.',
      'Green beans, carrots, red peppers, mung bean sprouts, onions, Chinese cabbage, shiitake mushrooms.',
    ),
    origin: ITALY('Veneto'),
    yield: 92,
  },
  'creatu-minestra': {
    ingredients: bi('Patate, carote, cipolle, **sedano**, porri, zucchine, prezzemolo.', 'Potatoes, carrots, onions, **celery**, leeks, courgettes, parsley.'),
    origin: ITALY('Emilia-Romagna'),
    yield: 100,
  },
  'grigliate-professional': GRILLED,
  'pere-pasticceria': single('Pere Abate', 'Abate pears', 'Emilia-Romagna', 92),
  'contorno-mediterraneo': {
    ingredients: bi(
      'Peperoni (65%), pomodoro, cipolle, olive verdi, capperi, olio extravergine di oliva, aceto di vino (contiene **solfiti**), sale.',
      'Peppers (65%), tomato, onions, green olives, capers, extra virgin olive oil, wine vinegar (contains **sulphites**), salt.',
    ),
    origin: ITALY('Basilicata'),
    yield: 97,
  },
};

/** A product's label data; an organic product's ingredient list says which ingredients are organic. */
export function productInfo(key: string, organic: boolean): ProductInfo {
  const entry = PRODUCT_INFO[key];
  if (!entry) throw new Error(`Seed: product "${key}" has no label information (seed/data/product-info.ts)`);
  if (!organic || entry.ingredients.it.includes('*')) return entry;
  return {
    ...entry,
    ingredients: bi(
      `${entry.ingredients.it} Tutti gli ingredienti agricoli sono da agricoltura biologica.`,
      `${entry.ingredients.en} All agricultural ingredients are organically farmed.`,
    ),
  };
}

/** GS1 check digit of the digits before it (mod 10, weights 3 and 1 from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

// The cooperative's (fictional) GS1 Italy company prefix; item references follow the product codes.
const COMPANY_PREFIX = '8056473';

/** EAN-13 of the consumer pack and GTIN-14 (indicator 1) of the carton, from the product code. */
export function productGtins(code: string): { gtin: string; gtin_carton: string } {
  const digits = code.replace(/\D/g, '');
  const letter = /P/.test(code) ? '9' : '0';
  const body = COMPANY_PREFIX + (letter + digits).padStart(5, '0').slice(-5);
  const gtin = body + gs1CheckDigit(body);
  const carton = '1' + body;
  return { gtin, gtin_carton: carton + gs1CheckDigit(carton) };
}

/** Grams in a pack weight such as "750 g", "1 kg" or "2,5 kg". */
export function netGrams(weight: string): number {
  const match = /^([\d.,]+)\s*(kg|g)$/i.exec(weight.trim());
  if (!match) throw new Error(`Seed: cannot read the pack weight "${weight}"`);
  const value = Number(match[1].replace(',', '.'));
  return Math.round(match[2].toLowerCase() === 'kg' ? value * 1000 : value);
}

export const STORAGE = bi(
  'Conservare a -18 °C. Nel congelatore ★★★: fino alla data indicata; nello scomparto ★★: 1 mese; nello scomparto ★: 1 settimana; in frigorifero: 24 ore. Una volta scongelato, il prodotto non deve essere ricongelato.',
  'Store at -18 °C. In a ★★★ freezer: until the best-before date; ★★ compartment: 1 month; ★ compartment: 1 week; refrigerator: 24 hours. Do not refreeze once thawed.',
);

export function certifications(organic: boolean): Bi {
  return organic
    ? bi('BRCGS Food (AA), IFS Food (livello superiore), Biologico UE (IT-BIO-006)', 'BRCGS Food (AA), IFS Food (higher level), EU organic (IT-BIO-006)')
    : bi('BRCGS Food (AA), IFS Food (livello superiore)', 'BRCGS Food (AA), IFS Food (higher level)');
}

// ---- Producer, plants and microbiological criteria (issue 37): what a buyer's quality manager asks
// for. The cooperative and its three plants are fictional, and so are their registration numbers.

const ITALIA = bi('Italia', 'Italy');
export const PRODUCER = bi(
  `Brina Società Cooperativa Agricola\nVia dei Frutteti 18, 47521 Cesena (FC), ${ITALIA.it}`,
  `Brina Società Cooperativa Agricola\nVia dei Frutteti 18, 47521 Cesena (FC), ${ITALIA.en}`,
);

type Plant = { address: Bi; registration: string };
const plant = (it: string, en: string, address: string, registration: string): Plant => ({
  address: bi(`${it}\n${address}, ${ITALIA.it}`, `${en}\n${address}, ${ITALIA.en}`),
  registration,
});
// Registration numbers under Reg. (EC) 852/2004, as the local health authority (ASL) gives them.
const PLANTS = {
  cesena: plant('Stabilimento di Cesena', 'Cesena plant', 'Via dei Frutteti 18, 47521 Cesena (FC)', 'IT 852/2004 FC-0471'),
  ficarolo: plant('Stabilimento di Ficarolo', 'Ficarolo plant', 'Via Argine Po 41, 45036 Ficarolo (RO)', 'IT 852/2004 RO-0233'),
  policoro: plant('Stabilimento di Policoro', 'Policoro plant', 'SS 106 Jonica km 433, 75025 Policoro (MT)', 'IT 852/2004 MT-0118'),
};

/** The plant nearest the primary ingredient's fields: Veneto and Trentino to Ficarolo, the South to Policoro. */
export function plantOf(info: ProductInfo): Plant {
  if (/Veneto|Trentino/.test(info.origin.it)) return PLANTS.ficarolo;
  if (/Basilicata|Campania/.test(info.origin.it)) return PLANTS.policoro;
  return PLANTS.cesena;
}

type Criterion = { microorganism: string; limit: string; method: string; reference: string };
const criterion = (microorganism: Bi | string, limit: Bi, method: string, reference: Bi): Bi<Criterion> => {
  const name = typeof microorganism === 'string' ? bi(microorganism, microorganism) : microorganism;
  return bi(
    { microorganism: name.it, limit: limit.it, method, reference: reference.it },
    { microorganism: name.en, limit: limit.en, method, reference: reference.en },
  );
};
const REG = (point: string) => bi(`Reg. (CE) 2073/2005, all. I, ${point}`, `Reg. (EC) 2073/2005, Annex I, ${point}`);
const INTERNAL = bi('Specifica interna Brina', 'Brina internal specification');

// Reg. (EC) 2073/2005 Annex I: L. monocytogenes in ready-to-eat foods (1.3), Salmonella and E. coli
// in pre-cut fruit and vegetables (1.19, 2.5.1: frozen vegetables are often eaten after a short
// cooking only); a total count as a hygiene indicator of our own.
const COMMON = [
  criterion(
    'Listeria monocytogenes',
    bi('≤ 100 ufc/g fino al termine minimo di conservazione', '≤ 100 cfu/g until the best-before date'),
    'EN ISO 11290-2',
    REG('1.3'),
  ),
  criterion('Salmonella spp.', bi('assente in 25 g (n=5, c=0)', 'not detected in 25 g (n=5, c=0)'), 'EN ISO 6579-1', REG('1.19')),
  criterion('Escherichia coli', bi('n=5, c=2, m=100 ufc/g, M=1.000 ufc/g', 'n=5, c=2, m=100 cfu/g, M=1,000 cfu/g'), 'ISO 16649-2', REG('2.5.1')),
  criterion(bi('Carica batterica totale a 30 °C', 'Total viable count at 30 °C'), bi('≤ 1.000.000 ufc/g', '≤ 1,000,000 cfu/g'), 'EN ISO 4833-1', INTERNAL),
];
// Frozen berries: the viruses behind the EU's hepatitis A and norovirus outbreaks of recent years.
const BERRIES = [
  criterion(bi('Norovirus GI e GII', 'Norovirus GI and GII'), bi('non rilevato in 25 g', 'not detected in 25 g'), 'ISO 15216-1', INTERNAL),
  criterion(bi('Virus dell’epatite A', 'Hepatitis A virus'), bi('non rilevato in 25 g', 'not detected in 25 g'), 'ISO 15216-1', INTERNAL),
];
const BERRY_KEYS = new Set(['frutti-di-bosco', 'fragole', 'mirtilli']);

/** A product's microbiological criteria, in each language. */
export function microbiology(key: string): Bi<Criterion[]> {
  const list = BERRY_KEYS.has(key) ? [...COMMON, ...BERRIES] : COMMON;
  return bi(
    list.map((c) => c.it),
    list.map((c) => c.en),
  );
}
