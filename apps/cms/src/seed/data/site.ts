// Site-wide demo content of the fictional Brina cooperative: menus, footer, newsletter,
// careers wizard configuration and the store locator.
import { bi } from '../i18n';
import type { Palette } from './catalogue';
import type { CareersSeed, FooterSeed, ImageRef, JobPositionSeed, MenuItemSeed, MenuSeed, NewsletterSeed, StoreSeed } from './types';

const img = (key: string, palette: Palette, it: string, en: string): ImageRef => ({ key, palette, alt: bi(it, en) });

// ---------------------------------------------------------------------------------------------
// Menus (ids are the ones the website asks for)
// ---------------------------------------------------------------------------------------------

const legalIt: MenuItemSeed = {
  title: 'Informazioni legali',
  position: 'sinistra',
  children: [
    { title: 'Privacy policy', url: '/it/area-legale/privacy-policy' },
    { title: 'Cookie policy', url: '/it/area-legale/cookie-policy' },
    { title: 'Note legali', url: '/it/area-legale/note-legali' },
  ],
};

const legalEn: MenuItemSeed = {
  title: 'Legal information',
  position: 'sinistra',
  children: [
    { title: 'Privacy policy', url: '/en/legal-area/privacy-policy' },
    { title: 'Cookie policy', url: '/en/legal-area/cookie-policy' },
    { title: 'Legal notes', url: '/en/legal-area/legal-notes' },
  ],
};

