// Only the messages of CLIENT_NAMESPACES reach the browser on every page, and a screen's own
// provider (ScreenMessages) adds its SCREEN_NAMESPACES: every namespace or key a client module (a
// *.client.tsx file, a 'use client' module, or anything they import) reads with useTranslations must
// be in what the providers above it ship, or the browser shows the key instead of the text.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, SCREEN_NAMESPACES, pickMessages, screenNamespaces, type MessageScreen } from '@/i18n/client-messages';
import en from '../../messages/en.json';
import it_ from '../../messages/it.json';
import { clientModules, importersOf, isClientEntry, messageReads, reachable, sourceFiles, SRC, type MessageRead } from './module-graph';

type Read = MessageRead & { file: string };

/** Shipped when an entry of the list is the path itself or one of its parents. */
const shipped = (messagePath: string, list: readonly string[] = CLIENT_NAMESPACES) => list.some((n) => messagePath === n || messagePath.startsWith(`${n}.`));

const valueAt = (messages: object, dotted: string) =>
  dotted.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), messages);

const relative = (file: string) => path.relative(SRC, file);
const sourceOf = (file: string) => fs.readFileSync(file, 'utf8');

/**
 * The modules only a screen renders (paths under src) and the server module that puts them under
 * `<ScreenMessages screen="…">`: a client module among them may read its screen's namespaces too.
 */
