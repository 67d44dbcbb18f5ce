// Events and fairs (issue 35), described once on the CMS side: the editors' names and field labels,
// the content manager's list and edit view, the REST answer's default populate, the website's
// reading, and the publish rules of its own. The fields are in api/event/content-types/event/schema.json;
// the website's side is apps/web/src/lib/content/event.ts.
import { type CmsType, img, L, localizations, seo, type Problem } from './kit';

/**
 * An event's own rules: it ends after it starts, it is in at least one audience's list, an online
 * event (or one moved online) has its link, and one held somewhere says where.
 */
export function eventProblems(doc: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const start = Date.parse(String(doc.starts_at ?? ''));
  const end = doc.ends_at ? Date.parse(String(doc.ends_at)) : null;
  if (Number.isNaN(start)) problems.push({ path: 'starts_at', message: 'Manca la data di inizio dell’evento.' });
  if (end !== null && !Number.isNaN(start) && end < start) {
    problems.push({ path: 'ends_at', message: 'La fine dell’evento è prima dell’inizio: correggere «Fine».' });
  }
  if (!doc.available_b2c && !doc.available_b2b) {
    problems.push({ path: 'available_b2c', message: 'L’evento non è visibile né ai consumatori né al foodservice: accendere almeno uno dei due.' });
  }
  const online = doc.kind === 'online' || doc.event_status === 'moved_online';
  if (online && !doc.online_url)
    problems.push({ path: 'online_url', message: 'Evento online senza «Collegamento online»: inserire l’indirizzo della diretta.' });
  if (!online && !doc.place_name)
    problems.push({ path: 'place_name', message: 'Manca il «Luogo» dell’evento (per un evento solo online scegliere il tipo «online»).' });
  return problems;
}

export const EVENT: CmsType = {
  uid: 'api::event.event',
  name: {
    it: 'Evento o fiera',
    en: 'Event',
    description: 'Fiera, porte aperte, degustazione o evento online: /eventi/<slug> (consumatori) e /foodservice/eventi/<slug>.',
  },
  fields: {
    kind: L('Tipo di evento', 'Fiera, porte aperte, degustazione, cooking show o evento online: il filtro dell’elenco eventi.'),
    event_status: L('Stato dell’evento', 'Programmato, rinviato, annullato o spostato online: se non è «programmato» il sito lo mostra in evidenza.'),
    summary: L('Sommario', 'Due righe mostrate nell’elenco eventi e nei risultati di ricerca (max 300 caratteri).'),
    description: L('Descrizione', 'Il testo completo della pagina dell’evento.'),
    starts_at: L('Inizio', 'Data e ora di inizio, ora italiana (Europe/Rome).'),
    ends_at: L('Fine', 'Data e ora di fine; per una fiera di più giorni, l’ultimo giorno.'),
    all_day: L('Tutto il giorno', 'Senza orario: il calendario lo mostra come evento di giornata intera.'),
    place_name: L('Luogo', 'Il nome del luogo (quartiere fieristico, azienda, punto vendita). Vuoto per un evento solo online.'),
    address: L('Indirizzo', 'Via e numero civico del luogo: il link alla mappa lo usa.'),
    postal_code: L('CAP', 'Il codice di avviamento postale (5 cifre).'),
    city: L('Città', 'Il comune, con la provincia tra parentesi se utile.'),
    stand: L('Padiglione e stand', 'Per le fiere: padiglione e numero dello stand (es. «Pad. 4 – Stand B27»).'),
    online_url: L('Collegamento online', 'L’indirizzo (https://) della diretta per un evento online.'),
    registration_url: L('Iscrizione', 'L’indirizzo (https://) del modulo di iscrizione, se serve iscriversi.'),
    cover: L('Immagine', 'Foto dell’evento (16:9, almeno 1200×675 px), con testo alternativo.'),
    related_products: L('Prodotti collegati', 'Prodotti presentati all’evento, mostrati in fondo alla pagina.'),
    related_recipes: L('Ricette collegate', 'Ricette cucinate all’evento, mostrate in fondo alla pagina.'),
  },
  list: ['title', 'kind', 'starts_at', 'event_status', 'available_b2c', 'available_b2b'],
  edit: [
    ['title', 'slug'],
    ['kind', 'event_status'],
    ['starts_at', 'ends_at', 'all_day'],
    ['available_b2c', 'available_b2b'],
    ['summary'],
    ['description'],
    ['place_name', 'stand'],
    ['address', 'postal_code', 'city'],
    ['online_url', 'registration_url'],
    ['cover'],
    ['related_products', 'related_recipes'],
    ['seo'],
  ],
  populate: {
    cover: img,
    seo,
    localizations,
    related_products: { populate: { images: img, b2c_category: true, b2b_category: true } },
    related_recipes: { populate: { images: img, category: true } },
  },
  readByWebsite: true,
  bilingual: true,
  rules: eventProblems,
  seed: { module: 'events', step: 'events and fairs' },
};
