// No site-wide message provider: a client component gets its texts as a prop from its server
// parent (`clientTexts('rating')`, src/i18n/client-texts.ts), the entries of CLIENT_TEXTS that its
// `Texts<…>` type names. Every key a client module (a *.client.tsx file, a 'use client' module, or
// anything they import) reads with translator() must be under the entries its `Texts<…>` names (or
// the browser shows the key instead of the text), and exist in both languages; no client module
// uses next-intl's client runtime; and what the browser gets is a small part of the catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_TEXTS, type ClientTextsName, LAZY_TEXTS, clientTextPaths, pickMessages } from '@/i18n/client-messages';
import en from '../../messages/en.json';
import it_ from '../../messages/it.json';
import { clientModules, messageReads, resolveImport, sourceFiles, SRC, type MessageRead } from './module-graph';

type Read = MessageRead & { file: string };

const NAMES = Object.keys(CLIENT_TEXTS) as ClientTextsName[];

/** Covered when an entry of the list is the path itself or one of its parents. */
const covered = (messagePath: string, list: readonly string[]) => list.some((n) => messagePath === n || messagePath.startsWith(`${n}.`));

const valueAt = (messages: object, dotted: string) =>
  dotted.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), messages);

const relative = (file: string) => path.relative(SRC, file);
const sourceOf = (file: string) => fs.readFileSync(file, 'utf8');

/** The CLIENT_TEXTS entries a source names in its `Texts<'a' | 'b'>` types. */
function textsNames(source: string): ClientTextsName[] {
  return [...source.matchAll(/\bTexts<([^>]*)>/g)].flatMap((m) => [...(m[1] as string).matchAll(/'(\w+)'/g)].map((n) => n[1] as ClientTextsName));
}

