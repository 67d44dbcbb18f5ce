// CAP (Italian postal code) validation and resolution to the municipalities it stands for, from the
// municipality list (one CAP per municipality, see apps/cms/data/italy/README.md) and the zones of
// the cities whose streets have their own CAPs.
//
// How a CAP resolves, first rule that applies:
// 1. Format: exactly five ASCII digits once surrounding spaces are trimmed; anything else is refused.
// 2. Listed: a CAP some municipality lists resolves to every municipality listing it (small towns
//    often share one code). CAP_CORRECTIONS adds the real CAP of the provincial capitals whose listed
//    one is wrong.
// 3. City zone: a CAP inside the street-zone range of one of the 41 zoned cities (ZONED_CITIES), or
//    equal to its old generic `xx100`, resolves to that city. The range shares its first three
//    digits with the CAP the list gives the city, so this is the issue's "shares its first three
//    digits" rule, bounded by the real range: 20135 is Milano; 20163 and 20999 are not (Monza's
//    20900 is a single CAP, not a zone).
// 4. Nearby code: in a routing area (same first four digits) where the list has at least two
//    different CAPs, an unlisted CAP resolves to the municipalities of the numerically closest listed
//    one (the lower on a tie). These are mostly hamlets (frazioni) with their own code, or towns whose
//    listed code differs from the current one; the fourth digit is the routing area, so the town
//    found is close by. An area with one code (a provincial capital such as Vercelli 13100) accepts
//    nothing else, which refuses 13101.
// 5. Anything else is refused: 00000 (no area 0000), 99999, 20999.
//
// Known gaps: the three merged Trentino municipalities with several codes (Borgo d'Anaunia, Novella,
// Ville di Fiemme) resolve only through rules 2 and 4; rule 4 also accepts a few codes that do not
// exist in areas that have several real ones. Both are acceptable for finding nearby stores.
import type { CapIndex, Municipality, ZonedCity } from './types';

export const CAP_PATTERN = /^[0-9]{5}$/;

/**
 * Street-zone ranges of the cities with more than one CAP (Poste Italiane's zoned cities: the 27 of
 * 2006 and the 14 of 2009), keyed by ISTAT code. Each range shares its first three digits with the
 * CAP the municipality list gives the city, and with no other municipality's CAP (the unit tests
 * check both against the data).
 */
export const ZONED_CITIES: readonly ZonedCity[] = [
  { code: '001272', first: '10121', last: '10156', generic: '10100' }, // Torino
  { code: '006003', first: '15121', last: '15122', generic: '15100' }, // Alessandria
  { code: '010025', first: '16121', last: '16167', generic: '16100' }, // Genova
  { code: '011015', first: '19121', last: '19139', generic: '19100' }, // La Spezia
  { code: '015146', first: '20121', last: '20162', generic: '20100' }, // Milano
  { code: '016024', first: '24121', last: '24129', generic: '24100' }, // Bergamo
  { code: '017029', first: '25121', last: '25136', generic: '25100' }, // Brescia
  { code: '022205', first: '38121', last: '38123', generic: '38100' }, // Trento
  { code: '023091', first: '37121', last: '37142', generic: '37100' }, // Verona
  { code: '027042', first: '30121', last: '30176', generic: '30100' }, // Venezia (with Mestre)
  { code: '028060', first: '35121', last: '35143', generic: '35100' }, // Padova
  { code: '032006', first: '34121', last: '34151', generic: '34100' }, // Trieste
  { code: '033032', first: '29121', last: '29122', generic: '29100' }, // Piacenza
  { code: '034027', first: '43121', last: '43126', generic: '43100' }, // Parma
  { code: '035033', first: '42121', last: '42124', generic: '42100' }, // Reggio nell'Emilia
  { code: '036023', first: '41121', last: '41126', generic: '41100' }, // Modena
  { code: '037006', first: '40121', last: '40141', generic: '40100' }, // Bologna
  { code: '038008', first: '44121', last: '44124', generic: '44100' }, // Ferrara
  { code: '039014', first: '48121', last: '48125', generic: '48100' }, // Ravenna
  { code: '040007', first: '47521', last: '47522', generic: null }, // Cesena (its old code, 47023, is another town's area)
  { code: '040012', first: '47121', last: '47122', generic: '47100' }, // Forlì
  { code: '041044', first: '61121', last: '61122', generic: '61100' }, // Pesaro
  { code: '042002', first: '60121', last: '60131', generic: '60100' }, // Ancona
  { code: '048017', first: '50121', last: '50145', generic: '50100' }, // Firenze
  { code: '049009', first: '57121', last: '57128', generic: '57100' }, // Livorno
  { code: '050026', first: '56121', last: '56128', generic: '56100' }, // Pisa
  { code: '054039', first: '06121', last: '06135', generic: '06100' }, // Perugia
  { code: '058091', first: '00118', last: '00199', generic: '00100' }, // Roma (and the Vatican's 00120)
  { code: '063049', first: '80121', last: '80147', generic: '80100' }, // Napoli
  { code: '065116', first: '84121', last: '84135', generic: '84100' }, // Salerno
  { code: '068028', first: '65121', last: '65129', generic: '65100' }, // Pescara
  { code: '071024', first: '71121', last: '71122', generic: '71100' }, // Foggia
  { code: '072006', first: '70121', last: '70132', generic: '70100' }, // Bari
  { code: '073027', first: '74121', last: '74123', generic: '74100' }, // Taranto
  { code: '080063', first: '89121', last: '89135', generic: '89100' }, // Reggio di Calabria
  { code: '082053', first: '90121', last: '90151', generic: '90100' }, // Palermo
  { code: '083048', first: '98121', last: '98168', generic: '98100' }, // Messina
  { code: '087015', first: '95121', last: '95131', generic: '95100' }, // Catania
  { code: '092009', first: '09121', last: '09134', generic: '09100' }, // Cagliari
  { code: '099014', first: '47921', last: '47924', generic: '47900' }, // Rimini
  { code: '103072', first: '28921', last: '28925', generic: '28900' }, // Verbania
];

