// A synthetic, repeatable catalogue for the search benchmark: products, recipes and editorial
// documents written from a frozen-food vocabulary in Italian and English, and queries with typos.
import type { SearchAudience, SearchDoc, SearchDocType, SearchLocale } from '../../apps/web/src/lib/search/types';

/** Mulberry32: a small seeded generator, so every run indexes and asks the same things. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Vocabulary = {
  ingredients: string[];
  dishes: string[];
  cuts: string[];
  qualities: string[];
  formats: string[];
  sentences: string[];
  editorial: string[];
  legal: string[];
  link: string;
  origin: (farm: string, village: string) => string;
};

const IT: Vocabulary = {
  ingredients: [
    'spinaci',
    'piselli',
    'carote',
    'zucchine',
    'melanzane',
    'peperoni',
    'broccoli',
    'cavolfiore',
    'fagiolini',
    'carciofi',
    'asparagi',
    'bietole',
    'cime di rapa',
    'funghi porcini',
    'champignon',
    'patate',
    'cipolle',
    'porri',
    'finocchi',
    'zucca',
    'mais dolce',
    'fave',
    'ceci',
    'lenticchie',
    'fagioli borlotti',
    'cavoletti di Bruxelles',
    'friarielli',
    'radicchio',
    'cavolo nero',
    'sedano',
    'fragole',
    'lamponi',
    'mirtilli',
    'more',
    'ciliegie',
    'pesche',
    'albicocche',
    'mango',
    'ananas',
    'frutti di bosco',
    'merluzzo',
    'salmone',
    'gamberi',
    'calamari',
    'cozze',
    'vongole',
    'polpo',
    'seppie',
    'platessa',
    'nasello',
    'basilico',
    'prezzemolo',
    'menta',
    'rosmarino',
    'aglio',
    'peperoncino',
    'parmigiano',
    'ricotta',
    'mozzarella',
    'pomodori',
  ],
  dishes: [
    'minestrone',
    'passato di verdure',
    'vellutata',
    'zuppa',
    'risotto',
    'lasagne',
    'gnocchi',
    'ravioli',
    'tortellini',
    'crocchette',
    'polpette',
    'burger vegetale',
    'sformato',
    'frittata',
    'torta salata',
    'insalata',
    'contorno',
    'grigliata',
    'frittura',
    'macedonia',
  ],
  cuts: ['in foglia', 'a cubetti', 'a rondelle', 'a spicchi', 'a listarelle', 'interi', 'tagliati', 'a fette', 'in cimette', 'sgusciati'],
  qualities: [
    'biologico',
    'grigliato',
    'trifolato',
    'al vapore',
    'croccante',
    'tenero',
    'dolce',
    'novello',
    'finissimo',
    'selezionato',
    'italiano',
    'senza glutine',
    'vegano',
    'leggero',
  ],
  formats: ['busta da 450 g', 'busta da 750 g', 'confezione da 1 kg', 'busta da 2,5 kg', 'vaschetta da 600 g', 'cartone da 10 kg'],
  sentences: [
    'Raccolti al punto giusto e surgelati entro poche ore dal campo.',
    "Si cuociono direttamente dal congelatore, senza scongelare: l'ideale per chi ha poco tempo.",
    'Perfetti per un contorno veloce o come base per primi piatti della tradizione.',
    "La filiera è controllata dall'orto alla tavola dalla nostra cooperativa.",
    'Una ricetta semplice con ingredienti di stagione e tanto gusto.',
    'Per la ristorazione professionale: porzionabili, senza scarti e sempre disponibili.',
    'Conservare a -18 °C; una volta scongelato, il prodotto non va ricongelato.',
    'Ricchi di fibre e vitamine, con tutta la bontà della verdura appena raccolta.',
    "Saltate in padella con un filo d'olio extravergine, aglio e peperoncino.",
    'Cuocete in forno a 200 °C per venti minuti, girando a metà cottura.',
  ],
  editorial: [
    'La nostra cooperativa riunisce produttori di tutta Italia.',
    'Il freddo conserva colore, sapore e valori nutrizionali.',
    "Dall'orto al congelatore in meno di quattro ore.",
    'Notizie dalla filiera, nuove linee di prodotto e fiere di settore.',
  ],
  legal: [
    'Il titolare del trattamento dei dati personali è la cooperativa.',
    "I dati sono trattati per le finalità indicate nell'informativa e conservati per il tempo necessario.",
    "L'interessato può esercitare i diritti di accesso, rettifica e cancellazione.",
    'I cookie tecnici sono necessari al funzionamento del sito.',
  ],
  link: 'con',
  origin: (farm, village) => `Coltivato dall'azienda agricola ${farm} di ${village}.`,
};

const EN: Vocabulary = {
  ingredients: [
    'spinach',
    'peas',
    'carrots',
    'courgettes',
    'aubergines',
    'peppers',
    'broccoli',
    'cauliflower',
    'green beans',
    'artichokes',
    'asparagus',
    'chard',
    'turnip tops',
    'porcini mushrooms',
    'button mushrooms',
    'potatoes',
    'onions',
    'leeks',
    'fennel',
    'pumpkin',
    'sweetcorn',
    'broad beans',
    'chickpeas',
    'lentils',
    'borlotti beans',
    'Brussels sprouts',
    'friarielli',
    'radicchio',
    'black cabbage',
    'celery',
    'strawberries',
    'raspberries',
    'blueberries',
    'blackberries',
    'cherries',
    'peaches',
    'apricots',
    'mango',
    'pineapple',
    'mixed berries',
    'cod',
    'salmon',
    'prawns',
    'squid',
    'mussels',
    'clams',
    'octopus',
    'cuttlefish',
    'plaice',
    'hake',
    'basil',
    'parsley',
    'mint',
    'rosemary',
    'garlic',
    'chilli',
    'parmesan',
    'ricotta',
    'mozzarella',
    'tomatoes',
  ],
  dishes: [
    'minestrone',
    'vegetable soup',
    'velouté',
    'soup',
    'risotto',
    'lasagne',
    'gnocchi',
    'ravioli',
    'tortellini',
    'croquettes',
    'meatballs',
    'veggie burger',
    'flan',
    'omelette',
    'savoury pie',
    'salad',
    'side dish',
    'grill',
    'fritters',
    'fruit salad',
  ],
  cuts: ['leaf', 'diced', 'sliced', 'wedges', 'strips', 'whole', 'chopped', 'florets', 'shelled', 'julienne'],
  qualities: [
    'organic',
    'grilled',
    'sautéed',
    'steamed',
    'crispy',
    'tender',
    'sweet',
    'young',
    'extra fine',
    'selected',
    'Italian',
    'gluten-free',
    'vegan',
    'light',
  ],
  formats: ['450 g bag', '750 g bag', '1 kg pack', '2.5 kg bag', '600 g tray', '10 kg case'],
  sentences: [
    'Picked at the right moment and frozen within hours of harvest.',
    "Cook straight from the freezer, no need to thaw: ideal when you're short of time.",
    'Perfect as a quick side dish or as the base of traditional first courses.',
    "Our cooperative's supply chain is checked from the field to the table.",
    'A simple recipe with seasonal ingredients and plenty of flavour.',
    'For professional kitchens: portionable, no waste and always available.',
    'Store at -18 °C; once thawed, do not refreeze.',
    'Rich in fibre and vitamins, with all the goodness of freshly picked vegetables.',
    'Toss in a pan with a drizzle of extra virgin olive oil, garlic and chilli.',
    'Bake at 200 °C for twenty minutes, turning halfway through.',
  ],
  editorial: [
    'Our cooperative brings together growers from all over Italy.',
    'Freezing keeps colour, flavour and nutritional value.',
    'From the field to the freezer in under four hours.',
    'News from the supply chain, new product lines and trade fairs.',
  ],
  legal: [
    'The data controller is the cooperative.',
    'Data are processed for the purposes stated in this notice and kept for as long as necessary.',
    'Data subjects may exercise their rights of access, rectification and erasure.',
    'Technical cookies are needed for the site to work.',
  ],
  link: 'with',
  origin: (farm, village) => `Grown by the ${farm} farm in ${village}.`,
};

export const VOCABULARY: Record<SearchLocale, Vocabulary> = { it: IT, en: EN };

const SYLLABLES = [
  'ca',
  'sa',
  'ma',
  'ri',
  'no',
  'lo',
  've',
  'ti',
  'gra',
  'bel',
  'mon',
  'cor',
  'val',
  'pia',
  'ter',
  'ros',
  'fio',
  'ran',
  'lu',
  'sel',
  'ber',
  'gam',
  'pol',
  'mar',
  'ces',
  'dol',
  'fer',
  'vin',
  'par',
  'tor',
];

/** Names of farms and villages, so that the vocabulary has the long tail of a real catalogue. */
function names(next: () => number, count: number): string[] {
  const found = new Set<string>();
  while (found.size < count) {
    const name = Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(next, SYLLABLES)).join('');
    found.add(name.charAt(0).toUpperCase() + name.slice(1));
  }
  return [...found];
}

