// Demo events and fairs (issue 35), dated relative to the day of the seed so that a fresh demo
// always has three upcoming and three past events: one cancelled, one online, one food-service-only
// fair with a stand number. Times are wall-clock times in Europe/Rome, stored as UTC instants.
import type { SeedContext } from './context';
import type { ImageRef } from './data/types';
import { bi, inLanguage, type Bi } from './i18n';

type EventSeed = {
  key: string;
  title: Bi;
  slug: Bi;
  summary: Bi;
  description: Bi;
  kind: 'fair' | 'open_day' | 'tasting' | 'cooking_show' | 'online';
  event_status: 'scheduled' | 'postponed' | 'cancelled' | 'moved_online';
  /** Days from the seed day, and the Rome wall-clock times. */
  day: number;
  from: string;
  to: string;
  /** Last day when it spans several (days from the seed day). */
  lastDay?: number;
  allDay?: boolean;
  place?: { name: string; address: string; postal_code: string; city: string };
  stand?: string;
  online_url?: string;
  registration_url?: string;
  image: ImageRef;
  products: string[];
  recipes: string[];
  b2c: boolean;
  b2b: boolean;
};

const img = (key: string, palette: ImageRef['palette'], it: string, en: string): ImageRef => ({ key, palette, alt: bi(it, en) });

export const EVENTS: EventSeed[] = [
  {
    key: 'fiera-food-service',
    title: bi('Brina alla fiera del food service di Milano', 'Brina at the Milan food-service fair'),
    slug: bi('fiera-food-service-milano', 'milan-food-service-fair'),
    summary: bi(
      'Quattro giorni di assaggi e schede tecniche per ristorazione collettiva e commerciale: vi aspettiamo al nostro stand.',
      'Four days of tastings and spec sheets for contract and commercial catering: visit us at our stand.',
    ),
    description: bi(
      'Allo stand presentiamo le **verdure grigliate** in formato da 2,5 kg e le nuove zuppe per la ristorazione collettiva. Il nostro chef cucina dal vivo ogni giorno alle 12.\n\nPer un appuntamento con l’area commerciale scrivete a commerciale@brina.local.',
      'At the stand we present our **grilled vegetables** in 2.5 kg packs and the new soups for contract catering. Our chef cooks live every day at noon.\n\nTo book a meeting with our sales team write to commerciale@brina.local.',
    ),
    kind: 'fair',
    event_status: 'scheduled',
    day: 12,
    lastDay: 15,
    from: '09:30',
    to: '18:30',
    place: { name: 'Fiera Milano Rho', address: 'Strada Statale del Sempione 28', postal_code: '20017', city: 'Rho (MI)' },
    stand: 'Pad. 4 – Stand B27',
    registration_url: 'https://example.org/registrazione-fiera',
    image: img('event-fiera', 'grill', 'Verdure grigliate in vassoio da buffet', 'Grilled vegetables on a buffet tray'),
    products: ['verdure-grigliate'],
    recipes: [],
    b2c: false,
    b2b: true,
  },
  {
    key: 'open-day-cesena',
    title: bi('Porte aperte nei campi di spinaci a Cesena', 'Open day in the spinach fields near Cesena'),
    slug: bi('porte-aperte-cesena', 'open-day-cesena'),
    summary: bi(
      'Una domenica con i nostri soci: visita ai campi, raccolta e surgelazione spiegate da vicino, merenda per i bambini.',
      'A Sunday with our growers: a walk through the fields, harvest and freezing explained up close, a snack for children.',
    ),
    description: bi(
      'Partenza delle visite ogni ora dalle 10. Ingresso libero, scarpe comode consigliate.',
      'Tours leave every hour from 10 am. Free entry; comfortable shoes recommended.',
    ),
    kind: 'open_day',
    event_status: 'scheduled',
    day: 5,
    from: '10:00',
    to: '17:00',
    place: { name: 'Azienda agricola Zoffoli', address: 'Via dei Campi 12', postal_code: '47521', city: 'Cesena (FC)' },
    image: img('event-open-day', 'greens', 'Campo di spinaci in primavera', 'A spinach field in spring'),
    products: ['spinaci'],
    recipes: [],
    b2c: true,
    b2b: false,
  },
  {
    key: 'webinar-menu',
    title: bi('Webinar: il menu d’autunno con le verdure surgelate', 'Webinar: an autumn menu with frozen vegetables'),
    slug: bi('webinar-menu-autunno', 'webinar-autumn-menu'),
    summary: bi(
      'Un’ora in diretta con il nostro chef: costi per porzione, tempi di rigenerazione e tre ricette dal menu.',
      'One live hour with our chef: cost per portion, regeneration times and three recipes from the menu.',
    ),
    description: bi(
      'Il collegamento si apre 10 minuti prima. La registrazione resta disponibile agli iscritti.',
      'The room opens 10 minutes early. Those who register get the recording.',
    ),
    kind: 'online',
    event_status: 'scheduled',
    day: 20,
    from: '15:00',
    to: '16:00',
    online_url: 'https://example.org/webinar-brina',
    registration_url: 'https://example.org/webinar-brina/iscrizione',
    image: img('event-webinar', 'soup', 'Zuppa di verdure in una ciotola', 'A bowl of vegetable soup'),
    products: [],
    recipes: ['risotto-piselli'],
    b2c: true,
    b2b: true,
  },
  {
    key: 'cooking-show-bologna',
    title: bi('Cooking show al supermercato di Bologna', 'Cooking show at a Bologna supermarket'),
    slug: bi('cooking-show-bologna', 'cooking-show-bologna'),
    summary: bi('Risotto ai piselli cucinato dal vivo e assaggi per tutti.', 'Pea risotto cooked live, with tastings for everyone.'),
    description: bi(
      'Lo show è stato annullato per un guasto all’impianto elettrico del punto vendita. Ci scusiamo.',
      'The show was cancelled because of a power fault at the store. We apologise.',
    ),
    kind: 'cooking_show',
    event_status: 'cancelled',
    day: -6,
    from: '17:00',
    to: '19:00',
    place: { name: 'Supermercato Coop Borgo', address: 'Via Emilia Levante 10', postal_code: '40139', city: 'Bologna' },
    image: img('event-cooking-show', 'peas', 'Risotto ai piselli nel piatto', 'Pea risotto on a plate'),
    products: ['piselli'],
    recipes: ['risotto-piselli'],
    b2c: true,
    b2b: false,
  },
  {
    key: 'degustazione-ravenna',
    title: bi('Degustazione di zuppe a Ravenna', 'Soup tasting in Ravenna'),
    slug: bi('degustazione-zuppe-ravenna', 'soup-tasting-ravenna'),
    summary: bi('Tre zuppe della linea Classica da assaggiare con i nostri agronomi.', 'Three soups from the Classic range, tasted with our agronomists.'),
    description: bi('Un pomeriggio di assaggi guidati.', 'An afternoon of guided tastings.'),
    kind: 'tasting',
    event_status: 'scheduled',
    day: -20,
    from: '16:00',
    to: '19:00',
    place: { name: 'Mercato Coperto', address: 'Via IV Novembre 6', postal_code: '48121', city: 'Ravenna' },
    image: img('event-tasting', 'soup', 'Tre ciotole di zuppa', 'Three bowls of soup'),
    products: [],
    recipes: [],
    b2c: true,
    b2b: false,
  },
  {
    key: 'fiera-pasticceria',
    title: bi('Brina alla fiera della pasticceria di Rimini', 'Brina at the Rimini pastry fair'),
    slug: bi('fiera-pasticceria-rimini', 'rimini-pastry-fair'),
    summary: bi(
      'Frutti di bosco e frutta per pasticceria professionale, con dimostrazioni allo stand.',
      'Berries and fruit for professional pastry, with demonstrations at the stand.',
    ),
    description: bi('Grazie a chi è passato a trovarci.', 'Thanks to everyone who came to see us.'),
    kind: 'fair',
    event_status: 'scheduled',
    day: -45,
    lastDay: -41,
    from: '09:30',
    to: '18:00',
    allDay: true,
    place: { name: 'Rimini Expo Centre', address: 'Via Emilia 155', postal_code: '47921', city: 'Rimini' },
    stand: 'Pad. A1 – Stand 112',
    image: img('event-pastry', 'berries', 'Frutti di bosco su una crostata', 'Berries on a tart'),
    products: ['frutti-di-bosco', 'pere-pasticceria'],
    recipes: [],
    b2c: true,
    b2b: true,
  },
];