export const MENUS: MenuSeed[] = [
  // Footer site map, Italian
  {
    menu_id: 1,
    title: 'Footer – Mappa del sito',
    slug: 'footer-sitemap-it',
    locale_code: 'it',
    kind: 'footer_sitemap',
    items: [
      {
        title: 'Prodotti',
        url: '/it/prodotti',
        children: [
          { title: 'Verdure', url: '/it/prodotti/verdure' },
          { title: 'Zuppe e minestroni', url: '/it/prodotti/zuppe-e-minestroni' },
          { title: 'Frutta', url: '/it/prodotti/frutta' },
          { title: 'Piatti pronti', url: '/it/prodotti/piatti-pronti' },
          { title: 'Patate', url: '/it/prodotti/patate' },
        ],
      },
      {
        title: 'Ricette',
        url: '/it/ricette',
        children: [
          { title: 'Primi piatti', url: '/it/ricette/primi-piatti' },
          { title: 'Secondi piatti', url: '/it/ricette/secondi-piatti' },
          { title: 'Contorni', url: '/it/ricette/contorni' },
          { title: 'Dolci', url: '/it/ricette/dolci' },
        ],
      },
      {
        title: 'Brina',
        url: '/it/chi-siamo',
        children: [
          { title: 'Chi siamo', url: '/it/chi-siamo' },
          { title: 'Il nostro manifesto', url: '/it/manifesto' },
          { title: 'Sostenibilità', url: '/it/azienda/sostenibilita' },
          { title: 'La filiera', url: '/it/azienda/filiera' },
          { title: 'Lavora con noi', url: '/it/lavora-con-noi' },
        ],
      },
      {
        title: 'Informazioni',
        children: [
          { title: 'Blog', url: '/it/blog' },
          { title: 'News', url: '/it/news' },
          { title: 'Press area', url: '/it/press-area' },
          { title: 'Download', url: '/it/download' },
          { title: 'Video', url: '/it/download-video' },
          { title: 'Dove acquistare', url: '/it/store-locator' },
        ],
      },
      {
        title: 'Food Service',
        url: '/it/foodservice',
        children: [
          { title: 'Prodotti per la ristorazione', url: '/it/foodservice/prodotti' },
          { title: 'Ricette professionali', url: '/it/foodservice/ricette' },
          { title: 'Soluzioni e idee su misura', url: '/it/foodservice/soluzioni-e-idee-su-misura' },
          { title: 'Chef in linea', url: '/it/foodservice/chef-in-linea' },
        ],
      },
    ],
  },
  // Footer site map, English
  {
    menu_id: 5,
    title: 'Footer – Site map',
    slug: 'footer-sitemap-en',
    locale_code: 'en',
    kind: 'footer_sitemap',
    items: [
      {
        title: 'Products',
        url: '/en/products',
        children: [
          { title: 'Vegetables', url: '/en/products/vegetables' },
          { title: 'Soups', url: '/en/products/soups' },
          { title: 'Fruit', url: '/en/products/fruit' },
          { title: 'Ready meals', url: '/en/products/ready-meals' },
          { title: 'Potatoes', url: '/en/products/potatoes' },
        ],
      },
      {
        title: 'Recipes',
        url: '/en/recipes',
        children: [
          { title: 'First courses', url: '/en/recipes/first-courses' },
          { title: 'Main courses', url: '/en/recipes/main-courses' },
          { title: 'Side dishes', url: '/en/recipes/side-dishes' },
          { title: 'Desserts', url: '/en/recipes/desserts' },
        ],
      },
      {
        title: 'Brina',
        url: '/en/about-us',
        children: [
          { title: 'About us', url: '/en/about-us' },
          { title: 'Our manifesto', url: '/en/manifest' },
          { title: 'Sustainability', url: '/en/company/sustainability' },
          { title: 'Supply chain', url: '/en/company/supply-chain' },
        ],
      },
      {
        title: 'Media',
        children: [
          { title: 'News', url: '/en/news' },
          { title: 'Press area', url: '/en/press-area' },
          { title: 'Downloads', url: '/en/download' },
          { title: 'Videos', url: '/en/download-video-area' },
        ],
      },
      {
        title: 'Food Service',
        url: '/en/foodservice',
        children: [
          { title: 'Catering products', url: '/en/foodservice/products' },
          { title: 'Professional recipes', url: '/en/foodservice/recipes' },
          { title: 'Collective catering', url: '/en/foodservice/channels/collective-catering' },
          { title: 'Food Service contacts', url: '/en/foodservice/contacts' },
        ],
      },
    ],
  },
  // Footer links, Italian
  {
    menu_id: 4,
    title: 'Footer – Link utili',
    slug: 'footer-links-it',
    locale_code: 'it',
    kind: 'footer_links',
    items: [
      legalIt,
      {
        title: 'Contatti e servizi',
        position: 'destra',
        children: [
          { title: 'Contatti', url: '/it/contatti' },
          { title: 'Contatti Food Service', url: '/it/foodservice/contatti' },
          { title: 'Lavora con noi', url: '/it/lavora-con-noi' },
          { title: 'Dove acquistare', url: '/it/store-locator' },
          { title: 'Press area', url: '/it/press-area' },
        ],
      },
    ],
  },
  // Footer links, English
  {
    menu_id: 11,
    title: 'Footer – Useful links',
    slug: 'footer-links-en',
    locale_code: 'en',
    kind: 'footer_links',
    items: [
      legalEn,
      {
        title: 'Contacts and services',
        position: 'destra',
        children: [
          { title: 'Contacts', url: '/en/contacts' },
          { title: 'Food Service contacts', url: '/en/foodservice/contacts' },
          { title: 'Press area', url: '/en/press-area' },
        ],
      },
    ],
  },
  // Consumer navbar, Italian
  {
    menu_id: 2,
    title: 'Navbar Consumatori',
    slug: 'navbar-b2c-it',
    locale_code: 'it',
    kind: 'navbar_b2c',
    items: [
      {
        title: 'Prodotti',
        url: '/it/prodotti',
        position: 'sinistra',
        children: [
          { title: 'Verdure', subtitle: 'Dai campi dei soci, surgelate in poche ore', url: '/it/prodotti/verdure' },
          { title: 'Zuppe e minestroni', subtitle: 'Minestroni, vellutate e zuppe di legumi', url: '/it/prodotti/zuppe-e-minestroni' },
          { title: 'Frutta', subtitle: 'Per dolci, frullati e colazioni', url: '/it/prodotti/frutta' },
          { title: 'Piatti pronti', subtitle: 'Da scaldare e servire in pochi minuti', url: '/it/prodotti/piatti-pronti' },
          { title: 'Patate', subtitle: 'Per forno, padella e friggitrice ad aria', url: '/it/prodotti/patate' },
        ],
        cta_label: 'Tutti i prodotti',
        cta_url: '/it/prodotti',
        banner_title: 'Novità: linea CreaTu',
        banner_subtitle: 'Le basi di verdure da completare a modo tuo',
        banner_cta_title: 'Scopri CreaTu',
        banner_cta_link: '/it/prodotti/verdure',
        banner_image: img('menu-banner-creatu', 'mix', 'Piatto di verdure a julienne per il wok', 'Plate of julienned vegetables for the wok'),
      },
      {
        title: 'Ricette',
        url: '/it/ricette',
        position: 'sinistra',
        children: [
          { title: 'Primi piatti', subtitle: 'Risotti, paste e minestre', url: '/it/ricette/primi-piatti' },
          { title: 'Secondi piatti', subtitle: 'Piatti unici e secondi vegetali', url: '/it/ricette/secondi-piatti' },
          { title: 'Contorni', subtitle: 'Colorati e pronti in poco tempo', url: '/it/ricette/contorni' },
          { title: 'Dolci', subtitle: 'Dessert e merende con la frutta', url: '/it/ricette/dolci' },
        ],
        cta_label: 'Tutte le ricette',
        cta_url: '/it/ricette',
        banner_title: 'Primavera in tavola',
        banner_subtitle: 'Piselli, spinaci e fragole nelle ricette di stagione',
        banner_cta_title: 'Scopri le ricette',
        banner_cta_link: '/it/landing/primavera-in-tavola',
        banner_image: img('menu-banner-primavera', 'peas', 'Piatto di risotto con piselli e menta', 'Plate of pea and mint risotto'),
      },
      {
        title: 'Mondo Brina',
        url: '/it/chi-siamo',
        position: 'sinistra',
        children: [
          { title: 'Chi siamo', subtitle: 'Una cooperativa di 1.200 agricoltori', url: '/it/chi-siamo' },
          { title: 'Il nostro manifesto', subtitle: 'Sei principi, dal seme alla tavola', url: '/it/manifesto' },
          { title: 'Sostenibilità', subtitle: 'Obiettivi e risultati', url: '/it/azienda/sostenibilita' },
          { title: 'La filiera', subtitle: 'Dal campo al freezer in poche ore', url: '/it/azienda/filiera' },
          { title: 'Lavora con noi', subtitle: 'Posizioni aperte a Cesena, Ficarolo e Policoro', url: '/it/lavora-con-noi' },
        ],
        cta_label: 'Leggi il manifesto',
        cta_url: '/it/manifesto',
        banner_title: 'Sessant’anni di cooperativa',
        banner_subtitle: 'La storia di Brina, iniziata tra i peri di Cesena',
        banner_cta_title: 'Chi siamo',
        banner_cta_link: '/it/chi-siamo',
        banner_image: img('menu-banner-storia', 'pears', 'Piatto di pere Abate intere', 'Plate of whole Abate pears'),
      },
      {
        title: 'Magazine',
        url: '/it/blog',
        position: 'destra',
        children: [
          { title: 'Blog', subtitle: 'Stagionalità e cucina facile', url: '/it/blog' },
          { title: 'News', subtitle: 'Le novità dai campi e dagli stabilimenti', url: '/it/news' },
          { title: 'Press area', subtitle: 'Comunicati e materiali per la stampa', url: '/it/press-area' },
          { title: 'Download', subtitle: 'Cataloghi e certificazioni', url: '/it/download' },
          { title: 'Video', subtitle: 'Guarda come lavoriamo', url: '/it/download-video' },
        ],
      },
      {
        title: 'Dove acquistare',
        url: '/it/store-locator',
        position: 'destra',
        children: [
          { title: 'Trova un punto vendita', subtitle: 'Oltre 40 negozi in tutta Italia', url: '/it/store-locator' },
          { title: 'Contatti', subtitle: 'Scrivici o chiama il numero verde', url: '/it/contatti' },
        ],
        cta_label: 'Trova il negozio più vicino',
        cta_url: '/it/store-locator',
      },
    ],
  },
  // Consumer navbar, English
  {
    menu_id: 8,
    title: 'Consumer navbar',
    slug: 'navbar-b2c-en',
    locale_code: 'en',
    kind: 'navbar_b2c',
    items: [
      {
        title: 'Products',
        url: '/en/products',
        position: 'sinistra',
        children: [
          { title: 'Vegetables', subtitle: 'From our members’ fields, frozen within hours', url: '/en/products/vegetables' },
          { title: 'Soups', subtitle: 'Minestrone, veloutés and bean soups', url: '/en/products/soups' },
          { title: 'Fruit', subtitle: 'For desserts, smoothies and breakfast', url: '/en/products/fruit' },
          { title: 'Ready meals', subtitle: 'Heat and serve in minutes', url: '/en/products/ready-meals' },
          { title: 'Potatoes', subtitle: 'For the oven, the pan and the air fryer', url: '/en/products/potatoes' },
        ],
        cta_label: 'All products',
        cta_url: '/en/products',
        banner_title: 'New: the CreaTu range',
        banner_subtitle: 'Vegetable bases to finish your own way',
        banner_cta_title: 'Discover CreaTu',
        banner_cta_link: '/en/products/vegetables',
        banner_image: img('menu-banner-creatu-en', 'mix', 'Piatto di verdure a julienne per il wok', 'Plate of julienned vegetables for the wok'),
      },
      {
        title: 'Recipes',
        url: '/en/recipes',
        position: 'sinistra',
        children: [
          { title: 'First courses', subtitle: 'Risottos, pasta and soups', url: '/en/recipes/first-courses' },
          { title: 'Main courses', subtitle: 'One-dish meals and plant-based mains', url: '/en/recipes/main-courses' },
          { title: 'Side dishes', subtitle: 'Colourful and quick to make', url: '/en/recipes/side-dishes' },
          { title: 'Desserts', subtitle: 'Sweet treats with frozen fruit', url: '/en/recipes/desserts' },
        ],
        cta_label: 'All recipes',
        cta_url: '/en/recipes',
        banner_title: 'Spring on the table',
        banner_subtitle: 'Peas, spinach and strawberries in seasonal recipes',
        banner_cta_title: 'Explore the recipes',
        banner_cta_link: '/en/landing/spring-on-the-table',
        banner_image: img('menu-banner-primavera-en', 'peas', 'Piatto di risotto con piselli e menta', 'Plate of pea and mint risotto'),
      },
      {
        title: 'About Brina',
        url: '/en/about-us',
        position: 'sinistra',
        children: [
          { title: 'About us', subtitle: 'A cooperative of 1,200 farmers', url: '/en/about-us' },
          { title: 'Our manifesto', subtitle: 'Six principles, from seed to table', url: '/en/manifest' },
          { title: 'Sustainability', subtitle: 'Targets and results', url: '/en/company/sustainability' },
          { title: 'Supply chain', subtitle: 'From field to freezer within hours', url: '/en/company/supply-chain' },
        ],
        cta_label: 'Read our manifesto',
        cta_url: '/en/manifest',
        banner_title: 'Sixty years as a cooperative',
        banner_subtitle: 'Brina’s story began among the pear trees of Cesena',
        banner_cta_title: 'About us',
        banner_cta_link: '/en/about-us',
        banner_image: img('menu-banner-storia-en', 'pears', 'Piatto di pere Abate intere', 'Plate of whole Abate pears'),
      },
      {
        title: 'Media',
        url: '/en/news',
        position: 'destra',
        children: [
          { title: 'News', subtitle: 'What’s new in our fields and plants', url: '/en/news' },
          { title: 'Press area', subtitle: 'Press releases and media kits', url: '/en/press-area' },
          { title: 'Downloads', subtitle: 'Catalogues and certifications', url: '/en/download' },
          { title: 'Videos', subtitle: 'See how we work', url: '/en/download-video-area' },
        ],
      },
      {
        title: 'Contacts',
        url: '/en/contacts',
        position: 'destra',
      },
    ],
  },
  // Food-service navbar, Italian
  {
    menu_id: 3,
    title: 'Navbar Food Service',
    slug: 'navbar-b2b-it',
    locale_code: 'it',
    kind: 'navbar_b2b',
    items: [
      {
        title: 'Prodotti',
        url: '/it/foodservice/prodotti',
        position: 'sinistra',
        children: [
          { title: 'Verdure IQF', subtitle: 'Verdure a grani liberi in formato professionale', url: '/it/foodservice/prodotti/verdure-iqf' },
          { title: 'Contorni professionali', subtitle: 'Pronti per la linea calda e il banqueting', url: '/it/foodservice/prodotti/contorni-professionali' },
          { title: 'Frutta per pasticceria', subtitle: 'Cubetti e frutti interi per il laboratorio', url: '/it/foodservice/prodotti/frutta-per-pasticceria' },
          { title: 'Scegli il prodotto', subtitle: 'La guida per tipo di cucina', url: '/it/foodservice/scegli-prodotto' },
        ],
        cta_label: 'Catalogo completo',
        cta_url: '/it/foodservice/prodotti',
        banner_title: 'Linea Professional 2,5 kg',
        banner_subtitle: 'Verdure grigliate e contorni pronti da rigenerare',
        banner_cta_title: 'Scopri i contorni',
        banner_cta_link: '/it/foodservice/prodotti/contorni-professionali',
        banner_image: img('menu-banner-professional', 'grill', 'Teglia di verdure grigliate', 'Tray of grilled vegetables'),
      },
      {
        title: 'Ricette',
        url: '/it/foodservice/ricette',
        position: 'sinistra',
        children: [
          { title: 'Ricette professionali', subtitle: 'Dosi da 50 a 100 porzioni', url: '/it/foodservice/ricette' },
          { title: 'Blog Ristorazione', subtitle: 'Food cost, menu e organizzazione', url: '/it/foodservice/blog' },
        ],
      },
      {
        title: 'Soluzioni su misura',
        url: '/it/foodservice/soluzioni-e-idee-su-misura',
        position: 'sinistra',
        children: [
          { title: 'Ristorazione collettiva', subtitle: 'Mense scolastiche, aziendali e ospedaliere', url: '/it/foodservice/soluzioni-e-idee-su-misura/ristorazione-collettiva' },
          { title: 'Hotel e banqueting', subtitle: 'Buffet, mezze pensioni ed eventi', url: '/it/foodservice/soluzioni-e-idee-su-misura/hotel-e-banqueting' },
          { title: 'Pizzerie e bar', subtitle: 'Farciture, pranzi veloci e banco bar', url: '/it/foodservice/soluzioni-e-idee-su-misura/pizzerie-e-bar' },
        ],
        cta_label: 'Tagli e formati su misura',
        cta_url: '/it/foodservice/soluzioni-e-idee-su-misura',
        banner_title: 'Mense scolastiche',
        banner_subtitle: 'Verdure che i bambini finiscono, conformi ai capitolati',
        banner_cta_title: 'Scopri la soluzione',
        banner_cta_link: '/it/foodservice/soluzioni-e-idee-su-misura/ristorazione-collettiva',
        banner_image: img('menu-banner-mense', 'soup', 'Piatto fondo di vellutata di verdure', 'Deep plate of vegetable velouté'),
      },
      {
        title: 'Servizi',
        position: 'destra',
        children: [
          { title: 'Chef in linea', subtitle: 'Le risposte del nostro chef alle tue domande', url: '/it/foodservice/chef-in-linea' },
          { title: 'Schede tecniche e cataloghi', subtitle: 'Documentazione da scaricare', url: '/it/download' },
          { title: 'Video', subtitle: 'Demo di cucina e processi produttivi', url: '/it/download-video' },
        ],
        cta_label: 'Chiedi allo chef',
        cta_url: '/it/foodservice/chef-in-linea',
      },
      {
        title: 'Contatti',
        url: '/it/foodservice/contatti',
        position: 'destra',
      },
    ],
  },
  // Food-service navbar, English
  {
    menu_id: 10,
    title: 'Food Service navbar',
    slug: 'navbar-b2b-en',
    locale_code: 'en',
    kind: 'navbar_b2b',
    items: [
      {
        title: 'Products',
        url: '/en/foodservice/products',
        position: 'sinistra',
        children: [
          { title: 'IQF vegetables', subtitle: 'Free-flowing vegetables in catering packs', url: '/en/foodservice/products/iqf-vegetables' },
          { title: 'Professional side dishes', subtitle: 'Ready for the hot line and banqueting', url: '/en/foodservice/products/professional-side-dishes' },
          { title: 'Fruit for pastry', subtitle: 'Diced and whole fruit for the pastry kitchen', url: '/en/foodservice/products/fruit-for-pastry' },
        ],
        cta_label: 'Full catalogue',
        cta_url: '/en/foodservice/products',
        banner_title: 'Professional range, 2.5 kg',
        banner_subtitle: 'Grilled vegetables and ready sides to regenerate',
        banner_cta_title: 'See the side dishes',
        banner_cta_link: '/en/foodservice/products/professional-side-dishes',
        banner_image: img('menu-banner-professional-en', 'grill', 'Teglia di verdure grigliate', 'Tray of grilled vegetables'),
      },
      {
        title: 'Recipes',
        url: '/en/foodservice/recipes',
        position: 'sinistra',
      },
      {
        title: 'Channels',
        position: 'sinistra',
        children: [
          { title: 'Collective catering', subtitle: 'School, workplace and hospital canteens', url: '/en/foodservice/channels/collective-catering' },
          { title: 'Hotels and banqueting', subtitle: 'Buffets, half board and events', url: '/en/foodservice/channels/hotels-and-banqueting' },
          { title: 'Pizzerias and bars', subtitle: 'Toppings, quick lunches and the bar counter', url: '/en/foodservice/channels/pizzerias-and-bars' },
        ],
        banner_title: 'School canteens',
        banner_subtitle: 'Vegetables children finish, ready for public tenders',
        banner_cta_title: 'Find out more',
        banner_cta_link: '/en/foodservice/channels/collective-catering',
        banner_image: img('menu-banner-mense-en', 'soup', 'Piatto fondo di vellutata di verdure', 'Deep plate of vegetable velouté'),
      },
      {
        title: 'Resources',
        position: 'destra',
        children: [
          { title: 'Downloads', subtitle: 'Technical sheets and catalogues', url: '/en/download' },
          { title: 'Videos', subtitle: 'Chef demos and production processes', url: '/en/download-video-area' },
        ],
      },
      {
        title: 'Contacts',
        url: '/en/foodservice/contacts',
        position: 'destra',
        cta_label: 'Request samples',
        cta_url: '/en/foodservice/contacts',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Footer and newsletter
// ---------------------------------------------------------------------------------------------

export const FOOTER: FooterSeed = {
  banner_title: bi('Dal campo al freezer, senza scorciatoie', 'From field to freezer, no shortcuts'),
  banner_description: bi(
    'Siamo 1.200 agricoltori riuniti in cooperativa. Raccogliamo verdura e frutta al momento giusto e le surgeliamo in poche ore nei nostri stabilimenti di Cesena, Ficarolo e Policoro.',
    'We are 1,200 farmers working together as a cooperative. We pick vegetables and fruit at just the right time and freeze them within hours at our plants in Cesena, Ficarolo and Policoro.',
  ),
  banner_image: img('footer-banner', 'mix', 'Piatto di verdure e frutta surgelate con cristalli di brina', 'Plate of frozen vegetables and fruit with frost crystals'),
  hq_name: 'Brina Società Cooperativa Agricola',
  hq_phone: '+39 0547 000 120',
  hq_email: 'info@brina.local',
  hq_fax: '+39 0547 000 121',
  service_number: '800 000 000',
  vat_code: '02345678904',
  hq_address: 'Via dei Frutteti 18\n47521 Cesena (FC)\nItalia',
  socials: [
    { label: 'Facebook', url: 'https://www.facebook.com/brina.cooperativa', icon: 'facebook' },
    { label: 'Instagram', url: 'https://www.instagram.com/brina.cooperativa', icon: 'instagram' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/brina-cooperativa', icon: 'linkedin' },
    { label: 'YouTube', url: 'https://www.youtube.com/@brina.cooperativa', icon: 'youtube' },
  ],
  funding_notices: [
    {
      title: bi(
        'PNRR – Hub logistico della catena del freddo per il settore agroalimentare',
        'NRRP – Cold-chain logistics hub for the agri-food sector',
      ),
      description: bi(
        'Progetto finanziato dall’Unione europea – NextGenerationEU nell’ambito del Piano Nazionale di Ripresa e Resilienza (PNRR), Missione 2, Componente 1, Investimento 2.1 “Sviluppo logistica per i settori agroalimentare, pesca e acquacoltura, silvicoltura, floricoltura e vivaismo”. L’intervento ha realizzato a Cesena un polo logistico a temperatura controllata da 20.000 posti pallet a -25 °C, con impianto fotovoltaico e refrigerazione a refrigerante naturale, per ridurre i passaggi di merce, i consumi energetici e le emissioni lungo la catena del freddo.',
        'Project funded by the European Union – NextGenerationEU under Italy’s National Recovery and Resilience Plan (NRRP), Mission 2, Component 1, Investment 2.1 “Logistics development for the agri-food, fisheries and aquaculture, forestry, floriculture and nursery sectors”. The project built a temperature-controlled logistics hub in Cesena with 20,000 pallet spaces at -25 °C, a solar plant and natural-refrigerant cooling, cutting handling steps, energy use and emissions along the cold chain.',
      ),
      logo: img('footer-pnrr-logistica', 'mix', 'Piatto di verdure miste surgelate, immagine del progetto PNRR per la logistica del freddo', 'Plate of mixed frozen vegetables, image for the NRRP cold-chain logistics project'),
    },
    {
      title: bi(
        'CSR Emilia-Romagna 2023-2027 – Difesa del pero dalla maculatura bruna',
        'Emilia-Romagna Rural Development Programme 2023-2027 – Protecting pears from brown spot',
      ),
      description: bi(
        'Progetto cofinanziato dal Fondo europeo agricolo per lo sviluppo rurale (FEASR) nell’ambito del Complemento regionale per lo Sviluppo Rurale dell’Emilia-Romagna, intervento SRG01 “Sostegno ai gruppi operativi del PEI-AGRI”. Il gruppo operativo, coordinato da Brina, sperimenta modelli previsionali, gestione agronomica e mezzi di difesa a basso impatto contro la maculatura bruna del pero (Stemphylium vesicarium) nei frutteti di pera Abate.',
        'Project co-funded by the European Agricultural Fund for Rural Development (EAFRD) under the Emilia-Romagna Rural Development Complement, intervention SRG01 “Support for EIP-AGRI operational groups”. The operational group, coordinated by Brina, is testing forecasting models, orchard management and low-impact protection against pear brown spot (Stemphylium vesicarium) in Abate pear orchards.',
      ),
      logo: img('footer-csr-maculatura', 'pears', 'Piatto di pere Abate, immagine del progetto sulla maculatura bruna del pero', 'Plate of Abate pears, image for the pear brown spot project'),
    },
  ],
  copyright: bi(
    '© 2026 Brina Società Cooperativa Agricola – P. IVA 02345678904 – Tutti i diritti riservati',
    '© 2026 Brina Società Cooperativa Agricola – VAT IT02345678904 – All rights reserved',
  ),
};

export const NEWSLETTER: NewsletterSeed = {
  title: bi(
    'Iscriviti alla newsletter: ricette di stagione e novità dai nostri campi, una volta al mese',
    'Sign up to our newsletter: seasonal recipes and news from our fields, once a month',
  ),
  confirm_message: bi(
    'Iscrizione completata con successo! Da ora riceverai una volta al mese ricette di stagione e novità dai nostri campi.',
    'You have signed up successfully! From now on you will receive seasonal recipes and news from our fields once a month.',
  ),
  show_name_fields: true,
  background_image: img('newsletter-sfondo', 'berries', 'Piatto di frutti di bosco e mirtilli surgelati', 'Plate of frozen mixed berries and blueberries'),
};

// ---------------------------------------------------------------------------------------------
// Careers wizard (Lavora con noi)
// ---------------------------------------------------------------------------------------------

export const CAREERS: CareersSeed = {
  intro: bi(
    'Cerchiamo persone che vogliano crescere con noi nei campi, negli stabilimenti e negli uffici di Cesena, Ficarolo e Policoro. Compila la candidatura in otto semplici passaggi: ci vorranno circa dieci minuti. Ti ricontatteremo se il tuo profilo corrisponde a una posizione aperta o a una campagna stagionale.',
    'We are looking for people who want to grow with us in the fields, plants and offices of Cesena, Ficarolo and Policoro. Fill in your application in eight simple steps: it takes about ten minutes. We will get back to you if your profile matches an open position or a seasonal campaign.',
  ),
  labels: bi<Record<string, string>>(
    {
      step1: 'Settore',
      step1_description: 'Per quale tipo di posizione vuoi candidarti?',
      step2: 'Sede di lavoro',
      step2_description: 'In quale stabilimento ti piacerebbe lavorare?',
      step3: 'Dati personali',
      step3_description: 'Raccontaci chi sei e dove vivi.',
      step4: 'Istruzione',
      step4_description: 'Indica il titolo di studio più alto che hai conseguito.',
      step5: 'Esperienze lavorative',
      step5_description: 'Aggiungi le esperienze più significative, a partire dalla più recente.',
      step6: 'Competenze',
      step6_description: 'Lingue conosciute e competenze informatiche.',
      step7: 'Area di interesse',
      step7_description: 'In quale area della cooperativa vorresti lavorare?',
      step8: 'Allegati',
      step8_description: 'Carica il tuo curriculum vitae.',
      gender: 'Genere',
      birth_date: 'Data di nascita',
      phone: 'Telefono',
      driving_license: 'Patente di guida',
      residence: 'Residenza',
      domicile: 'Domicilio (se diverso dalla residenza)',
      region: 'Regione',
      district: 'Provincia',
      municipality: 'Comune',
      vehicle: 'Mezzo di trasporto',
      protected_category: 'Appartenenza a categorie protette',
      current_employment: 'Situazione lavorativa attuale',
      education_level: 'Titolo di studio',
      education_year: 'Anno di conseguimento',
      education_vote: 'Votazione',
      education_specification: 'Indirizzo o specializzazione',
      role: 'Ruolo',
      agency: 'Azienda',
      period: 'Periodo',
      contract_type: 'Tipo di contratto',
      main_activities: 'Attività principali',
      add_experience: 'Aggiungi un’altra esperienza',
      language: 'Lingua',
      spoken_level: 'Livello parlato',
      written_level: 'Livello scritto',
      other_languages: 'Altre lingue',
      computer_skills: 'Competenze informatiche',
      preferred_working_area: 'Area preferita',
      curriculum: 'Curriculum vitae',
      curriculum_hint: 'Formati accettati: PDF o DOCX, massimo 5 MB.',
      privacy: 'Ho letto l’informativa sulla privacy e acconsento al trattamento dei miei dati per la selezione del personale.',
      back: 'Indietro',
      continue: 'Continua',
      submit: 'Invia candidatura',
      success_title: 'Candidatura inviata',
      success: 'Grazie! Abbiamo ricevuto la tua candidatura. Il nostro ufficio del personale la esaminerà e ti contatterà se il tuo profilo corrisponde alle posizioni aperte.',
    },
    {
      step1: 'Sector',
      step1_description: 'What type of position are you applying for?',
      step2: 'Work site',
      step2_description: 'Which plant would you like to work at?',
      step3: 'Personal details',
      step3_description: 'Tell us who you are and where you live.',
      step4: 'Education',
      step4_description: 'Enter the highest qualification you have obtained.',
      step5: 'Work experience',
      step5_description: 'Add your most relevant experience, starting with the most recent.',
      step6: 'Skills',
      step6_description: 'Languages and computer skills.',
      step7: 'Area of interest',
      step7_description: 'Which area of the cooperative would you like to work in?',
      step8: 'Attachments',
      step8_description: 'Upload your CV.',
      gender: 'Gender',
      birth_date: 'Date of birth',
      phone: 'Phone',
      driving_license: 'Driving licence',
      residence: 'Place of residence',
      domicile: 'Current address (if different)',
      region: 'Region',
      district: 'Province',
      municipality: 'Town',
      vehicle: 'Means of transport',
      protected_category: 'Protected category status',
      current_employment: 'Current employment status',
      education_level: 'Qualification',
      education_year: 'Year obtained',
      education_vote: 'Final grade',
      education_specification: 'Field of study',
      role: 'Role',
      agency: 'Company',
      period: 'Period',
      contract_type: 'Contract type',
      main_activities: 'Main responsibilities',
      add_experience: 'Add another position',
      language: 'Language',
      spoken_level: 'Spoken level',
      written_level: 'Written level',
      other_languages: 'Other languages',
      computer_skills: 'Computer skills',
      preferred_working_area: 'Preferred area',
      curriculum: 'CV',
      curriculum_hint: 'Accepted formats: PDF or DOCX, up to 5 MB.',
      privacy: 'I have read the privacy policy and consent to the processing of my data for recruitment purposes.',
      back: 'Back',
      continue: 'Continue',
      submit: 'Submit application',
      success_title: 'Application sent',
      success: 'Thank you! We have received your application. Our HR team will review it and contact you if your profile matches an open position.',
    },
  ),
  options: [
    { group: 'sector', code: 'worker', label: bi('Operaio', 'Production worker') },
    { group: 'sector', code: 'employee', label: bi('Impiegato', 'Office employee') },

    { group: 'site', code: 'cesena', label: bi('Cesena (FC)', 'Cesena (FC)') },
    { group: 'site', code: 'ficarolo', label: bi('Ficarolo (RO)', 'Ficarolo (RO)') },
    { group: 'site', code: 'policoro', label: bi('Policoro (MT)', 'Policoro (MT)') },

    { group: 'gender', code: 'female', label: bi('Donna', 'Female') },
    { group: 'gender', code: 'male', label: bi('Uomo', 'Male') },
    { group: 'gender', code: 'other', label: bi('Altro', 'Other') },
    { group: 'gender', code: 'not_specified', label: bi('Preferisco non specificarlo', 'Prefer not to say') },

    { group: 'education_level', code: 'professional_qualification', label: bi('Qualifica professionale', 'Vocational qualification') },
    { group: 'education_level', code: 'middle_school', label: bi('Licenza media', 'Middle-school certificate') },
    { group: 'education_level', code: 'diploma', label: bi('Diploma di scuola superiore', 'Upper-secondary diploma') },
    { group: 'education_level', code: 'degree_2_years', label: bi('Laurea biennale', 'Two-year degree') },
    { group: 'education_level', code: 'degree_3_years', label: bi('Laurea triennale', 'Three-year bachelor’s degree') },
    { group: 'education_level', code: 'degree_5_years', label: bi('Laurea magistrale (5 anni)', 'Five-year master’s degree') },
    { group: 'education_level', code: 'master', label: bi('Master', 'Postgraduate master') },
    { group: 'education_level', code: 'phd', label: bi('Dottorato di ricerca', 'PhD') },

    { group: 'contract_type', code: 'permanent', label: bi('Tempo indeterminato', 'Permanent') },
    { group: 'contract_type', code: 'fixed_term', label: bi('Tempo determinato', 'Fixed-term') },
    { group: 'contract_type', code: 'seasonal', label: bi('Stagionale', 'Seasonal') },
    { group: 'contract_type', code: 'apprenticeship', label: bi('Apprendistato', 'Apprenticeship') },
    { group: 'contract_type', code: 'internship', label: bi('Tirocinio', 'Internship') },
    { group: 'contract_type', code: 'temporary_agency', label: bi('Somministrazione', 'Agency work') },
    { group: 'contract_type', code: 'self_employed', label: bi('Lavoro autonomo', 'Self-employed') },

    { group: 'language', code: 'italian', label: bi('Italiano', 'Italian') },
    { group: 'language', code: 'english', label: bi('Inglese', 'English') },
    { group: 'language', code: 'french', label: bi('Francese', 'French') },
    { group: 'language', code: 'german', label: bi('Tedesco', 'German') },
    { group: 'language', code: 'spanish', label: bi('Spagnolo', 'Spanish') },
    { group: 'language', code: 'other', label: bi('Altra lingua', 'Other language') },

    { group: 'language_level', code: 'basic', label: bi('Base (A1-A2)', 'Basic (A1–A2)') },
    { group: 'language_level', code: 'intermediate', label: bi('Intermedio (B1-B2)', 'Intermediate (B1–B2)') },
    { group: 'language_level', code: 'advanced', label: bi('Avanzato (C1-C2)', 'Advanced (C1–C2)') },
    { group: 'language_level', code: 'native', label: bi('Madrelingua', 'Native speaker') },

    { group: 'vehicle', code: 'car', label: bi('Auto propria', 'Own car') },
    { group: 'vehicle', code: 'motorbike', label: bi('Moto o scooter', 'Motorbike or scooter') },
    { group: 'vehicle', code: 'bicycle', label: bi('Bicicletta', 'Bicycle') },
    { group: 'vehicle', code: 'public_transport', label: bi('Mezzi pubblici', 'Public transport') },
    { group: 'vehicle', code: 'none', label: bi('Nessun mezzo', 'No means of transport') },

    { group: 'protected_category', code: 'no', label: bi('No', 'No') },
    { group: 'protected_category', code: 'disability', label: bi('Sì, L. 68/1999 art. 1 (persone con disabilità)', 'Yes, Law 68/1999 art. 1 (people with disabilities)') },
    { group: 'protected_category', code: 'other_protected', label: bi('Sì, L. 68/1999 art. 18 (altre categorie protette)', 'Yes, Law 68/1999 art. 18 (other protected categories)') },

    { group: 'current_employment', code: 'employed', label: bi('Occupato', 'Employed') },
    { group: 'current_employment', code: 'unemployed', label: bi('In cerca di occupazione', 'Looking for work') },
    { group: 'current_employment', code: 'student', label: bi('Studente', 'Student') },
    { group: 'current_employment', code: 'seasonal_worker', label: bi('Lavoratore stagionale', 'Seasonal worker') },

    { group: 'working_area', code: 'production', label: bi('Produzione e linee di confezionamento', 'Production and packing lines') },
    { group: 'working_area', code: 'warehouse', label: bi('Magazzino e logistica', 'Warehouse and logistics') },
    { group: 'working_area', code: 'maintenance', label: bi('Manutenzione e impianti', 'Maintenance and engineering') },
    { group: 'working_area', code: 'quality', label: bi('Qualità e sicurezza alimentare', 'Quality and food safety') },
    { group: 'working_area', code: 'agronomy', label: bi('Agronomia e servizi ai soci', 'Agronomy and member services') },
    { group: 'working_area', code: 'research', label: bi('Ricerca e sviluppo', 'Research and development') },
    { group: 'working_area', code: 'sales', label: bi('Commerciale e food service', 'Sales and food service') },
    { group: 'working_area', code: 'marketing', label: bi('Marketing e comunicazione', 'Marketing and communications') },
    { group: 'working_area', code: 'administration', label: bi('Amministrazione e finanza', 'Administration and finance') },
    { group: 'working_area', code: 'hr', label: bi('Risorse umane', 'Human resources') },
    { group: 'working_area', code: 'it', label: bi('Sistemi informativi', 'Information systems') },

    { group: 'driving_license', code: 'none', label: bi('Nessuna patente', 'No licence') },
    { group: 'driving_license', code: 'AM', label: bi('AM (ciclomotori)', 'AM (mopeds)') },
    { group: 'driving_license', code: 'A', label: bi('A (motocicli)', 'A (motorcycles)') },
    { group: 'driving_license', code: 'B', label: bi('B (autovetture)', 'B (cars)') },
    { group: 'driving_license', code: 'C', label: bi('C (autocarri)', 'C (lorries)') },
    { group: 'driving_license', code: 'CE', label: bi('CE (autoarticolati)', 'CE (articulated lorries)') },
    { group: 'driving_license', code: 'forklift', label: bi('Patentino per carrelli elevatori', 'Forklift operator certificate') },
  ],
  cv_max_mb: 5,
};

/** Open positions on the careers page (Italian only, like the page). */
export const JOB_POSITIONS: JobPositionSeed[] = [
  {
    slug: 'addetto-linee-confezionamento-cesena',
    title: 'Addetto/a alle linee di confezionamento',
    site: 'cesena',
    sector: 'worker',
    working_area: 'production',
    short_description: 'Per la campagna estiva cerchiamo persone che seguano le linee di surgelazione e confezionamento di piselli e fagiolini, su turni. Non serve esperienza: ti formiamo noi.',
  },
  {
    slug: 'carrellista-magazzino-frigorifero-ficarolo',
    title: 'Carrellista per magazzino frigorifero',
    site: 'ficarolo',
    sector: 'worker',
    working_area: 'warehouse',
    short_description: 'Movimentazione dei pallet nelle celle a -25 °C, carico e scarico dei camion. Richiesto il patentino per carrelli elevatori; abbigliamento termico fornito dalla cooperativa.',
  },
  {
    slug: 'tecnico-qualita-sicurezza-alimentare-policoro',
    title: 'Tecnico/a qualità e sicurezza alimentare',
    site: 'policoro',
    sector: 'employee',
    working_area: 'quality',
    short_description: 'Controlli sul prodotto in ingresso e finito, gestione del piano HACCP e audit con i clienti della grande distribuzione. Laurea in scienze e tecnologie alimentari o affine.',
  },
  {
    slug: 'agronomo-servizi-ai-soci-cesena',
    title: 'Agronomo/a per i servizi ai soci',
    site: 'cesena',
    sector: 'employee',
    working_area: 'agronomy',
    short_description: 'Assistenza tecnica alle aziende agricole socie: piani di semina e raccolta, visite in campo e difesa integrata del pero e delle orticole. Patente B e disponibilità a spostamenti.',
  },
];

// ---------------------------------------------------------------------------------------------
// Store locator (Italian only). Municipality names are ISTAT names from data/italy.
// ---------------------------------------------------------------------------------------------

export const STORES: StoreSeed[] = [
  // Emilia-Romagna
  { name: 'Mercato Verde Cesena Centro', chain: 'Mercato Verde', address: 'Via Roma 24', municipality: 'Cesena', district_abbreviation: 'FC', phone: '0547 000 212', product_lines: ['classica', 'creatu'], products: ['spinaci', 'piselli', 'minestrone', 'creatu-wok', 'patate-spicchi', 'pere-cubetti'] },
  { name: 'Bottega del Freddo Forlì', chain: 'Bottega del Freddo', address: 'Viale della Libertà 88', municipality: 'Forlì', district_abbreviation: 'FC', phone: '0543 000 318', product_lines: ['classica', 'bio'], products: ['broccoli', 'zuppa-legumi', 'pere-cubetti', 'frutti-di-bosco', 'verdure-grigliate'] },
  { name: 'Superstore Aurora Bologna', chain: 'Superstore Aurora', address: 'Via dell’Industria 15', municipality: 'Bologna', district_abbreviation: 'BO', phone: '051 000 4410', product_lines: ['classica', 'bio', 'creatu'], products: ['spinaci', 'verdure-grigliate', 'minestrone', 'passato-verdure', 'creatu-minestra', 'polpette-vegetali'] },
  { name: 'Spesa Sana Ravenna', chain: 'Spesa Sana', address: 'Via Cavour 52', municipality: 'Ravenna', district_abbreviation: 'RA', phone: '0544 000 127', product_lines: ['bio'], products: ['broccoli', 'mirtilli', 'passato-verdure', 'burger-ceci'] },
  { name: 'Mercato Verde Rimini', chain: 'Mercato Verde', address: 'Viale della Repubblica 3', municipality: 'Rimini', district_abbreviation: 'RN', phone: '0541 000 233', product_lines: ['classica'], products: ['piselli', 'fagiolini', 'fragole', 'patate-novelle', 'rosti'] },
  { name: 'Cash & Carry Orizzonte Modena', chain: 'Cash & Carry Orizzonte', address: 'Via dell’Artigianato 7', municipality: 'Modena', district_abbreviation: 'MO', phone: '059 000 7781', product_lines: ['professional', 'classica'], products: ['grigliate-professional', 'contorno-mediterraneo', 'pere-pasticceria', 'spinaci', 'piselli'] },
  { name: 'Spesa Sana Parma', chain: 'Spesa Sana', address: 'Via Mazzini 18', municipality: 'Parma', district_abbreviation: 'PR', product_lines: ['bio', 'classica'], products: ['zuppa-legumi', 'burger-ceci', 'carote', 'vellutata-zucca'] },

  // Lombardia
  { name: 'Superstore Aurora Milano Viale Monza', chain: 'Superstore Aurora', address: 'Viale Monza 210', municipality: 'Milano', district_abbreviation: 'MI', phone: '02 000 3321', product_lines: ['classica', 'bio', 'creatu'], products: ['risotto-asparagi', 'cous-cous', 'creatu-wok', 'broccoli', 'mirtilli', 'patate-spicchi'] },
  { name: 'Mercato Verde Bergamo', chain: 'Mercato Verde', address: 'Via Garibaldi 57', municipality: 'Bergamo', district_abbreviation: 'BG', phone: '035 000 412', product_lines: ['classica'], products: ['spinaci', 'minestrone', 'polpette-vegetali', 'frutti-di-bosco'] },
  { name: 'Bottega del Freddo Brescia', chain: 'Bottega del Freddo', address: 'Corso Italia 112', municipality: 'Brescia', district_abbreviation: 'BS', phone: '030 000 5567', product_lines: ['classica', 'creatu'], products: ['verdure-grigliate', 'cavolfiore', 'creatu-minestra', 'rosti'] },
  { name: 'Cash & Carry Orizzonte Monza', chain: 'Cash & Carry Orizzonte', address: 'Viale delle Industrie 30', municipality: 'Monza', district_abbreviation: 'MB', phone: '039 000 218', product_lines: ['professional'], products: ['grigliate-professional', 'contorno-mediterraneo', 'pere-pasticceria'] },

  // Piemonte
  { name: 'Mercato Verde Torino', chain: 'Mercato Verde', address: 'Corso Vittorio Emanuele II 88', municipality: 'Torino', district_abbreviation: 'TO', phone: '011 000 7423', product_lines: ['classica', 'bio'], products: ['piselli', 'fagiolini', 'zuppa-legumi', 'pere-cubetti', 'patate-spicchi'] },
  { name: 'Bottega del Freddo Cuneo', chain: 'Bottega del Freddo', address: 'Via Dante Alighieri 15', municipality: 'Cuneo', district_abbreviation: 'CN', phone: '0171 000 335', product_lines: ['classica'], products: ['minestrone', 'patate-novelle', 'carote'] },
  { name: 'Spesa Sana Novara', chain: 'Spesa Sana', address: 'Via Matteotti 29', municipality: 'Novara', district_abbreviation: 'NO', product_lines: ['bio'], products: ['broccoli', 'passato-verdure', 'mirtilli'] },

  // Valle d'Aosta
  { name: 'Spesa Sana Aosta', chain: 'Spesa Sana', address: 'Via Gramsci 21', municipality: 'Aosta', district_abbreviation: 'AO', phone: '0165 000 244', product_lines: ['bio', 'classica'], products: ['zuppa-legumi', 'minestrone', 'spinaci'] },

  // Liguria
  { name: 'Mercato Verde Genova', chain: 'Mercato Verde', address: 'Via XX Settembre 74', municipality: 'Genova', district_abbreviation: 'GE', phone: '010 000 6612', product_lines: ['classica'], products: ['minestrone', 'fagiolini', 'patate-novelle', 'vellutata-zucca', 'fragole'] },
  { name: 'Bottega del Freddo La Spezia', chain: 'Bottega del Freddo', address: 'Via Verdi 33', municipality: 'La Spezia', district_abbreviation: 'SP', phone: '0187 000 413', product_lines: ['classica', 'creatu'], products: ['verdure-grigliate', 'creatu-wok', 'frutti-di-bosco'] },

  // Veneto
  { name: 'Superstore Aurora Padova', chain: 'Superstore Aurora', address: 'Viale Europa 140', municipality: 'Padova', district_abbreviation: 'PD', phone: '049 000 8214', product_lines: ['classica', 'bio', 'creatu'], products: ['piselli', 'spinaci', 'burger-ceci', 'creatu-minestra', 'fragole', 'rosti'] },
  { name: 'Mercato Verde Verona', chain: 'Mercato Verde', address: 'Via Marconi 41', municipality: 'Verona', district_abbreviation: 'VR', phone: '045 000 3390', product_lines: ['classica'], products: ['risotto-asparagi', 'carote', 'cavolfiore', 'patate-spicchi'] },
  { name: 'Spesa Sana Rovigo', chain: 'Spesa Sana', address: 'Corso del Popolo 96', municipality: 'Rovigo', district_abbreviation: 'RO', phone: '0425 000 118', product_lines: ['bio', 'classica'], products: ['piselli', 'fagiolini', 'broccoli', 'zuppa-legumi', 'pere-cubetti'] },

  // Trentino-Alto Adige
  { name: 'Spesa Sana Trento', chain: 'Spesa Sana', address: 'Via Brennero 62', municipality: 'Trento', district_abbreviation: 'TN', phone: '0461 000 562', product_lines: ['bio'], products: ['mirtilli', 'passato-verdure', 'burger-ceci', 'broccoli'] },
  { name: 'Mercato Verde Bolzano', chain: 'Mercato Verde', address: 'Via Druso 19', municipality: 'Bolzano', district_abbreviation: 'BZ', phone: '0471 000 217', product_lines: ['classica'], products: ['spinaci', 'rosti', 'frutti-di-bosco'] },

  // Friuli-Venezia Giulia
  { name: 'Bottega del Freddo Udine', chain: 'Bottega del Freddo', address: 'Viale Venezia 155', municipality: 'Udine', district_abbreviation: 'UD', phone: '0432 000 349', product_lines: ['classica', 'bio'], products: ['minestrone', 'zuppa-legumi', 'patate-novelle', 'cavolfiore'] },
  { name: 'Mercato Verde Trieste', chain: 'Mercato Verde', address: 'Via Carducci 27', municipality: 'Trieste', district_abbreviation: 'TS', phone: '040 000 2276', product_lines: ['classica'], products: ['fagiolini', 'verdure-grigliate', 'polpette-vegetali'] },

  // Toscana
  { name: 'Superstore Aurora Firenze', chain: 'Superstore Aurora', address: 'Viale Guidoni 101', municipality: 'Firenze', district_abbreviation: 'FI', phone: '055 000 9120', product_lines: ['classica', 'bio', 'creatu'], products: ['minestrone', 'zuppa-legumi', 'creatu-minestra', 'spinaci', 'pere-cubetti'] },
  { name: 'Spesa Sana Pisa', chain: 'Spesa Sana', address: 'Via San Francesco 11', municipality: 'Pisa', district_abbreviation: 'PI', phone: '050 000 4438', product_lines: ['bio'], products: ['broccoli', 'mirtilli', 'zuppa-legumi'] },
  { name: 'Mercato Verde Livorno', chain: 'Mercato Verde', address: 'Via Grande 63', municipality: 'Livorno', district_abbreviation: 'LI', phone: '0586 000 251', product_lines: ['classica'], products: ['verdure-grigliate', 'cous-cous', 'fragole', 'patate-spicchi'] },

  // Umbria
  { name: 'Mercato Verde Perugia', chain: 'Mercato Verde', address: 'Via Settevalli 220', municipality: 'Perugia', district_abbreviation: 'PG', phone: '075 000 3364', product_lines: ['classica', 'creatu'], products: ['piselli', 'creatu-wok', 'polpette-vegetali', 'carote'] },

  // Marche
  { name: 'Bottega del Freddo Ancona', chain: 'Bottega del Freddo', address: 'Corso Carlo Alberto 45', municipality: 'Ancona', district_abbreviation: 'AN', phone: '071 000 2287', product_lines: ['classica'], products: ['spinaci', 'fagiolini', 'minestrone', 'frutti-di-bosco'] },
  { name: 'Spesa Sana Pesaro', chain: 'Spesa Sana', address: 'Viale della Vittoria 9', municipality: 'Pesaro', district_abbreviation: 'PU', phone: '0721 000 145', product_lines: ['bio', 'classica'], products: ['passato-verdure', 'burger-ceci', 'vellutata-zucca'] },

  // Lazio
  { name: 'Superstore Aurora Roma Tiburtina', chain: 'Superstore Aurora', address: 'Via Tiburtina 1020', municipality: 'Roma', district_abbreviation: 'RM', phone: '06 000 41820', product_lines: ['classica', 'bio', 'creatu'], products: ['spinaci', 'friarielli', 'broccoli', 'creatu-wok', 'cous-cous', 'fragole'] },
  { name: 'Mercato Verde Roma Prati', chain: 'Mercato Verde', address: 'Via Cola di Rienzo 134', municipality: 'Roma', district_abbreviation: 'RM', phone: '06 000 37715', product_lines: ['classica'], products: ['piselli', 'carote', 'risotto-asparagi', 'frutti-di-bosco'] },

  // Abruzzo
  { name: 'Mercato Verde Pescara', chain: 'Mercato Verde', address: 'Viale Marconi 78', municipality: 'Pescara', district_abbreviation: 'PE', phone: '085 000 4412', product_lines: ['classica'], products: ['minestrone', 'verdure-grigliate', 'patate-spicchi', 'fragole'] },

  // Campania
  { name: 'Superstore Aurora Napoli', chain: 'Superstore Aurora', address: 'Via Argine 310', municipality: 'Napoli', district_abbreviation: 'NA', phone: '081 000 5523', product_lines: ['classica', 'bio'], products: ['friarielli', 'spinaci', 'verdure-grigliate', 'zuppa-legumi', 'polpette-vegetali'] },
  { name: 'Alimentari Girasole Salerno', chain: 'Alimentari Girasole', address: 'Corso Vittorio Emanuele 88', municipality: 'Salerno', district_abbreviation: 'SA', phone: '089 000 2219', product_lines: ['classica'], products: ['friarielli', 'piselli', 'patate-novelle'] },

  // Puglia
  { name: 'Mercato Verde Bari', chain: 'Mercato Verde', address: 'Via Amendola 172', municipality: 'Bari', district_abbreviation: 'BA', phone: '080 000 6671', product_lines: ['classica', 'creatu'], products: ['friarielli', 'cavolfiore', 'creatu-minestra', 'fagiolini', 'fragole'] },
  { name: 'Alimentari Girasole Lecce', chain: 'Alimentari Girasole', address: 'Viale Otranto 23', municipality: 'Lecce', district_abbreviation: 'LE', phone: '0832 000 318', product_lines: ['classica'], products: ['friarielli', 'verdure-grigliate', 'minestrone'] },

  // Basilicata
  { name: 'Alimentari Girasole Policoro', chain: 'Alimentari Girasole', address: 'Via Aldo Moro 45', municipality: 'Policoro', district_abbreviation: 'MT', phone: '0835 000 472', product_lines: ['classica', 'bio'], products: ['fragole', 'friarielli', 'mirtilli', 'frutti-di-bosco'] },
  { name: 'Bottega del Freddo Matera', chain: 'Bottega del Freddo', address: 'Via Nazionale 200', municipality: 'Matera', district_abbreviation: 'MT', phone: '0835 000 219', product_lines: ['classica'], products: ['spinaci', 'piselli', 'minestrone', 'patate-spicchi'] },

  // Calabria
  { name: 'Alimentari Girasole Cosenza', chain: 'Alimentari Girasole', address: 'Corso Mazzini 150', municipality: 'Cosenza', district_abbreviation: 'CS', phone: '0984 000 335', product_lines: ['classica'], products: ['friarielli', 'fagiolini', 'polpette-vegetali'] },

  // Sicilia
  { name: 'Superstore Aurora Palermo', chain: 'Superstore Aurora', address: 'Via Leonardo da Vinci 280', municipality: 'Palermo', district_abbreviation: 'PA', phone: '091 000 7716', product_lines: ['classica', 'bio', 'creatu'], products: ['cous-cous', 'verdure-grigliate', 'broccoli', 'creatu-wok', 'fragole'] },
  { name: 'Mercato Verde Catania', chain: 'Mercato Verde', address: 'Viale Vittorio Veneto 56', municipality: 'Catania', district_abbreviation: 'CT', phone: '095 000 4423', product_lines: ['classica'], products: ['piselli', 'spinaci', 'patate-novelle', 'frutti-di-bosco'] },

  // Sardegna
  { name: 'Spesa Sana Cagliari', chain: 'Spesa Sana', address: 'Via Dante 99', municipality: 'Cagliari', district_abbreviation: 'CA', phone: '070 000 5512', product_lines: ['bio', 'classica'], products: ['zuppa-legumi', 'burger-ceci', 'carote', 'minestrone'] },
  { name: 'Bottega del Freddo Sassari', chain: 'Bottega del Freddo', address: 'Viale Italia 37', municipality: 'Sassari', district_abbreviation: 'SS', phone: '079 000 2231', product_lines: ['classica'], products: ['spinaci', 'verdure-grigliate', 'rosti'] },
];