/** Provincial capitals whose listed CAP is wrong in the data (apps/cms/data/italy/README.md lists both for review). */
export const CAP_CORRECTIONS: readonly { code: string; cap: string }[] = [
  { code: '059011', cap: '04100' }, // Latina, listed as 04010
  { code: '090064', cap: '07100' }, // Sassari, listed as 07040
];

export type CapMatch = 'listed' | 'city-zone' | 'nearby-code';

export type CapResolution = {
  cap: string;
  match: CapMatch;
  /** Never empty; several when towns share the code, sorted by name. */
  municipalities: readonly Municipality[];
};

export type CapResult = { ok: true; value: CapResolution } | { ok: false; reason: 'format' | 'unknown' };

/** The CAP in canonical form (five digits), or null when the input is not shaped like one. */
export function normalizeCap(input: string | null | undefined): string | null {
  const cap = (input ?? '').trim();
  return CAP_PATTERN.test(cap) ? cap : null;
}

const byName = (a: Municipality, b: Municipality) => a.name.localeCompare(b.name, 'it') || a.code.localeCompare(b.code);

export function buildCapIndex(
  municipalities: readonly Municipality[],
  zonedCities: readonly ZonedCity[] = ZONED_CITIES,
  corrections: readonly { code: string; cap: string }[] = CAP_CORRECTIONS,
): CapIndex {
  const byCap = new Map<string, Municipality[]>();
  const byCode = new Map<string, Municipality>(municipalities.map((m) => [m.code, m]));
  const extra = new Map<string, string[]>();
  for (const c of corrections) extra.set(c.code, [...(extra.get(c.code) ?? []), c.cap]);
  for (const m of municipalities) {
    for (const cap of new Set([...m.caps, ...(extra.get(m.code) ?? [])])) {
      if (!CAP_PATTERN.test(cap)) continue;
      const list = byCap.get(cap);
      if (list) list.push(m);
      else byCap.set(cap, [m]);
    }
  }
  for (const list of byCap.values()) list.sort(byName);

  const byArea = new Map<string, string[]>();
  for (const cap of [...byCap.keys()].sort()) {
    const area = cap.slice(0, 4);
    const list = byArea.get(area);
    if (list) list.push(cap);
    else byArea.set(area, [cap]);
  }

  const zones = zonedCities.flatMap((z) => {
    const municipality = byCode.get(z.code);
    return municipality ? [{ first: Number(z.first), last: Number(z.last), generic: z.generic === null ? null : Number(z.generic), municipality }] : [];
  });
  return { byCap, byArea, zones };
}

function nearestListed(cap: string, listed: readonly string[]): string | null {
  // One code in the area is a single-CAP place (a provincial capital): nothing else there is real.
  if (listed.length < 2) return null;
  const n = Number(cap);
  let best: string | null = null;
  for (const candidate of listed) {
    // `listed` is sorted, so on a tie the lower code is kept.
    if (best === null || Math.abs(Number(candidate) - n) < Math.abs(Number(best) - n)) best = candidate;
  }
  return best;
}

export function resolveCap(input: string | null | undefined, index: CapIndex): CapResult {
  const cap = normalizeCap(input);
  if (cap === null) return { ok: false, reason: 'format' };

  const listed = index.byCap.get(cap);
  if (listed?.length) return { ok: true, value: { cap, match: 'listed', municipalities: listed } };

  const n = Number(cap);
  const zone = index.zones.find((z) => (n >= z.first && n <= z.last) || n === z.generic);
  if (zone) return { ok: true, value: { cap, match: 'city-zone', municipalities: [zone.municipality] } };

  const nearest = nearestListed(cap, index.byArea.get(cap.slice(0, 4)) ?? []);
  const near = nearest === null ? undefined : index.byCap.get(nearest);
  if (near?.length) return { ok: true, value: { cap, match: 'nearby-code', municipalities: near } };

  return { ok: false, reason: 'unknown' };
}