const PLACES = names(random(99), 4000);
const FARMS = PLACES.slice(0, 2500);
const VILLAGES = PLACES.slice(2500);

const TYPES: [SearchDocType, number][] = [
  ['product', 0.5],
  ['recipe', 0.25],
  ['article', 0.07],
  ['news', 0.05],
  ['press', 0.02],
  ['download', 0.03],
  ['video', 0.03],
  ['legal', 0.01],
  ['landing', 0.01],
  ['page', 0.03],
];
const AUDIENCES: [SearchAudience[], number][] = [
  [['B2C'], 0.5],
  [['B2B'], 0.2],
  [['B2C', 'B2B'], 0.3],
];

function weighted<T>(next: () => number, options: [T, number][]): T {
  let r = next();
  for (const [value, weight] of options) {
    r -= weight;
    if (r < 0) return value;
  }
  return (options[options.length - 1] as [T, number])[0];
}

export function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}

function sentences(next: () => number, from: readonly string[], count: number): string {
  return Array.from({ length: count }, () => pick(next, from)).join(' ');
}

export function syntheticDocs(locale: SearchLocale, count: number, seed: number): SearchDoc[] {
  const next = random(seed);
  const v = VOCABULARY[locale];
  return Array.from({ length: count }, (_, i) => {
    const type = weighted(next, TYPES);
    const a = pick(next, v.ingredients);
    const b = pick(next, v.ingredients);
    const dish = pick(next, v.dishes);
    let title: string;
    let body: string;
    if (type === 'product') {
      title = `${a} ${pick(next, v.cuts)} ${pick(next, v.qualities)}`;
      body = `${title}, ${pick(next, v.formats)}. ${sentences(next, v.sentences, 4)} ${a} ${v.link} ${b}. ${v.origin(pick(next, FARMS), pick(next, VILLAGES))}`;
    } else if (type === 'recipe') {
      title = `${dish} ${v.link} ${a} ${locale === 'it' ? 'e' : 'and'} ${b}`;
      body = `${sentences(next, v.sentences, 6)} ${a}, ${b}, ${pick(next, v.ingredients)}, ${pick(next, v.ingredients)}. ${sentences(next, v.sentences, 3)} ${v.origin(pick(next, FARMS), pick(next, VILLAGES))}`;
    } else if (type === 'legal') {
      title = `${pick(next, v.legal).split(' ').slice(0, 4).join(' ')} ${i}`;
      body = sentences(next, v.legal, 120);
    } else {
      title = `${pick(next, v.editorial).replace(/\.$/, '')}: ${a}`;
      body = `${sentences(next, v.editorial, 6)} ${sentences(next, v.sentences, 6)} ${a} ${v.link} ${b}. ${v.origin(pick(next, FARMS), pick(next, VILLAGES))}`;
    }
    const id = `${type}:${seed}-${i}`;
    return {
      id,
      type,
      locale,
      audiences: weighted(next, AUDIENCES),
      title: title.charAt(0).toUpperCase() + title.slice(1),
      body,
      url: `/${locale}/${type}/${i}`,
      image: null,
      date: null,
    };
  });
}