const SCREENS: Record<MessageScreen, { modules: RegExp; root: string }> = {
  contacts: { modules: /^components\/forms\/(contact|foodservice)-form\.client\.tsx$/, root: 'components/contacts/contacts-page.tsx' },
  stores: { modules: /^components\/stores\//, root: 'components/stores/store-locator.tsx' },
  kitchen: { modules: /^components\/kitchen\/(shopping-list|offline-kept)\.client\.tsx$/, root: 'components/kitchen/shopping-list-page.tsx' },
};
const screens = Object.keys(SCREENS) as MessageScreen[];
const screenOf = (file: string) => screens.find((s) => SCREENS[s].modules.test(file));

const clientEntries = sourceFiles().filter((file) => isClientEntry(file, sourceOf(file)));
const reach = (screen: MessageScreen | undefined) =>
  new Set(
    reachable(
      clientEntries.filter((f) => screenOf(relative(f)) === screen),
      { dynamic: true },
    ).map(relative),
  );
/** Client modules the layout's provider alone may be above: reached from a client entry that belongs to no screen. */
const siteWide = reach(undefined);
const screenReach = Object.fromEntries(screens.map((s) => [s, reach(s)])) as Record<MessageScreen, Set<string>>;

/** The reads of a module (path under src) that some provider above it does not ship. */
function unshipped<R extends MessageRead>(file: string, reads: readonly R[]): R[] {
  const lists = siteWide.has(file) ? [CLIENT_NAMESPACES] : screens.filter((s) => screenReach[s].has(file)).map(screenNamespaces);
  if (!lists.length) throw new Error(`${file} is not a client module`);
  return reads.filter(({ path: read }) => read !== null && lists.some((list) => !shipped(read, list)));
}

describe('the scan of client modules', () => {
  it('finds the client modules, including *.client.tsx files and what they import', () => {
    const modules = clientModules().map((f) => path.relative(SRC, f));
    expect(modules).toContain('components/layout/header.client.tsx');
    expect(modules).toContain('components/layout/search-overlay.client.tsx');
    expect(modules).toContain('app/[locale]/error.tsx');
    // Imported by client modules without being one itself.
    expect(modules).toContain('components/ui/cms-image-props.ts');
    expect(isClientEntry('src/components/contacts/contact-form.client.tsx', "import { useTranslations } from 'next-intl';")).toBe(true);
    expect(isClientEntry('src/components/contacts/contact-page.tsx', "import { getTranslations } from 'next-intl/server';")).toBe(false);
  });

  it('reads literal keys, template prefixes, computed keys and nested components', () => {
    const source = `'use client';
      // a comment that doesn't use t
      export function Form() {
        const t = useTranslations('contacts');
        const label = t('form.name');
        const kind = t(\`types.\${type}\`);
        return t.rich('privacy', { link: (c) => c });
      }
      export function Banner() {
        const t = useTranslations('newsletter');
        useEffect(() => {}, [locale, t]);
        return t(key);
      }
      export function Loose() {
        return useTranslations(ns);
      }`;
    expect(messageReads(source).map((r) => r.path)).toEqual(['contacts.form.name', 'contacts.types', 'contacts.privacy', 'newsletter', null]);
  });

  it('a client component reading a namespace that is not shipped fails the rule', () => {
    const reads = messageReads("const t = useTranslations('careers'); t('apply');");
    expect(reads.filter((r) => r.path !== null && !shipped(r.path))).toHaveLength(1);
    // Shipping part of a namespace covers the keys under it, not its siblings.
    expect(shipped('search.types.product')).toBe(true);
    expect(shipped('search.title')).toBe(false);
    expect(shipped('search')).toBe(false);
    expect(shipped('stores.map.zoomIn', ['stores'])).toBe(true);
  });

  it("a screen's keys fail the rule in a site-wide module and pass in that screen's modules", () => {
    const storesRead = messageReads("const t = useTranslations('stores'); t('usePosition');");
    const formRead = messageReads("const t = useTranslations('contacts'); t('fields.email');");
    expect(siteWide.has('components/layout/header.client.tsx')).toBe(true);
    expect(unshipped('components/layout/header.client.tsx', storesRead)).toHaveLength(1);
    expect(unshipped('components/layout/header.client.tsx', formRead)).toHaveLength(1);
    // The newsletter block of the site chrome shares form parts with the contact forms.
    expect(siteWide.has('components/forms/form-feedback.tsx')).toBe(true);
    expect(unshipped('components/forms/form-feedback.tsx', formRead)).toHaveLength(1);
    expect(siteWide.has('components/stores/store-map.client.tsx')).toBe(false);
    expect(unshipped('components/stores/store-map.client.tsx', storesRead)).toEqual([]);
    expect(unshipped('components/forms/contact-form.client.tsx', formRead)).toEqual([]);
    // One screen's keys are not shipped on the other.
    expect(unshipped('components/stores/locator-form.client.tsx', formRead)).toHaveLength(1);
    expect(unshipped('components/forms/foodservice-form.client.tsx', storesRead)).toHaveLength(1);
  });
});

describe('screen providers', () => {
  it.each(screens)('the %s screen renders its provider, and its modules are imported only from there', (screen) => {
    const { modules, root } = SCREENS[screen];
    expect(sourceOf(path.join(SRC, root))).toContain(`<ScreenMessages screen="${screen}">`);
    const files = sourceFiles()
      .map(relative)
      .filter((f) => modules.test(f) && f !== root);
    const client = new Set(clientModules().map(relative));
    expect(files.filter((f) => client.has(f)).length).toBeGreaterThan(0);
    const outside = files.flatMap((f) =>
      importersOf(path.join(SRC, f))
        .map(relative)
        .filter((from) => from !== root && !modules.test(from))
        .map((from) => `${from} imports ${f}`),
    );
    expect(outside, `render these inside <ScreenMessages screen="${screen}"> or move the messages to CLIENT_NAMESPACES`).toEqual([]);
  });
});

describe('messages sent to the browser', () => {
  const reads: Read[] = clientModules().flatMap((file) => messageReads(sourceOf(file)).map((r) => ({ ...r, file: relative(file) })));

  it('every namespace or key a client module reads is sent to the browser', () => {
    expect(reads.map((r) => r.path)).toContain('catalogue.rating.title');
    expect(reads.map((r) => r.path)).toContain('stores.usePosition');
    expect(reads.map((r) => r.path)).toContain('contacts.fields.email');
    const missing = clientModules()
      .map(relative)
      .flatMap((file) =>
        unshipped(
          file,
          reads.filter((r) => r.file === file),
        ),
      )
      .map((r) => `${r.file}: ${r.path} (${r.call})`);
    expect(missing, 'add these to CLIENT_NAMESPACES, or to SCREEN_NAMESPACES for a module only a screen renders (src/i18n/client-messages.ts)').toEqual([]);
  });

  it('client modules name their namespace literally (the rule can only check literals)', () => {
    const dynamic = reads.filter((r) => r.path === null).map((r) => `${r.file}: ${r.call}`);
    expect(dynamic).toEqual([]);
  });

  it('every shipped entry exists in both languages', () => {
    for (const [label, messages] of [
      ['it', it_],
      ['en', en],
    ] as const) {
      const picked = pickMessages(messages);
      for (const entry of CLIENT_NAMESPACES) expect(valueAt(picked, entry), `${label}: ${entry}`).toBeDefined();
      for (const screen of screens) {
        const own = pickMessages(messages, screenNamespaces(screen));
        for (const entry of SCREEN_NAMESPACES[screen]) expect(valueAt(own, entry), `${label}, ${screen}: ${entry}`).toBeDefined();
      }
    }
  });

  it('the browser gets a fraction of the catalogue, not the server-only namespaces', () => {
    const picked = pickMessages(it_);
    expect(Object.keys(picked).sort()).toEqual([...new Set(CLIENT_NAMESPACES.map((n) => n.split('.')[0]))].sort());
    expect(Object.keys(picked.catalogue as object)).toEqual(['rating']);
    expect(Object.keys(picked.search as object)).not.toContain('description');
    expect(Object.keys(picked.contacts as object)).not.toContain('metaDescription');
    // The contact forms' labels and the store locator's strings come only with their screens
    // (with the forms' labels on every page the share was 40 %).
    expect(valueAt(picked, 'contacts.fields')).toBeUndefined();
    expect(valueAt(picked, 'contacts.newsletter.email')).toBeDefined();
    expect(picked).not.toHaveProperty('stores');
    const contacts = pickMessages(it_, screenNamespaces('contacts'));
    expect(valueAt(contacts, 'contacts.fields.email')).toBeDefined();
    expect(valueAt(contacts, 'contacts.newsletter.email')).toBeDefined();
    expect(contacts).not.toHaveProperty('stores');
    expect(valueAt(pickMessages(it_, screenNamespaces('stores')), 'contacts.fields')).toBeUndefined();
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(it_).length * 0.4);
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
