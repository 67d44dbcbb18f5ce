// What makes a document unfit to publish, each with a message the editor reads in the admin:
// a picture without alternative text, a slug that is not lower-case-kebab or that another document
// of the same language already uses, a bilingual document whose other language is missing, an
// internal link to a page that does not exist, an SEO title or description over its limit.
// The pure checks are exported for the tests; publishGuard (publish-guard.ts) runs them all.
import type { Problem } from '../content/kit';
import { CMS_TYPES, describedEntries } from '../content/registry';
import { SITE_ROUTES } from './site-routes';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SEO_LIMITS = { meta_title: 60, meta_description: 160 } as const;
export const SITE_LOCALES = ['it', 'en'] as const;

/**
 * The bilingual types: a document publishes only when it exists in both languages (the site links
 * every page to its translation). News, press releases, downloads, quizzes and stores may exist in
 * Italian only (the seed has such news).
 */
export const BILINGUAL_TYPES = [
  'product',
  'recipe',
  'b2c-product-category',
  'b2b-product-category',
  'recipe-category',
  'home-page',
  'foodservice-home-page',
  'manifesto',
  'page',
  'landing-page',
  'legal-page',
  'b2b-channel',
]
  .map((name) => `api::${name}.${name}`)
  // The types described once (src/content) say it in their descriptions.
  .concat(CMS_TYPES.filter((type) => type.bilingual).map((type) => type.uid));

export type { Problem };

type Attribute = { type: string; component?: string; components?: string[]; multiple?: boolean; targetField?: string };
export type Schema = { attributes: Record<string, Attribute> };
export type Schemas = { get(uid: string): Schema | undefined };
type Media = { name?: string; alternativeText?: string | null; mime?: string | null };
type Data = Record<string, unknown>;

/** Populate that reaches every media field, in components and dynamic zones too. */
export function mediaPopulate(schema: Schema, schemas: Schemas, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (depth > 4) return out;
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.type === 'media') out[name] = true;
    else if (attribute.type === 'component' && attribute.component) {
      const nested = schemas.get(attribute.component);
      out[name] = nested ? { populate: mediaPopulate(nested, schemas, depth + 1) } : true;
    } else if (attribute.type === 'dynamiczone') {
      const on: Record<string, unknown> = {};
      for (const uid of attribute.components ?? []) {
        const nested = schemas.get(uid);
        on[uid] = nested ? { populate: mediaPopulate(nested, schemas, depth + 1) } : true;
      }
      out[name] = { on };
    }
  }
  return out;
}

/**
 * The components a field holds (one component, a repeatable one's items, a dynamic zone's items),
 * each with its schema and its path in the document (`sections[2].image`): the checks look into them.
 */
function nestedDocs(attribute: Attribute, value: unknown, schemas: Schemas, here: string): { doc: Data; schema: Schema; path: string }[] {
  if (attribute.type === 'component' && attribute.component) {
    const schema = schemas.get(attribute.component);
    if (!schema) return [];
    return Array.isArray(value) ? (value as Data[]).map((doc, i) => ({ doc, schema, path: `${here}[${i}]` })) : [{ doc: value as Data, schema, path: here }];
  }
  if (attribute.type !== 'dynamiczone') return [];
  return (value as Data[]).flatMap((doc, i) => {
    const schema = schemas.get(String(doc.__component));
    return schema ? [{ doc, schema, path: `${here}[${i}]` }] : [];
  });
}

/** Every image in the document without alternative text. */
export function missingAltText(doc: Data, schema: Schema, schemas: Schemas, path = ''): Problem[] {
  const problems: Problem[] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const value = doc[name];
    const here = path ? `${path}.${name}` : name;
    if (value === null || value === undefined) continue;
    if (attribute.type === 'media') {
      for (const file of (Array.isArray(value) ? value : [value]) as Media[]) {
        if (!file || !String(file.mime ?? '').startsWith('image/')) continue;
        if (!String(file.alternativeText ?? '').trim()) {
          problems.push({
            path: here,
            message: `L'immagine «${file.name ?? 'senza nome'}» (campo ${here}) non ha il testo alternativo: aggiungilo nella Libreria media (modifica il file, «Testo alternativo») e pubblica di nuovo.`,
          });
        }
      }
    } else for (const inner of nestedDocs(attribute, value, schemas, here)) problems.push(...missingAltText(inner.doc, inner.schema, schemas, inner.path));
  }
  return problems;
}