const LETTERS = 'abcdefghilmnoprstuvz';

/** One typo: a letter dropped, doubled, swapped with the next or replaced. */
export function typo(next: () => number, word: string): string {
  const at = 1 + Math.floor(next() * (word.length - 2));
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.charAt(at) + word.slice(at);
    case 2:
      return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
    default:
      return word.slice(0, at) + pick(next, LETTERS.split('')) + word.slice(at + 1);
  }
}

export type BenchQuery = { q: string; locale: SearchLocale; audience: SearchAudience };

/**
 * Half the queries take one to three words of a document's title (they find something), half
 * combine catalogue words at random (often nothing); `typoRate` of them then get one typo in a
 * word of five letters or more.
 */
export function syntheticQueries(docs: readonly SearchDoc[], count: number, seed: number, typoRate: number): BenchQuery[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    let words: string[];
    let locale: SearchLocale;
    if (next() < 0.5) {
      const doc = pick(next, docs);
      locale = doc.locale;
      const titleWords = doc.title.toLowerCase().split(' ');
      const from = Math.floor(next() * titleWords.length);
      words = titleWords.slice(from, from + 1 + Math.floor(next() * 3));
    } else {
      locale = next() < 0.5 ? 'it' : 'en';
      const v = VOCABULARY[locale];
      const pool = [...v.ingredients, ...v.ingredients, ...v.dishes, ...v.qualities, ...FARMS.slice(0, 100), ...VILLAGES.slice(0, 100)];
      words = Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(next, pool))
        .join(' ')
        .toLowerCase()
        .split(' ');
    }
    if (next() < typoRate) {
      const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 5);
      if (long.length > 0) {
        const [w, i] = pick(next, long);
        words[i] = typo(next, w);
      }
    }
    return { q: words.join(' '), locale, audience: next() < 0.7 ? 'B2C' : 'B2B' };
  });
}
