// Only the messages of CLIENT_NAMESPACES reach the browser: every namespace or key a client module
// (a *.client.tsx file, a 'use client' module, or anything they import) reads with useTranslations
// must be there, or the browser shows the key instead of the text.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, pickMessages } from '@/i18n/client-messages';
import en from '../../messages/en.json';
import it_ from '../../messages/it.json';
import { clientModules, isClientEntry, messageReads, SRC, type MessageRead } from './module-graph';

type Read = MessageRead & { file: string };

/** Shipped when an entry of the list is the path itself or one of its parents. */
const shipped = (messagePath: string, list: readonly string[] = CLIENT_NAMESPACES) => list.some((n) => messagePath === n || messagePath.startsWith(`${n}.`));

const valueAt = (messages: object, dotted: string) => dotted.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), messages);

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
});

describe('messages sent to the browser', () => {
  const reads: Read[] = clientModules().flatMap((file) => messageReads(fs.readFileSync(file, 'utf8')).map((r) => ({ ...r, file: path.relative(SRC, file) })));

  it('every namespace or key a client module reads is sent to the browser', () => {
    expect(reads.map((r) => r.path)).toContain('catalogue.rating.title');
    const missing = reads.filter((r) => r.path !== null && !shipped(r.path)).map((r) => `${r.file}: ${r.path} (${r.call})`);
    expect(missing, 'add these to CLIENT_NAMESPACES (src/i18n/client-messages.ts)').toEqual([]);
  });

  it('client modules name their namespace literally (the rule can only check literals)', () => {
    const dynamic = reads.filter((r) => r.path === null).map((r) => `${r.file}: ${r.call}`);
    expect(dynamic).toEqual([]);
  });

  it('every shipped entry exists in both languages', () => {
    for (const [label, messages] of [['it', it_], ['en', en]] as const) {
      const picked = pickMessages(messages);
      for (const entry of CLIENT_NAMESPACES) expect(valueAt(picked, entry), `${label}: ${entry}`).toBeDefined();
    }
  });

  it('the browser gets a fraction of the catalogue, not the server-only namespaces', () => {
    const picked = pickMessages(it_);
    expect(Object.keys(picked).sort()).toEqual([...new Set(CLIENT_NAMESPACES.map((n) => n.split('.')[0]))].sort());
    expect(Object.keys(picked.catalogue as object)).toEqual(['rating']);
    expect(Object.keys(picked.search as object)).not.toContain('description');
    expect(Object.keys(picked.contacts as object)).not.toContain('metaDescription');
    // The contact forms' labels are most of what is shipped (bench/README.md: a provider of their
    // own on the contact pages would take them off every other page).
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(it_).length * 0.6);
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