/** The UTC instant of a Rome wall-clock time `days` after `base` (its Rome calendar day). */
export function romeInstant(base: Date, days: number, time: string): string {
  const day = new Date(base.getTime() + days * 86_400_000);
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
  const guess = new Date(`${ymd}T${time}:00Z`);
  // Rome's offset at that moment (+1 or +2 h): the wall clock there minus UTC.
  const wall = new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/Rome' }) + ' UTC');
  return new Date(guess.getTime() - (wall.getTime() - guess.getTime())).toISOString();
}

/** The events' demo content (run by seed/index.ts: the CMS description names this module). */
export default async function seedEvents(ctx: SeedContext, now = new Date()) {
  const { writer, media, ids } = ctx;
  for (const e of EVENTS) {
    await writer.upsert('api::event.event', { slug: e.slug.it }, async (l) => ({
      ...inLanguage(e, l, 'title', 'slug', 'summary', 'description'),
      kind: e.kind,
      event_status: e.event_status,
      starts_at: romeInstant(now, e.day, e.from),
      ends_at: romeInstant(now, e.lastDay ?? e.day, e.to),
      all_day: Boolean(e.allDay),
      place_name: e.place?.name ?? null,
      address: e.place?.address ?? null,
      postal_code: e.place?.postal_code ?? null,
      city: e.place?.city ?? null,
      stand: e.stand ?? null,
      online_url: e.online_url ?? null,
      registration_url: e.registration_url ?? null,
      cover: await media.image(e.image, l),
      related_products: e.products.map((p) => ids.get('api::product.product', p)),
      related_recipes: e.recipes.map((r) => ids.get('api::recipe.recipe', r)),
      available_b2c: e.b2c,
      available_b2b: e.b2b,
      seo: { meta_title: `${e.title[l]} | Brina`.slice(0, 60), meta_description: e.summary[l].slice(0, 160) },
    }));
  }
}
