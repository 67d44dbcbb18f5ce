// The texts of a client component, without next-intl's client runtime or a site-wide provider: its
// server parent picks the part of the catalogue it shows (clientTexts, src/i18n/client-texts.ts)
// and passes it as a prop; the component formats it with translator(). The catalogue is compiled
// at build time (next.config.ts, `precompile`), so formatting needs only icu-minify's runtime
// (under 1 KB), the one next-intl itself uses for compiled messages.
import format, { type CompiledMessage } from 'icu-minify/format';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import type { ClientTextsName } from './client-messages';

export type Messages = { [key: string]: CompiledMessage | Messages };

/**
 * What a server parent gives a client component: the request's language and the namespaces of
 * the catalogue it needs. `N` names them (CLIENT_TEXTS in client-messages.ts): a component asks
 * for `Texts<'header'>`, and texts that hold more namespaces also fit (a parent may pass one
 * object to several children).
 */
export type Texts<N extends ClientTextsName = ClientTextsName> = {
  readonly locale: string;
  readonly messages: Messages;
  /** Type only: which entries of CLIENT_TEXTS the messages hold. */
  readonly holds?: (name: N) => void;
};

type Value = string | number | Date;
type RichValue = Value | ((chunks: ReactNode[]) => ReactNode);

export type Translate = {
  (key: string, values?: Record<string, Value>): string;
  /** Tags of the message (`<link>…</link>`) are rendered by the functions of the same name. */
  rich(key: string, values?: Record<string, RichValue>): ReactNode;
  has(key: string): boolean;
};

// Intl objects are costly to build (a server render formats hundreds of plurals and numbers) and
// immutable: one per language and options, kept for the process (a few dozen; bounded all the same).
const INTL_KEPT = 256;
const intl = new Map<string, object>();
function kept<T extends object>(kind: string, args: unknown[], build: () => T): T {
  const key = `${kind}\u0000${JSON.stringify(args)}`;
  const found = intl.get(key) as T | undefined;
  if (found) return found;
  if (intl.size >= INTL_KEPT) intl.clear();
  const made = build();
  intl.set(key, made);
  return made;
}

/** The formatters icu-minify asks for: the same Intl object for the same language and options (bench/README.md, issue 34). */
export const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => kept('date', args, () => new Intl.DateTimeFormat(...args)),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => kept('number', args, () => new Intl.NumberFormat(...args)),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => kept('plural', args, () => new Intl.PluralRules(...args)),
};

function lookup(messages: Messages, path: string): CompiledMessage | Messages | undefined {
  let value: CompiledMessage | Messages | undefined = messages;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Messages)[key];
  }
  return value;
}

const isMessage = (value: CompiledMessage | Messages | undefined): value is CompiledMessage => typeof value === 'string' || Array.isArray(value);

/**
 * A `t` for the messages under `namespace` (a dotted path such as 'catalogue.rating'), with the
 * calls client components used from next-intl: `t(key, values)`, `t.rich(key, values)`, `t.has(key)`.
 * A missing message shows its path, as next-intl does, and is reported in the console.
 */
export function translator(texts: Texts<never>, namespace: string): Translate {
  // The same function for the same texts, so that it can be a dependency of effects and memos.
  const known = made.get(texts) ?? new Map<string, Translate>();
  made.set(texts, known);
  const existing = known.get(namespace);
  if (existing) return existing;
  const t = make(texts, namespace);
  known.set(namespace, t);
  return t;
}

const made = new WeakMap<Texts<never>, Map<string, Translate>>();

function make(texts: Texts<never>, namespace: string): Translate {
  const find = (key: string) => {
    const message = lookup(texts.messages, `${namespace}.${key}`);
    if (isMessage(message)) return message;
    console.error(`Missing message ${namespace}.${key} (${texts.locale})`);
    return null;
  };
  const t = (key: string, values?: Record<string, Value>) => {
    const message = find(key);
    return message === null ? `${namespace}.${key}` : String(format(message, texts.locale, values, { formatters }));
  };
  t.rich = (key: string, values: Record<string, RichValue> = {}): ReactNode => {
    const message = find(key);
    if (message === null) return `${namespace}.${key}`;
    let index = 0;
    // Elements returned by the tag functions get keys: the result is an array of children.
    const keyed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'function'
          ? (chunks: ReactNode[]) => {
              const element = value(chunks);
              return isValidElement(element) ? cloneElement(element, { key: `${name}-${index++}` }) : element;
            }
          : value,
      ]),
    );
    return format<ReactNode>(message, texts.locale, keyed, { formatters }) as ReactNode;
  };
  t.has = (key: string) => isMessage(lookup(texts.messages, `${namespace}.${key}`));
  return t;
}
