// The editors' names of every content type and component: Italian (and English) display names and
// a one-line description of what it is and where it shows on the site. The admin shows them in
// place of the technical names of the schema files (src/admin/app.tsx translates each schema
// display name), and tests/editorial.test.mjs fails when a type or component has none, so a type
// added later gets its names here (or in its description, src/content/<type>.ts). Shared by the
// server (bootstrap) and the admin bundle: it imports only src/content (the described types).

import { describedEntries } from '../content/registry';

export type TypeName = { it: string; en: string; description: string };

export const TYPE_NAMES: Record<string, TypeName> = {
  // Catalogue
  'api::product.product': {
    it: 'Prodotto',
    en: 'Product',
    description: 'Un prodotto del catalogo: la sua scheda su /prodotti/… (consumatori) e /foodservice/prodotti/… (professionisti).',
  },
  'api::recipe.recipe': {
    it: 'Ricetta',
    en: 'Recipe',
    description: 'Una ricetta: la sua pagina su /ricette/… e /foodservice/ricette/…, e i caroselli di ricette.',
  },
  'api::b2c-product-category.b2c-product-category': {
    it: 'Categoria prodotti (consumatori)',
    en: 'Product category (consumer)',
    description: 'Una categoria del catalogo consumatori: /prodotti/<categoria>.',
  },
  'api::b2b-product-category.b2b-product-category': {
    it: 'Categoria prodotti (foodservice)',
    en: 'Product category (food service)',
    description: 'Una categoria del catalogo professionisti: /foodservice/prodotti/<categoria>.',
  },
  'api::recipe-category.recipe-category': { it: 'Categoria ricette', en: 'Recipe category', description: 'Una categoria di ricette: /ricette/<categoria>.' },
  'api::product-line.product-line': {
    it: 'Linea di prodotto',
    en: 'Product line',
    description: 'Linea commerciale (filtro del catalogo e dei punti vendita).',
  },
  'api::product-typology.product-typology': { it: 'Tipologia di prodotto', en: 'Product typology', description: 'Tipologia (filtro del catalogo).' },
  'api::diet.diet': { it: 'Regime alimentare', en: 'Diet', description: 'Vegano, senza glutine…: filtro di prodotti e ricette.' },
  'api::cutting-type.cutting-type': { it: 'Tipo di taglio', en: 'Cutting type', description: 'Cubetti, julienne…: filtro del catalogo.' },
  'api::influencer.influencer': { it: 'Influencer', en: 'Influencer', description: 'Autore di ricette, mostrato sulla pagina della ricetta.' },
  'api::quiz.quiz': { it: 'Quiz', en: 'Quiz', description: 'Quiz vero/falso: la sua pagina e l’anteprima nelle sezioni «Quiz».' },
  // Pages
  'api::home-page.home-page': { it: 'Home consumatori', en: 'Home (consumer)', description: 'La home page del sito consumatori (/it, /en).' },
  'api::foodservice-home-page.foodservice-home-page': {
    it: 'Home foodservice',
    en: 'Home (food service)',
    description: 'La home page dei professionisti (/foodservice).',
  },
  'api::manifesto.manifesto': { it: 'Manifesto', en: 'Manifesto', description: 'La pagina Manifesto (/manifesto).' },
  'api::chef-online-page.chef-online-page': {
    it: 'Foodservice: chef online',
    en: 'Food service: chef online',
    description: 'La pagina «Chef online» dei professionisti (solo italiano).',
  },
  'api::product-choice-page.product-choice-page': {
    it: 'Foodservice: scelta prodotti',
    en: 'Food service: product choice',
    description: 'La pagina «Scelta prodotti» dei professionisti (solo italiano).',
  },
  'api::tailored-solutions-page.tailored-solutions-page': {
    it: 'Foodservice: soluzioni su misura',
    en: 'Food service: tailored solutions',
    description: 'La pagina «Soluzioni su misura» dei professionisti (solo italiano).',
  },
  'api::landing-page.landing-page': {
    it: 'Landing page',
    en: 'Landing page',
    description: 'Pagina promozionale fatta di sezioni: /landing/<slug> (o /foodservice/landing/<slug>).',
  },
  'api::page.page': {
    it: 'Pagina istituzionale',
    en: 'Corporate page',
    description: 'Pagina istituzionale (chi siamo, filiera…): /<slug> o /<categoria>/<slug>.',
  },
  'api::page-category.page-category': {
    it: 'Categoria pagine',
    en: 'Page category',
    description: 'Raggruppa le pagine istituzionali (primo pezzo del loro indirizzo).',
  },
  'api::legal-page.legal-page': { it: 'Pagina legale', en: 'Legal page', description: 'Privacy, cookie, note legali: /area-legale/<slug>.' },
  'api::b2b-channel.b2b-channel': {
    it: 'Canale foodservice',
    en: 'Food-service channel',
    description: 'Un canale dei professionisti (ristorazione, catering…): /foodservice/soluzioni-e-idee-su-misura/<slug>.',
  },
  // Editorial
  'api::blog-article.blog-article': {
    it: 'Articolo del blog',
    en: 'Blog article',
    description: 'Articolo del blog (solo italiano): /blog/<categoria>/<slug>.',
  },
  'api::blog-category.blog-category': { it: 'Categoria del blog', en: 'Blog category', description: 'Categoria del blog: /blog/<categoria>.' },
  'api::news.news': { it: 'Notizia', en: 'News', description: 'Una notizia: /news/<slug> e l’elenco «Ultime notizie».' },
  'api::download.download': { it: 'Documento scaricabile', en: 'Download', description: 'Un file (PDF…) nell’area download (/download).' },
  'api::download-category.download-category': { it: 'Categoria download', en: 'Download category', description: 'Raggruppa i documenti dell’area download.' },
  'api::video-download.video-download': { it: 'Video scaricabile', en: 'Video download', description: 'Un video nell’area /download-video.' },
  // Site-wide
  'api::menu.menu': { it: 'Menu', en: 'Menu', description: 'Menu di navigazione (barra in alto, piè di pagina) per lingua e sito.' },
  'api::footer.footer': { it: 'Piè di pagina', en: 'Footer', description: 'Il piè di pagina di tutte le pagine: sede, contatti, social, finanziamenti.' },
  'api::newsletter-global.newsletter-global': {
    it: 'Impostazioni newsletter',
    en: 'Newsletter settings',
    description: 'Il riquadro di iscrizione alla newsletter in fondo a ogni pagina.',
  },
  'api::application-configuration.application-configuration': {
    it: 'Impostazioni «Lavora con noi»',
    en: 'Careers configuration',
    description: 'Testi e opzioni del modulo di candidatura (/lavora-con-noi).',
  },
  'api::job-position.job-position': {
    it: 'Posizione aperta',
    en: 'Job position',
    description: 'Posizione di lavoro elencata su /lavora-con-noi (solo italiano).',
  },
  'api::store.store': { it: 'Punto vendita', en: 'Store', description: 'Negozio sulla mappa dei punti vendita (/store-locator).' },
  'api::region.region': { it: 'Regione', en: 'Region', description: 'Dato geografico (ISTAT) usato da moduli e punti vendita.' },
  'api::district.district': { it: 'Provincia', en: 'District (province)', description: 'Dato geografico (ISTAT) usato da moduli e punti vendita.' },
  'api::municipality.municipality': { it: 'Comune', en: 'Municipality', description: 'Dato geografico (ISTAT) usato da moduli e punti vendita.' },
  // Submissions (read by the team, never shown on the site)
  'api::contact-request.contact-request': {
    it: 'Richiesta di contatto',
    en: 'Contact request',
    description: 'Inviata dal modulo Contatti; la legge il commerciale.',
  },
  'api::sample-request.sample-request': {
    it: 'Richiesta campioni',
    en: 'Sample request',
    description: 'Inviata dal modulo campioni (foodservice); la legge il commerciale.',
  },
  'api::contact-form-richiesta-kit.contact-form-richiesta-kit': {
    it: 'Richiesta kit',
    en: 'Kit request',
    description: 'Inviata dal modulo «Richiedi il kit» (foodservice); la legge il commerciale.',
  },
  'api::newsletter-signup.newsletter-signup': {
    it: 'Iscrizione newsletter',
    en: 'Newsletter signup',
    description: 'Iscrizione dal riquadro newsletter (doppia conferma via e-mail).',
  },
  'api::job-application.job-application': {
    it: 'Candidatura',
    en: 'Job application',
    description: 'Candidatura con CV da /lavora-con-noi: la legge solo il ruolo Risorse umane.',
  },
  'api::recipe-rating.recipe-rating': { it: 'Voto ricetta', en: 'Recipe rating', description: 'Voto di un visitatore su una ricetta.' },
  'api::product-rating.product-rating': {
    it: 'Voto prodotto',
    en: 'Product rating',
    description: 'Voto (1–5 stelle) di un visitatore su una scheda prodotto.',
  },

  // Components
  'careers.education': { it: 'Titolo di studio', en: 'Education entry', description: 'Un titolo di studio del candidato.' },
  'careers.experience': { it: 'Esperienza lavorativa', en: 'Work experience', description: 'Un’esperienza lavorativa del candidato.' },
  'careers.option': { it: 'Opzione del modulo candidature', en: 'Careers option', description: 'Una voce di un elenco a scelta del modulo candidature.' },
  'catalogue.allergen': { it: 'Allergene', en: 'Allergen', description: 'Uno dei 14 allergeni del Reg. UE 1169/2011, allegato II.' },
  'catalogue.cooking-method': { it: 'Modalità di cottura', en: 'Cooking method', description: 'Come cuocere il prodotto (scheda prodotto, «Preparazione»).' },
  'catalogue.features': { it: 'Dati logistici', en: 'Product features', description: 'Confezioni, cartoni, peso, codice, conservazione (scheda prodotto).' },
  'catalogue.ingredient': { it: 'Ingrediente', en: 'Recipe ingredient', description: 'Un ingrediente della ricetta, con quantità.' },
  'catalogue.nutrition-declaration': {
    it: 'Dichiarazione nutrizionale',
    en: 'Nutrition declaration',
    description: 'I valori per 100 g del Reg. UE 1169/2011 (energia, grassi, saturi, carboidrati, zuccheri, fibre, proteine, sale).',
  },
  'catalogue.micro-criterion': {
    it: 'Criterio microbiologico',
    en: 'Microbiological criterion',
    description: 'Un limite microbiologico della specifica di prodotto.',
  },
  'catalogue.nutrition-row': { it: 'Valore nutrizionale', en: 'Nutrition row', description: 'Una riga della tabella nutrizionale.' },
  'catalogue.step': { it: 'Passaggio', en: 'Recipe step', description: 'Un passaggio della preparazione della ricetta.' },
  'catalogue.step-quantity': {
    it: 'Quantità del passaggio',
    en: 'Step quantity',
    description: 'Quanto di un ingrediente serve in un passaggio, quando non è tutto.',
  },
  'navigation.menu-item': { it: 'Voce di menu', en: 'Menu item', description: 'Voce di primo livello, con sottovoci e riquadro promozionale (banner).' },
  'navigation.menu-link': { it: 'Sottovoce di menu', en: 'Menu link', description: 'Collegamento nel sottomenu di una voce.' },
  'quiz.statement': { it: 'Affermazione del quiz', en: 'Quiz statement', description: 'Un’affermazione vero/falso con la risposta spiegata.' },
  'sections.accordion': { it: 'Domande frequenti', en: 'Accordion / FAQ', description: 'Sezione a fisarmonica di domande e risposte.' },
  'sections.cta-banner': { it: 'Banner con invito', en: 'Call-to-action banner', description: 'Riquadro con titolo, testo e pulsante.' },
  'sections.downloads-list': { it: 'Elenco download', en: 'Downloads list', description: 'Mostra i documenti di una categoria download.' },
  'sections.hero': { it: 'Apertura (hero)', en: 'Hero', description: 'Grande immagine di apertura con titolo e pulsanti.' },
  'sections.image-text': { it: 'Immagine e testo', en: 'Image with text', description: 'Immagine affiancata a un testo.' },
  'sections.news-list': { it: 'Ultime notizie', en: 'News list', description: 'Mostra le notizie più recenti.' },
  'sections.product-carousel': { it: 'Carosello prodotti', en: 'Product carousel', description: 'Prodotti scelti, scorrevoli.' },
  'sections.quiz-teaser': { it: 'Invito al quiz', en: 'Quiz teaser', description: 'Riquadro che porta a un quiz.' },
  'sections.recipe-carousel': { it: 'Carosello ricette', en: 'Recipe carousel', description: 'Ricette scelte, scorrevoli.' },
  'sections.rich-text': { it: 'Testo', en: 'Rich text', description: 'Blocco di testo formattato.' },
  'sections.video': { it: 'Video', en: 'Video', description: 'Video caricato o esterno, con sottotitoli e trascrizione.' },
  'shared.faq-item': { it: 'Domanda e risposta', en: 'FAQ item', description: 'Una domanda con la sua risposta.' },
  'shared.funding-notice': { it: 'Avviso di finanziamento', en: 'Funding notice', description: 'Logo e testo di un finanziamento pubblico (piè di pagina).' },
  'shared.link': { it: 'Collegamento', en: 'Link', description: 'Pulsante o collegamento: testo e indirizzo.' },
  'shared.seo': { it: 'SEO', en: 'SEO', description: 'Titolo e descrizione per Google e per le condivisioni social.' },
  'shared.social': { it: 'Profilo social', en: 'Social link', description: 'Collegamento a un profilo social (piè di pagina).' },
  // The types described once (src/content): their names come from their descriptions.
  ...describedEntries((type) => type.name),
};
