// Issue 35's acceptance, measured instead of asserted: how many source files name a content type,
// and which files reach the event type (docs/content-types.md must list every one).
//
// The rule. Source files: apps/web/src and apps/web/scripts (.ts, .tsx, .js, .mjs), apps/cms/src and
// apps/cms/config (also .json: a schema is source). Not counted: tests, docs, the translations
// (apps/web/messages/*.json: data, listed in the docs all the same) and the generated
// apps/cms/src/publishing/site-paths.generated.ts and apps/web/src/lib/cms/generated/schema.ts.
// - A file NAMES a type when it holds, as a whole string literal, the type's CMS UID, its REST path
//   or one of its route names (either audience), or its model name where a model is meant
//   (`model: 'event'`, `TAGS.type('event')`, `'cms:event'`). A message namespace of the same word
//   (`getTranslations('events')`) is the translations' key, not the type's name.
// - A file REACHES a type when it names it, is one of the type's own files (a path segment or file
//   named after the model, singular or plural: api/event/, events/page.tsx, components/events/events.tsx), imports
//   one of them, uses the website descriptor's constant (`EVENT`), or holds the model name or the search group
//   as a literal in a list of types (search/types.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, type ContentType } from '@/lib/content/registry';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const WEB_DIRS = ['apps/web/src', 'apps/web/scripts'];
const CMS_DIRS = ['apps/cms/src', 'apps/cms/config'];
const GENERATED = new Set(['apps/cms/src/publishing/site-paths.generated.ts', 'apps/web/src/lib/cms/generated/schema.ts']);
/** Files where the model's word is something else: the CMS webhook's `event` field (entry.publish…). */
const NOT_THE_TYPE: Record<string, string> = {
  'apps/web/src/app/api/revalidate/route.ts': "the webhook body's `event` field",
  'apps/web/src/lib/cms/stores.ts': "the webhook change's `event` field",
};

const sources = (dir: string, ext: RegExp): string[] =>
  readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return name === 'node_modules' ? [] : sources(rel, ext);
    return ext.test(name) && !GENERATED.has(rel) ? [rel] : [];
  });
const WEB = WEB_DIRS.flatMap((dir) => sources(dir, /\.(ts|tsx|js|mjs)$/));
const CMS = CMS_DIRS.flatMap((dir) => sources(dir, /\.(ts|tsx|js|mjs|json)$/));
const text = new Map([...WEB, ...CMS].map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8').replace(/(get|use)Translations\(\{?[^)]*\)/g, '')]));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const literal = (words: string[]) => new RegExp(`(['"\`])(${words.map(escape).join('|')})\\1`);
const typeOf = (model: string): ContentType => CONTENT_TYPES.find((t) => t.model === model) ?? (undefined as never);
const routesOf = (type: ContentType) => [...Object.values(type.routes.list), ...Object.values(type.routes.detail)] as string[];

function names(type: ContentType, file: string): boolean {
  const body = text.get(file) ?? '';
  const m = escape(type.model);
  return (
    literal([type.uid, type.api, ...routesOf(type)]).test(body) ||
    new RegExp(`model(: | === )['"]${m}['"]|TAGS\\.type\\(['"]${m}['"]\\)|['"\`]cms:${m}['"\`]`).test(body)
  );
}

function reaches(type: ContentType, file: string): boolean {
  if (names(type, file)) return true;
  const body = text.get(file) ?? '';
  const own = `${escape(type.model)}s?`;
  const constant = type.model.toUpperCase().replace(/-/g, '_');
  return (
    new RegExp(`/${own}(/|\\.(ts|tsx|js|mjs|json)$)`).test(`/${file}`) ||
    new RegExp(`from ['"][^'"]*/${own}['"]`).test(body) ||
    (file.startsWith('apps/web/') && new RegExp(`\\b${constant}\\b`).test(body)) ||
    (!(file in NOT_THE_TYPE) && literal([type.model, type.search?.type ?? type.model]).test(body))
  );
}

describe('the footprint of a content type (issue 35)', () => {
  const event = typeOf('event');
  const press = typeOf('press-release');
  const website = (type: ContentType) => WEB.filter((file) => names(type, file));

  it('reads real sources (the rule finds the descriptor and the route table)', () => {
    expect(WEB.length).toBeGreaterThan(100);
    expect(CMS.length).toBeGreaterThan(50);
    for (const type of [event, press]) {
      expect(website(type)).toContain('apps/web/src/lib/routing/routes.ts');
      expect(website(type).some((file) => file.startsWith('apps/web/src/lib/content/'))).toBe(true);
    }
  });

  it('the website names the event in at most 5 source files and the press release in at most 4', () => {
    expect(website(event).length, website(event).join('\n')).toBeLessThanOrEqual(5);
    expect(website(press).length, website(press).join('\n')).toBeLessThanOrEqual(4);
  });

  it('the webhook files kept apart really use the word for something else', () => {
    for (const file of Object.keys(NOT_THE_TYPE)) {
      expect(text.get(file), file).toMatch(/['"]event['"]/);
      expect(names(event, file), file).toBe(false);
    }
  });

  // Every file a developer met adding `event`, in both apps: the docs' list is the whole list.
  const reaching = [...WEB, ...CMS].filter((file) => reaches(event, file));
  const docs = readFileSync(path.join(ROOT, 'docs/content-types.md'), 'utf8');

  it('docs/content-types.md lists every source file that reaches the event type', () => {
    const listed = (file: string) => docs.includes(`\`${file.replace(/^apps\/(web|cms)\//, '')}\``) || docs.includes(`\`${file}\``);
    expect(reaching.filter((file) => !listed(file))).toEqual([]);
  });

  // The target: adding `event` touches at most 12 source files (docs/content-types.md, "Count"),
  // its calendar feed and download and the home page's teaser included. A plain type is the event
  // without those two. A change that makes a type reach more files fails here: lower the number when a file goes.
  const EVENT_ONLY = ['apps/web/src/app/api/calendar/[...path]/route.ts', 'apps/web/src/components/pages/home-page.tsx'];

  it('the event type reaches at most 12 source files in both apps, 2 of them for what only events have', () => {
    expect(reaching.length, reaching.join('\n')).toBeLessThanOrEqual(12);
    expect(
      EVENT_ONLY.filter((file) => !reaching.includes(file)),
      'an event-only file that no longer reaches the type',
    ).toEqual([]);
  });

  it('a plain type (the event without its event-only files) reaches at most 10 source files', () => {
    const plain = reaching.filter((file) => !EVENT_ONLY.includes(file));
    expect(plain.length, plain.join('\n')).toBeLessThanOrEqual(10);
  });

  it('the press release reaches at most 15 source files in both apps', () => {
    const press = [...WEB, ...CMS].filter((file) => reaches(typeOf('press-release'), file));
    expect(press.length, press.join('\n')).toBeLessThanOrEqual(15);
  });
});
