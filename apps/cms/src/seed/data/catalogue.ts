// Demo catalogue: taxonomies, categories and products of the fictional Brina cooperative.
import { bi, type Bi } from '../i18n';

export type Palette = 'greens' | 'peas' | 'carrots' | 'soup' | 'berries' | 'pears' | 'strawberries' | 'potatoes' | 'grains' | 'grill' | 'mix';

export const PRODUCT_LINES = [
  { key: 'classica', name: bi('Classica', 'Classic'), code: 'CLA' },
  { key: 'bio', name: bi('Bio', 'Organic'), code: 'BIO' },
  { key: 'creatu', name: bi('CreaTu', 'CreaTu'), code: 'CRT' },
  { key: 'professional', name: bi('Professional', 'Professional'), code: 'PRO' },
];
export const TYPOLOGIES = [
  { key: 'single', name: bi('Verdure singole', 'Single vegetables'), code: 'SNG' },
  { key: 'mix', name: bi('Mix e minestroni', 'Mixes and soups'), code: 'MIX' },
  { key: 'ready', name: bi('Piatti pronti', 'Ready meals'), code: 'RDY' },
  { key: 'fruit', name: bi('Frutta', 'Fruit'), code: 'FRT' },
];
export const DIETS = [
  { key: 'vegan', name: bi('Vegano', 'Vegan'), code: 'VEGAN' },
  { key: 'vegetarian', name: bi('Vegetariano', 'Vegetarian'), code: 'VEGETARIAN' },
  { key: 'gluten-free', name: bi('Senza glutine', 'Gluten free'), code: 'GLUTEN_FREE' },
  { key: 'lactose-free', name: bi('Senza lattosio', 'Lactose free'), code: 'LACTOSE_FREE' },
];
export const CUTTING_TYPES = [
  { key: 'whole', name: bi('Intero', 'Whole'), code: 'WHOLE' },
  { key: 'diced', name: bi('A cubetti', 'Diced'), code: 'DICED' },
  { key: 'sliced', name: bi('A rondelle', 'Sliced'), code: 'SLICED' },
  { key: 'florets', name: bi('In cimette', 'Florets'), code: 'FLORETS' },
];

type Category = { key: string; name: Bi; description: Bi; palette: Palette; order: number };

export const B2C_CATEGORIES: Category[] = [
  { key: 'verdure', name: bi('Verdure', 'Vegetables'), palette: 'greens', order: 1, description: bi('Verdure raccolte nei campi dei soci e surgelate entro poche ore.', 'Vegetables picked in our members’ fields and frozen within hours.') },
  { key: 'zuppe', name: bi('Zuppe e minestroni', 'Soups'), palette: 'soup', order: 2, description: bi('Zuppe, minestroni e vellutate pronti in pochi minuti.', 'Soups, minestrone and veloutés ready in minutes.') },
  { key: 'frutta', name: bi('Frutta', 'Fruit'), palette: 'berries', order: 3, description: bi('Frutta di stagione surgelata al punto giusto di maturazione.', 'Seasonal fruit frozen at just the right ripeness.') },
  { key: 'piatti-pronti', name: bi('Piatti pronti', 'Ready meals'), palette: 'grains', order: 4, description: bi('Ricette complete a base di verdure, da scaldare e servire.', 'Complete vegetable-based dishes: heat and serve.') },
  { key: 'patate', name: bi('Patate', 'Potatoes'), palette: 'potatoes', order: 5, description: bi('Patate italiane tagliate e pronte per forno, padella e friggitrice ad aria.', 'Italian potatoes, cut and ready for the oven, the pan and the air fryer.') },
];
export const B2B_CATEGORIES: Category[] = [
  { key: 'verdure-iqf', name: bi('Verdure IQF', 'IQF vegetables'), palette: 'peas', order: 1, description: bi('Verdure surgelate a grani liberi in formati da cucina professionale.', 'Individually quick frozen vegetables in professional kitchen packs.') },
  { key: 'contorni-professionali', name: bi('Contorni professionali', 'Professional side dishes'), palette: 'grill', order: 2, description: bi('Contorni pronti e porzionabili per ristoranti, mense e banqueting.', 'Ready side dishes to portion for restaurants, canteens and banqueting.') },
  { key: 'frutta-pasticceria', name: bi('Frutta per pasticceria', 'Fruit for pastry'), palette: 'pears', order: 3, description: bi('Frutta a cubetti e intera per laboratori di pasticceria e gelateria.', 'Diced and whole fruit for pastry and ice-cream workshops.') },
];