/** The entries a module's texts hold: named in the module or in a module it imports (a shared props type, a context). */
function declaredNames(file: string): ClientTextsName[] {
  const source = sourceOf(file);
  const imported = [...source.matchAll(/^\s*import\s[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm)]
    .map((m) => resolveImport(file, m[1] as string))
    .filter((f): f is string => f !== null && !f.endsWith(path.join('i18n', 'texts.ts')));
  return [...new Set([source, ...imported.map(sourceOf)].flatMap(textsNames))];
}

/** The reads of a module that the texts it declares do not cover. */
function uncovered(file: string, reads: readonly MessageRead[]): MessageRead[] {
  const paths = clientTextPaths(declaredNames(file));
  return reads.filter((r) => r.path !== null && !covered(r.path, paths));
}

describe('the scan of client modules', () => {
  it('finds the client modules, including *.client.tsx files and what they import', () => {
    const modules = clientModules().map(relative);
    expect(modules).toContain('components/layout/header.client.tsx');
    expect(modules).toContain('components/layout/search-overlay.client.tsx');
    expect(modules).toContain('app/[locale]/error.tsx');
    // Imported by client modules without being one itself.
    expect(modules).toContain('components/forms/form-parts.tsx');
  });

  it('reads literal keys, template prefixes, computed keys and nested components', () => {
    const source = `'use client';
      // a comment that doesn't use t
      export function Form({ texts }) {
        const t = translator(texts, 'contacts');
        const label = t('form.name');
        const kind = t(\`types.\${type}\`);
        return t.rich('privacy', { link: (c) => c });
      }
      export function Banner({ texts }) {
        const t = translator(useContext(Texts), 'newsletter');
        useEffect(() => {}, [locale, t]);
        return t(key);
      }
      export function Loose({ texts }) {
        return translator(texts, ns);
      }`;
    expect(messageReads(source).map((r) => r.path)).toEqual(['contacts.form.name', 'contacts.types', 'contacts.privacy', 'newsletter', null]);
    expect(textsNames("{ texts: Texts<'form' | 'contactForms'> }; type X = Texts<'rating'>")).toEqual(['form', 'contactForms', 'rating']);
  });

  it('a read that the declared texts do not cover fails the rule', () => {
    const reads = messageReads("const t = translator(texts, 'stores'); t('usePosition'); t('title');");
    expect(uncovered(path.join(SRC, 'components/stores/locator-form.client.tsx'), reads).map((r) => r.path)).toEqual(['stores.title']);
    // The header's texts hold the search button's label, not the store locator's words.
    expect(uncovered(path.join(SRC, 'components/layout/header.client.tsx'), reads)).toHaveLength(2);
    // A contact form's texts come from the props type of the module it imports (screen-form.tsx).
    expect(declaredNames(path.join(SRC, 'components/forms/contact-form.client.tsx'))).toEqual(expect.arrayContaining(['form', 'contactForms']));
  });
});

describe('messages sent to the browser', () => {
  const modules = clientModules();
  const reads: Read[] = modules.flatMap((file) => messageReads(sourceOf(file)).map((r) => ({ ...r, file: relative(file) })));

  it("no client module uses next-intl's client runtime or a message provider", () => {
    const runtime = modules.filter((file) => /from\s+['"](?:next-intl|use-intl)(?:\/react)?['"]/.test(sourceOf(file))).map(relative);
    expect(runtime).toEqual([]);
    const providers = sourceFiles()
      .filter((file) => sourceOf(file).includes('NextIntlClientProvider'))
      .map(relative);
    expect(providers).toEqual([]);
  });

  it('every key a client module reads is in the texts its Texts<…> type names', () => {
    expect(reads.map((r) => r.path)).toContain('catalogue.rating.title');
    expect(reads.map((r) => r.path)).toContain('stores.usePosition');
    expect(reads.map((r) => r.path)).toContain('contacts.fields.email');
    expect(reads.map((r) => r.path)).toContain('error.retry');
    const missing = modules.flatMap((file) =>
      uncovered(
        file,
        reads.filter((r) => r.file === relative(file)),
      ).map((r) => `${relative(file)}: ${r.path} (${r.call})`),
    );
    expect(missing, "add the path to the module's entry of CLIENT_TEXTS (src/i18n/client-messages.ts), or name that entry in its Texts<…>").toEqual([]);
  });

  it('every key a client module reads exists in both languages', () => {
    const absent = reads.flatMap((r) =>
      (
        [
          ['it', it_],
          ['en', en],
        ] as const
      )
        .filter(([, messages]) => r.path !== null && valueAt(messages, r.path) === undefined)
        .map(([label]) => `${label}: ${r.file}: ${r.path}`),
    );
    expect(absent).toEqual([]);
  });

  it('client modules name their namespace literally (the rule can only check literals)', () => {
    const dynamic = reads.filter((r) => r.path === null).map((r) => `${r.file}: ${r.call}`);
    expect(dynamic).toEqual([]);
  });

  it('every entry of CLIENT_TEXTS exists in both languages, and is passed by a server parent or fetched with its code', () => {
    for (const [label, messages] of [
      ['it', it_],
      ['en', en],
    ] as const) {
      for (const name of NAMES) for (const entry of CLIENT_TEXTS[name]) expect(valueAt(messages, entry), `${label}: ${name}: ${entry}`).toBeDefined();
    }
    const calls = sourceFiles()
      .map(sourceOf)
      .flatMap((source) => [...source.matchAll(/\bclientTexts\(([^)]*)\)/g)].flatMap((m) => [...(m[1] as string).matchAll(/'(\w+)'/g)].map((n) => n[1])));
    expect(NAMES.filter((name) => !calls.includes(name) && !(LAZY_TEXTS as readonly string[]).includes(name))).toEqual([]);
    // Texts of code fetched on demand stay out of the payload: no server parent passes them.
    expect(calls.filter((name) => (LAZY_TEXTS as readonly string[]).includes(name as string))).toEqual([]);
    const loaded = sourceFiles()
      .map(sourceOf)
      .flatMap((source) => [...source.matchAll(/\bloadTexts\(\s*'(\w+)'/g)].map((m) => m[1]));
    expect([...new Set(loaded)].sort()).toEqual([...LAZY_TEXTS].sort());
  });

  it('the browser gets a small part of the catalogue, never the server-only namespaces', () => {
    const all = pickMessages(it_, clientTextPaths(NAMES));
    expect(Object.keys(all).sort()).toEqual([
      'a11y',
      'catalogue',
      'consent',
      'contacts',
      'error',
      'header',
      'kitchen',
      'languageNotice',
      'network',
      'quiz',
      'search',
      'stores',
    ]);
    expect(Object.keys(all.catalogue as object)).toEqual(['rating']);
    expect(Object.keys(all.search as object)).not.toContain('description');
    expect(Object.keys(all.contacts as object)).not.toContain('metaDescription');
    expect(JSON.stringify(all).length).toBeLessThan(JSON.stringify(it_).length * 0.4);
    // What the chrome of every page passes (layout and site chrome): without the dialogs fetched on
    // demand, the screens' forms, the store locator or the shopping list.
    const chrome = pickMessages(it_, clientTextPaths(['pageEffects', 'error', 'header', 'form', 'newsletter']));
    expect(chrome).not.toHaveProperty('consent');
    expect(chrome).not.toHaveProperty('quiz');
    expect(chrome).not.toHaveProperty('search');
    expect(valueAt(chrome, 'contacts.fields')).toBeUndefined();
    expect(chrome).not.toHaveProperty('stores');
    expect(chrome).not.toHaveProperty('kitchen');
    expect(valueAt(chrome, 'contacts.newsletter.email')).toBeDefined();
    expect(JSON.stringify(chrome).length).toBeLessThan(JSON.stringify(it_).length * 0.15);
  });
});

describe('pickMessages', () => {
  const messages = { a: { x: '1', y: { z: '2' } }, b: { w: '3' }, c: 'plain' };

  it('keeps whole namespaces and nested parts, leaves out the rest', () => {
    expect(pickMessages(messages, ['b', 'a.y'])).toEqual({ b: { w: '3' }, a: { y: { z: '2' } } });
    expect(pickMessages(messages, ['a.x', 'a.y.z'])).toEqual({ a: { x: '1', y: { z: '2' } } });
  });

  it('ignores paths that do not exist and never changes the catalogue', () => {
    const before = JSON.stringify(messages);
    expect(pickMessages(messages, ['a', 'a.y', 'nope', 'a.nope.deeper'])).toEqual({ a: { x: '1', y: { z: '2' } } });
    expect(JSON.stringify(messages)).toBe(before);
  });
});
