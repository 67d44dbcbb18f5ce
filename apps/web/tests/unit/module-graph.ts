// A small reader of the site's import graph for tests: which modules reach the browser (client
// entries and what they import), who imports a module, which packages a module imports
// statically, and which message keys a client module reads with translator() (src/i18n/texts.ts).
import fs from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(import.meta.dirname, '../../src');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

export function sourceFiles(dir: string = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A `*.client.tsx` file (the project's naming rule) or any module that starts with 'use client'. */
export function isClientEntry(file: string, source: string): boolean {
  return /\.client\.tsx?$/.test(file) || /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/.test(source);
}

/** The file of src a specifier of `from` names, or null (a package). */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? null;
}

/** Specifiers of the value imports and re-exports written at the top of a module (`import type` brings no code). */
export function staticSpecifiers(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1] as string);
}

/** Specifiers loaded on demand with `import('…')`. */
export function dynamicSpecifiers(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] as string);
}

/** The package a bare specifier names ('leaflet/dist/leaflet.css' → 'leaflet', '@scope/pkg/x' → '@scope/pkg'). */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

/** A module of Server Actions: the browser gets a reference per action, none of the module's imports. */
export function isServerActions(source: string): boolean {
  return /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*['"]use server['"]/.test(source);
}

/**
 * The project modules reachable from `entries`, following static imports only or also `import()`.
 * `browser`: the graph the browser bundle holds, which stops at modules of Server Actions.
 */
export function reachable(entries: string[], { dynamic, browser = false }: { dynamic: boolean; browser?: boolean }): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    if (browser && isServerActions(source)) continue;
    const specifiers = [...staticSpecifiers(source), ...(dynamic ? dynamicSpecifiers(source) : [])];
    queue.push(...specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null));
  }
  return [...seen];
}

/** The modules of src that import `file`, statically or with `import()`. */
export function importersOf(file: string): string[] {
  return sourceFiles().filter((from) => {
    const source = fs.readFileSync(from, 'utf8');
    return [...staticSpecifiers(source), ...dynamicSpecifiers(source)].some((s) => resolveImport(from, s) === file);
  });
}

/** The packages `files` import statically (value imports and side-effect imports such as CSS, unless `scriptsOnly`). */
export function staticPackages(files: string[], { scriptsOnly = false }: { scriptsOnly?: boolean } = {}): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  for (const file of files) {
    for (const specifier of staticSpecifiers(fs.readFileSync(file, 'utf8'))) {
      if (scriptsOnly && /\.css$/.test(specifier)) continue;
      const name = packageOf(specifier);
      if (name) packages.set(name, [...(packages.get(name) ?? []), path.relative(SRC, file)]);
    }
  }
  return packages;
}

/** Every module that can run in the browser: the client entries and everything they import. */
export function clientModules(): string[] {
  const entries = sourceFiles().filter((file) => isClientEntry(file, fs.readFileSync(file, 'utf8')));
  return reachable(entries, { dynamic: true });
}

/** One message read: the dotted path from the namespace (`search.types` for t(`types.${x}`)), or null when the module's code cannot tell which namespace. */
export type MessageRead = { path: string | null; call: string };

const escape = (name: string) => name.replace(/\$/g, '\\$');

/**
 * The message paths a module reads with `translator(texts, 'namespace')` (or, in code not yet
 * moved to it, next-intl's `useTranslations('namespace')`). A literal key gives its full path; a key
 * built from a template gives the path of its literal start; a key the code computes, or a
 * translator handed on as a value, counts as reading the whole namespace.
 */
export function messageReads(code: string): MessageRead[] {
  // Comments name no message (and a word such as "don't" would look like a use of `t`).
  const source = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(?<![:'"`\w])\/\/[^\n]*/g, '');
  const reads: MessageRead[] = [];
  const calls = [...source.matchAll(/(?<!function\s+)\b(?:useTranslations\(|translator\([^,]*,)([^)]*)\)/g)];
  for (const [i, m] of calls.entries()) {
    const literal = /^\s*['"]([\w.]+)['"]\s*$/.exec(m[1] as string)?.[1];
    if (literal === undefined) {
      reads.push({ path: null, call: m[0] });
      continue;
    }
    const before = source.slice(0, m.index);
    const name = /(?:const|let)\s+([\w$]+)\s*=\s*$/.exec(before)?.[1];
    if (!name) {
      reads.push({ path: literal, call: m[0] });
      continue;
    }
    const declaration = before.search(/(?:const|let)\s+[\w$]+\s*=\s*$/);
    const uses = new RegExp(`(?<![\\w$.'\\-])${escape(name)}\\b(?:\\.(rich|markup|raw|has))?(\\s*\\(\\s*)?`, 'g');
    // Its uses run to the next translator of the same name (the next component of the file).
    const redeclared = new RegExp(`(?:const|let)\\s+${escape(name)}\\s*=\\s*$`);
    const next = calls.slice(i + 1).find((c) => redeclared.test(source.slice(0, c.index)));
    const end = next ? source.slice(0, next.index).search(redeclared) : source.length;
    for (const use of source.slice(0, end).matchAll(uses)) {
      const at = use.index ?? 0;
      if (at < declaration || at < (m.index ?? 0) + m[0].length) continue;
      if (!use[2]) {
        // A hook's dependency list ([t] or [locale, t]) reads nothing.
        if (/^\s*\]/.test(source.slice(at + use[0].length)) || /\[\s*$/.test(source.slice(0, at))) continue;
        reads.push({ path: literal, call: `${name} used as a value` });
        continue;
      }
      const argument = source.slice(at + use[0].length);
      const quoted = /^(['"])([\w.-]+)\1/.exec(argument);
      const template = /^`([^`$]*)(\$\{)?/.exec(argument);
      const key = quoted?.[2] ?? (template ? (template[2] ? template[1]?.replace(/\.?[^.]*$/, '') : template[1]) : undefined);
      reads.push({ path: key ? `${literal}.${key}` : literal, call: `${name}(${argument.slice(0, 30).split('\n')[0]}` });
    }
  }
  return reads;
}