export type CookingMethod = 'ventilated_oven' | 'pan' | 'pot' | 'pressure_cooker' | 'steam' | 'microwave' | 'fryer' | 'steam_oven' | 'bain_marie' | 'griddle' | 'air_fryer';

export type ProductSeed = {
  key: string;
  title: Bi;
  excerpt: Bi;
  b2c?: string;
  b2b?: string;
  line: string;
  typology: string;
  diets: string[];
  cutting: string;
  palette: Palette;
  weight: string;
  packs: number;
  cartons: number;
  code: string;
  kcal: number;
  fat: number;
  carbs: number;
  protein: number;
  fibre: number;
  salt: number;
  portion: number;
  cooking: [CookingMethod, number][];
  allergens: Bi;
  isHero?: boolean;
  creatu?: boolean;
};

const NONE = bi('Nessun allergene.', 'No allergens.');
const CELERY = bi('Sedano.', 'Celery.');
const GLUTEN_CELERY = bi('Glutine (frumento, orzo), sedano.', 'Gluten (wheat, barley), celery.');
const VEG = ['vegan', 'vegetarian', 'gluten-free', 'lactose-free'];

export const PRODUCTS: ProductSeed[] = [
  { key: 'spinaci', title: bi('Spinaci in foglia', 'Leaf spinach'), excerpt: bi('Foglie intere di spinaci, lavate e scottate: pronte in 5 minuti.', 'Whole spinach leaves, washed and blanched: ready in 5 minutes.'), b2c: 'verdure', b2b: 'verdure-iqf', line: 'classica', typology: 'single', diets: VEG, cutting: 'whole', palette: 'greens', weight: '750 g', packs: 12, cartons: 84, code: 'BR-1001', kcal: 23, fat: 0.4, carbs: 1.1, protein: 2.9, fibre: 2.2, salt: 0.2, portion: 150, cooking: [['pan', 6], ['pot', 5], ['microwave', 7], ['steam', 8]], allergens: NONE, isHero: true },
  { key: 'piselli', title: bi('Piselli finissimi', 'Extra-fine peas'), excerpt: bi('Piselli piccoli e dolci, raccolti all’alba e surgelati in tre ore.', 'Small, sweet peas picked at dawn and frozen within three hours.'), b2c: 'verdure', b2b: 'verdure-iqf', line: 'classica', typology: 'single', diets: VEG, cutting: 'whole', palette: 'peas', weight: '1 kg', packs: 10, cartons: 90, code: 'BR-1002', kcal: 68, fat: 0.4, carbs: 8.6, protein: 5.4, fibre: 5.1, salt: 0.01, portion: 125, cooking: [['pan', 10], ['pot', 8], ['microwave', 6], ['steam', 10]], allergens: NONE },
  { key: 'fagiolini', title: bi('Fagiolini interi', 'Whole green beans'), excerpt: bi('Fagiolini sottili interi, croccanti dopo la cottura.', 'Thin whole green beans that stay crisp after cooking.'), b2c: 'verdure', b2b: 'verdure-iqf', line: 'classica', typology: 'single', diets: VEG, cutting: 'whole', palette: 'greens', weight: '750 g', packs: 12, cartons: 84, code: 'BR-1003', kcal: 25, fat: 0.1, carbs: 3.3, protein: 1.9, fibre: 3.0, salt: 0.01, portion: 150, cooking: [['pot', 10], ['steam', 12], ['pan', 12]], allergens: NONE },
  { key: 'broccoli', title: bi('Broccoli in cimette', 'Broccoli florets'), excerpt: bi('Cimette di broccolo di dimensione uniforme per una cottura omogenea.', 'Evenly sized broccoli florets for even cooking.'), b2c: 'verdure', b2b: 'verdure-iqf', line: 'bio', typology: 'single', diets: VEG, cutting: 'florets', palette: 'greens', weight: '600 g', packs: 12, cartons: 96, code: 'BR-1004', kcal: 27, fat: 0.4, carbs: 3.1, protein: 3.0, fibre: 3.1, salt: 0.03, portion: 150, cooking: [['steam', 10], ['pot', 8], ['ventilated_oven', 20], ['steam_oven', 12]], allergens: NONE },
  { key: 'carote', title: bi('Carote baby', 'Baby carrots'), excerpt: bi('Carotine intere, dolci e tenere, ideali glassate.', 'Sweet, tender whole baby carrots, perfect glazed.'), b2c: 'verdure', line: 'classica', typology: 'single', diets: VEG, cutting: 'whole', palette: 'carrots', weight: '750 g', packs: 12, cartons: 84, code: 'BR-1005', kcal: 35, fat: 0.2, carbs: 7.6, protein: 0.8, fibre: 2.9, salt: 0.08, portion: 150, cooking: [['pan', 12], ['steam', 15], ['ventilated_oven', 25], ['air_fryer', 15]], allergens: NONE },
  { key: 'verdure-grigliate', title: bi('Verdure grigliate', 'Grilled vegetables'), excerpt: bi('Melanzane, zucchine e peperoni grigliati sulla piastra, solo da scaldare.', 'Aubergines, courgettes and peppers grilled on the plate: just heat.'), b2c: 'verdure', b2b: 'contorni-professionali', line: 'classica', typology: 'mix', diets: VEG, cutting: 'sliced', palette: 'grill', weight: '450 g', packs: 14, cartons: 80, code: 'BR-1006', kcal: 41, fat: 1.9, carbs: 4.0, protein: 1.3, fibre: 2.6, salt: 0.3, portion: 150, cooking: [['pan', 5], ['microwave', 4], ['griddle', 4], ['ventilated_oven', 10]], allergens: NONE, isHero: true },
  { key: 'friarielli', title: bi('Friarielli', 'Friarielli (broccoli rabe)'), excerpt: bi('Cime di rapa campane, già mondate e pronte da saltare.', 'Campanian broccoli rabe, trimmed and ready to sauté.'), b2c: 'verdure', line: 'classica', typology: 'single', diets: VEG, cutting: 'whole', palette: 'greens', weight: '450 g', packs: 14, cartons: 80, code: 'BR-1007', kcal: 22, fat: 0.3, carbs: 2.0, protein: 2.8, fibre: 2.7, salt: 0.05, portion: 150, cooking: [['pan', 10], ['pot', 8]], allergens: NONE },
  { key: 'cavolfiore', title: bi('Cavolfiore in cimette', 'Cauliflower florets'), excerpt: bi('Cimette bianche e compatte, ottime gratinate.', 'Compact white florets, excellent au gratin.'), b2c: 'verdure', b2b: 'verdure-iqf', line: 'classica', typology: 'single', diets: VEG, cutting: 'florets', palette: 'potatoes', weight: '750 g', packs: 12, cartons: 84, code: 'BR-1008', kcal: 25, fat: 0.2, carbs: 2.7, protein: 2.0, fibre: 2.4, salt: 0.03, portion: 150, cooking: [['pot', 10], ['steam', 12], ['ventilated_oven', 25], ['pressure_cooker', 4]], allergens: NONE },
  { key: 'minestrone', title: bi('Minestrone 14 verdure', '14-vegetable minestrone'), excerpt: bi('Quattordici verdure tagliate a mano per un minestrone ricco.', 'Fourteen hand-cut vegetables for a hearty minestrone.'), b2c: 'zuppe', line: 'classica', typology: 'mix', diets: VEG, cutting: 'diced', palette: 'soup', weight: '1 kg', packs: 10, cartons: 90, code: 'BR-2001', kcal: 30, fat: 0.2, carbs: 4.8, protein: 1.6, fibre: 2.8, salt: 0.05, portion: 250, cooking: [['pot', 20], ['pressure_cooker', 8], ['microwave', 12]], allergens: CELERY, isHero: true },
  { key: 'zuppa-legumi', title: bi('Zuppa di legumi e cereali', 'Legume and grain soup'), excerpt: bi('Farro, orzo, lenticchie e ceci con verdure dell’orto.', 'Spelt, barley, lentils and chickpeas with garden vegetables.'), b2c: 'zuppe', line: 'bio', typology: 'mix', diets: ['vegan', 'vegetarian', 'lactose-free'], cutting: 'diced', palette: 'grains', weight: '600 g', packs: 12, cartons: 96, code: 'BR-2002', kcal: 84, fat: 0.9, carbs: 13.1, protein: 4.6, fibre: 4.0, salt: 0.4, portion: 300, cooking: [['pot', 15], ['microwave', 9], ['pressure_cooker', 6]], allergens: GLUTEN_CELERY },
  { key: 'vellutata-zucca', title: bi('Vellutata di zucca', 'Pumpkin velouté'), excerpt: bi('Zucca delica, porro e un filo d’olio extravergine.', 'Delica pumpkin, leek and a drizzle of extra-virgin olive oil.'), b2c: 'zuppe', b2b: 'contorni-professionali', line: 'classica', typology: 'ready', diets: VEG, cutting: 'diced', palette: 'carrots', weight: '600 g', packs: 12, cartons: 96, code: 'BR-2003', kcal: 38, fat: 1.5, carbs: 4.9, protein: 0.9, fibre: 1.3, salt: 0.6, portion: 300, cooking: [['pot', 10], ['microwave', 7], ['bain_marie', 15]], allergens: CELERY },
  { key: 'passato-verdure', title: bi('Passato di verdure', 'Vegetable purée soup'), excerpt: bi('Un passato liscio e leggero con nove verdure.', 'A smooth, light purée soup of nine vegetables.'), b2c: 'zuppe', line: 'bio', typology: 'ready', diets: VEG, cutting: 'diced', palette: 'soup', weight: '600 g', packs: 12, cartons: 96, code: 'BR-2004', kcal: 33, fat: 1.1, carbs: 4.2, protein: 1.1, fibre: 1.8, salt: 0.5, portion: 300, cooking: [['pot', 10], ['microwave', 7]], allergens: CELERY },
  { key: 'frutti-di-bosco', title: bi('Frutti di bosco', 'Mixed berries'), excerpt: bi('More, lamponi, mirtilli e ribes per dolci e colazioni.', 'Blackberries, raspberries, blueberries and currants for desserts and breakfasts.'), b2c: 'frutta', b2b: 'frutta-pasticceria', line: 'classica', typology: 'fruit', diets: VEG, cutting: 'whole', palette: 'berries', weight: '300 g', packs: 16, cartons: 120, code: 'BR-3001', kcal: 43, fat: 0.4, carbs: 6.9, protein: 1.0, fibre: 5.3, salt: 0, portion: 100, cooking: [['microwave', 2]], allergens: NONE, isHero: true },
  { key: 'pere-cubetti', title: bi('Pere a cubetti', 'Diced pears'), excerpt: bi('Pere Abate dei nostri frutteti tagliate a cubetti da 10 mm.', 'Abate pears from our orchards, diced to 10 mm.'), b2c: 'frutta', line: 'classica', typology: 'fruit', diets: VEG, cutting: 'diced', palette: 'pears', weight: '400 g', packs: 14, cartons: 100, code: 'BR-3002', kcal: 57, fat: 0.1, carbs: 13.4, protein: 0.4, fibre: 3.1, salt: 0, portion: 100, cooking: [['pan', 4], ['ventilated_oven', 20]], allergens: NONE },
  { key: 'fragole', title: bi('Fragole intere', 'Whole strawberries'), excerpt: bi('Fragole intere raccolte mature, per frullati e dessert.', 'Whole strawberries picked ripe, for smoothies and desserts.'), b2c: 'frutta', b2b: 'frutta-pasticceria', line: 'classica', typology: 'fruit', diets: VEG, cutting: 'whole', palette: 'strawberries', weight: '450 g', packs: 14, cartons: 100, code: 'BR-3003', kcal: 32, fat: 0.3, carbs: 7.7, protein: 0.7, fibre: 2.0, salt: 0, portion: 100, cooking: [['microwave', 2]], allergens: NONE },
  { key: 'mirtilli', title: bi('Mirtilli', 'Blueberries'), excerpt: bi('Mirtilli coltivati, dolci e a grani separati.', 'Sweet cultivated blueberries, free-flowing.'), b2c: 'frutta', b2b: 'frutta-pasticceria', line: 'bio', typology: 'fruit', diets: VEG, cutting: 'whole', palette: 'berries', weight: '300 g', packs: 16, cartons: 120, code: 'BR-3004', kcal: 57, fat: 0.3, carbs: 12.1, protein: 0.7, fibre: 2.4, salt: 0, portion: 100, cooking: [['microwave', 2]], allergens: NONE },
  { key: 'risotto-asparagi', title: bi('Risotto agli asparagi', 'Asparagus risotto'), excerpt: bi('Riso Carnaroli e punte di asparagi: in padella in 8 minuti.', 'Carnaroli rice with asparagus tips: in the pan in 8 minutes.'), b2c: 'piatti-pronti', line: 'classica', typology: 'ready', diets: ['vegetarian', 'gluten-free'], cutting: 'diced', palette: 'grains', weight: '500 g', packs: 12, cartons: 96, code: 'BR-4001', kcal: 128, fat: 3.9, carbs: 19.6, protein: 3.2, fibre: 1.2, salt: 0.8, portion: 250, cooking: [['pan', 8], ['microwave', 6]], allergens: bi('Latte, sedano.', 'Milk, celery.') },
  { key: 'cous-cous', title: bi('Cous cous di verdure', 'Vegetable couscous'), excerpt: bi('Cous cous con zucchine, peperoni, ceci e menta.', 'Couscous with courgettes, peppers, chickpeas and mint.'), b2c: 'piatti-pronti', b2b: 'contorni-professionali', line: 'classica', typology: 'ready', diets: ['vegan', 'vegetarian', 'lactose-free'], cutting: 'diced', palette: 'grains', weight: '500 g', packs: 12, cartons: 96, code: 'BR-4002', kcal: 142, fat: 3.1, carbs: 23.4, protein: 4.5, fibre: 3.0, salt: 0.7, portion: 250, cooking: [['pan', 6], ['microwave', 5]], allergens: bi('Glutine (frumento).', 'Gluten (wheat).') },
  { key: 'polpette-vegetali', title: bi('Polpette vegetali', 'Vegetable balls'), excerpt: bi('Polpette di verdure e legumi, croccanti fuori e morbide dentro.', 'Vegetable and legume balls, crisp outside and soft inside.'), b2c: 'piatti-pronti', line: 'classica', typology: 'ready', diets: ['vegetarian'], cutting: 'whole', palette: 'grill', weight: '300 g', packs: 16, cartons: 100, code: 'BR-4003', kcal: 196, fat: 8.2, carbs: 22.0, protein: 6.3, fibre: 4.4, salt: 1.1, portion: 100, cooking: [['ventilated_oven', 18], ['pan', 10], ['air_fryer', 12], ['fryer', 4]], allergens: bi('Glutine, uova, latte.', 'Gluten, eggs, milk.'), isHero: true },
  { key: 'burger-ceci', title: bi('Burger di ceci', 'Chickpea burger'), excerpt: bi('Burger di ceci, carote e curcuma, senza glutine.', 'Gluten-free burger of chickpeas, carrots and turmeric.'), b2c: 'piatti-pronti', line: 'bio', typology: 'ready', diets: ['vegan', 'vegetarian', 'gluten-free', 'lactose-free'], cutting: 'whole', palette: 'potatoes', weight: '220 g', packs: 18, cartons: 110, code: 'BR-4004', kcal: 178, fat: 6.9, carbs: 19.8, protein: 7.2, fibre: 6.1, salt: 0.9, portion: 110, cooking: [['pan', 8], ['griddle', 8], ['ventilated_oven', 15], ['air_fryer', 10]], allergens: NONE },
  { key: 'patate-spicchi', title: bi('Patate a spicchi', 'Potato wedges'), excerpt: bi('Spicchi di patate italiane con la buccia, speziati al rosmarino.', 'Skin-on Italian potato wedges seasoned with rosemary.'), b2c: 'patate', b2b: 'contorni-professionali', line: 'classica', typology: 'single', diets: VEG, cutting: 'sliced', palette: 'potatoes', weight: '750 g', packs: 12, cartons: 84, code: 'BR-5001', kcal: 132, fat: 4.6, carbs: 19.5, protein: 2.2, fibre: 2.1, salt: 0.4, portion: 150, cooking: [['ventilated_oven', 22], ['air_fryer', 16], ['fryer', 5]], allergens: NONE, isHero: true },
  { key: 'patate-novelle', title: bi('Patate novelle', 'New potatoes'), excerpt: bi('Patate novelle intere, già sbollentate.', 'Whole new potatoes, already parboiled.'), b2c: 'patate', line: 'classica', typology: 'single', diets: VEG, cutting: 'whole', palette: 'potatoes', weight: '750 g', packs: 12, cartons: 84, code: 'BR-5002', kcal: 78, fat: 0.1, carbs: 17.0, protein: 2.0, fibre: 1.6, salt: 0.01, portion: 150, cooking: [['ventilated_oven', 25], ['pan', 15], ['air_fryer', 18]], allergens: NONE },
  { key: 'rosti', title: bi('Rösti di patate', 'Potato rösti'), excerpt: bi('Rösti dorati di patata grattugiata e cipolla.', 'Golden rösti of grated potato and onion.'), b2c: 'patate', line: 'classica', typology: 'ready', diets: ['vegetarian', 'gluten-free'], cutting: 'whole', palette: 'potatoes', weight: '400 g', packs: 14, cartons: 100, code: 'BR-5003', kcal: 163, fat: 7.1, carbs: 21.5, protein: 2.3, fibre: 2.3, salt: 0.9, portion: 100, cooking: [['pan', 8], ['ventilated_oven', 15], ['air_fryer', 10]], allergens: NONE },
  { key: 'creatu-wok', title: bi('CreaTu mix per wok', 'CreaTu wok mix'), excerpt: bi('La base per il tuo wok: verdure a julienne da completare a piacere.', 'The base for your wok: julienned vegetables to finish your way.'), b2c: 'verdure', line: 'creatu', typology: 'mix', diets: VEG, cutting: 'sliced', palette: 'mix', weight: '450 g', packs: 14, cartons: 80, code: 'BR-6001', kcal: 29, fat: 0.3, carbs: 4.3, protein: 1.5, fibre: 2.2, salt: 0.05, portion: 150, cooking: [['pan', 7], ['microwave', 5]], allergens: NONE, creatu: true },
  { key: 'creatu-minestra', title: bi('CreaTu base minestra', 'CreaTu soup base'), excerpt: bi('Verdure a cubetti per creare la tua minestra, con o senza pasta.', 'Diced vegetables to build your own soup, with or without pasta.'), b2c: 'zuppe', line: 'creatu', typology: 'mix', diets: VEG, cutting: 'diced', palette: 'soup', weight: '750 g', packs: 12, cartons: 84, code: 'BR-6002', kcal: 31, fat: 0.2, carbs: 5.0, protein: 1.4, fibre: 2.5, salt: 0.05, portion: 200, cooking: [['pot', 15], ['pressure_cooker', 6]], allergens: CELERY, creatu: true },
  { key: 'grigliate-professional', title: bi('Verdure grigliate Professional 2,5 kg', 'Professional grilled vegetables 2.5 kg'), excerpt: bi('Il mix grigliato in formato cucina, porzionabile a freddo.', 'The grilled mix in kitchen format, portionable while frozen.'), b2b: 'contorni-professionali', line: 'professional', typology: 'mix', diets: VEG, cutting: 'sliced', palette: 'grill', weight: '2,5 kg', packs: 4, cartons: 60, code: 'BR-P101', kcal: 41, fat: 1.9, carbs: 4.0, protein: 1.3, fibre: 2.6, salt: 0.3, portion: 120, cooking: [['steam_oven', 8], ['ventilated_oven', 12], ['griddle', 5], ['bain_marie', 15]], allergens: NONE, isHero: true },
  { key: 'pere-pasticceria', title: bi('Pere Abate a cubetti per pasticceria', 'Diced Abate pears for pastry'), excerpt: bi('Cubetti da 10 mm a bassa perdita di liquidi in cottura.', '10 mm dice with low liquid loss when baked.'), b2b: 'frutta-pasticceria', line: 'professional', typology: 'fruit', diets: VEG, cutting: 'diced', palette: 'pears', weight: '2,5 kg', packs: 4, cartons: 60, code: 'BR-P201', kcal: 57, fat: 0.1, carbs: 13.4, protein: 0.4, fibre: 3.1, salt: 0, portion: 80, cooking: [['ventilated_oven', 25], ['pan', 5]], allergens: NONE },
  { key: 'contorno-mediterraneo', title: bi('Contorno mediterraneo 2,5 kg', 'Mediterranean side dish 2.5 kg'), excerpt: bi('Peperonata con olive e capperi, pronta per la linea calda.', 'Pepper stew with olives and capers, ready for the hot line.'), b2b: 'contorni-professionali', line: 'professional', typology: 'ready', diets: VEG, cutting: 'diced', palette: 'grill', weight: '2,5 kg', packs: 4, cartons: 60, code: 'BR-P301', kcal: 64, fat: 3.8, carbs: 5.5, protein: 1.2, fibre: 2.3, salt: 0.9, portion: 150, cooking: [['steam_oven', 15], ['bain_marie', 20], ['pan', 10]], allergens: NONE },
];