export function badSlugs(doc: Data, schema: Schema): Problem[] {
  return Object.entries(schema.attributes)
    .filter(([name, a]) => a.type === 'uid' && typeof doc[name] === 'string' && !SLUG_PATTERN.test(doc[name] as string))
    .map(([name]) => ({
      path: name,
      message: `Lo slug «${String(doc[name])}» non va bene per un indirizzo: solo lettere minuscole senza accenti, cifre e trattini (es. «piselli-fini»), senza trattini all'inizio, alla fine o doppi.`,
    }));
}

/** SEO title and description over their limits (the shared.seo component, wherever it is). */
export function seoOverLimits(doc: Data, schema: Schema): Problem[] {
  const problems: Problem[] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.type !== 'component' || attribute.component !== 'shared.seo') continue;
    const seo = doc[name] as Data | null | undefined;
    if (!seo) continue;
    for (const [field, limit] of Object.entries(SEO_LIMITS)) {
      const length = String(seo[field] ?? '').length;
      if (length > limit) {
        const what = field === 'meta_title' ? 'Il titolo SEO è lungo' : 'La descrizione SEO è lunga';
        problems.push({ path: `${name}.${field}`, message: `${what} ${length} caratteri: al massimo ${limit} (Google taglia il resto).` });
      }
    }
  }
  return problems;
}

/** Every internal link (a string field starting with "/", in components and dynamic zones too). */
export function internalLinks(doc: Data, schema: Schema, schemas: Schemas, path = ''): { path: string; url: string }[] {
  const out: { path: string; url: string }[] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const value = doc[name];
    const here = path ? `${path}.${name}` : name;
    if (value === null || value === undefined) continue;
    if (attribute.type === 'string' && /(^|_)(url|link)$/.test(name) && typeof value === 'string' && value.startsWith('/'))
      out.push({ path: here, url: value });
    else for (const inner of nestedDocs(attribute, value, schemas, here)) out.push(...internalLinks(inner.doc, inner.schema, schemas, inner.path));
  }
  return out;
}

export type Candidate = { locale: string; segments: { type: string; value: string }[] };

/**
 * The ways a site path can be read: for each route whose pattern matches, the slugs that must
 * exist (content type and value), in the link's language. No candidate: no such page.
 */
export function routeCandidates(url: string): Candidate[] {
  const clean = url.split(/[?#]/)[0].replace(/\/+$/, '');
  const match = /^\/(it|en)(\/.*)?$/.exec(clean);
  if (!match) return [];
  const locale = match[1];
  const parts = (match[2] ?? '').split('/').filter(Boolean);
  const candidates: Candidate[] = [];
  let staticMatch = false;
  for (const route of Object.values(SITE_ROUTES)) {
    const pattern = locale === 'it' ? route.it : route.en;
    if (pattern === null) continue;
    const wanted = pattern.split('/').filter(Boolean);
    const segments: Candidate['segments'] = [];
    let ok = true;
    let i = 0;
    for (const piece of wanted) {
      const catchAll = /^\[\[?\.\.\.(\w+)\]?\]$/.exec(piece);
      const dynamic = /^\[(\w+)\]$/.exec(piece);
      if (catchAll) {
        const rest = parts.slice(i);
        const optional = piece.startsWith('[[');
        const type = route.segments?.[catchAll[1]] ?? '';
        if (rest.length === 0 && optional) {
          i = parts.length;
          break;
        }
        // One slug at most: a longer path is no page of the site.
        if (rest.length !== 1 || !type) ok = false;
        else segments.push({ type, value: rest[0] });
        i = parts.length;
        break;
      }
      if (i >= parts.length) {
        ok = false;
        break;
      }
      if (dynamic) segments.push({ type: route.segments?.[dynamic[1]] ?? '', value: parts[i] });
      else if (piece !== parts[i]) ok = false;
      i += 1;
      if (!ok) break;
    }
    if (!ok || i !== parts.length || segments.some((s) => !s.type)) continue;
    if (segments.length === 0) staticMatch = true;
    candidates.push({ locale, segments });
  }
  // A fixed screen wins over a page slug of the same name (the website's router does the same).
  return staticMatch ? [{ locale, segments: [] }] : candidates;
}

/**
 * A type's own publish rules, by CMS UID (besides the rules every type follows): publishProblems
 * (publish-guard.ts) runs the document's. They come from the types' descriptions (src/content).
 */
export const TYPE_RULES: Record<string, (doc: Data) => Problem[]> = describedEntries((type) => type.rules);