export const COOKING_TEXT: Record<CookingMethod, Bi> = {
  ventilated_oven: bi('Forno ventilato a 200 °C: distribuisci il prodotto ancora surgelato su una teglia con carta forno, gira a metà cottura.', 'Fan oven at 200 °C: spread the still-frozen product on a lined tray and turn halfway.'),
  pan: bi('In padella con un filo d’olio, a fuoco medio, mescolando di tanto in tanto.', 'In a pan with a drizzle of oil over medium heat, stirring now and then.'),
  pot: bi('In pentola con acqua bollente salata; scola e condisci a piacere.', 'In a pot of salted boiling water; drain and season to taste.'),
  pressure_cooker: bi('In pentola a pressione con un bicchiere d’acqua, dal fischio.', 'In a pressure cooker with a glass of water, timed from the whistle.'),
  steam: bi('A vapore nel cestello, con il coperchio.', 'Steamed in a basket, lid on.'),
  microwave: bi('Nel microonde a 750 W in un contenitore coperto, mescolando a metà.', 'In the microwave at 750 W in a covered dish, stirring halfway.'),
  fryer: bi('In friggitrice a 175 °C, senza scongelare.', 'Deep-fried at 175 °C, straight from frozen.'),
  steam_oven: bi('In forno combinato a vapore a 100 °C, in teglia gastronorm forata.', 'In a combi steam oven at 100 °C, in a perforated gastronorm pan.'),
  bain_marie: bi('A bagnomaria nella confezione chiusa, in acqua a leggero bollore.', 'In a bain-marie in the closed pack, in gently simmering water.'),
  griddle: bi('Sulla piastra ben calda, leggermente unta, girando una volta.', 'On a hot, lightly oiled griddle, turning once.'),
  air_fryer: bi('In friggitrice ad aria a 190 °C, scuotendo il cestello a metà.', 'In the air fryer at 190 °C, shaking the basket halfway.'),
};
