// Seed content is written once per locale pair; `Bi` keeps the Italian and English text side by side.
export type Bi<T = string> = { it: T; en: T };
export type SeedLocale = 'it' | 'en';
export const SEED_LOCALES: SeedLocale[] = ['it', 'en'];

export const bi = <T>(it: T, en: T): Bi<T> => ({ it, en });

/** The bilingual fields of a record whose names are `K`. */
type BiKeys<T> = { [K in keyof T]-?: T[K] extends Bi<unknown> ? K : never }[keyof T];

/** Some bilingual fields of a seed record, in one language: `{ title: p.title[l], slug: p.slug[l] }`. */
export function inLanguage<T, K extends BiKeys<T>>(record: T, l: SeedLocale, ...fields: K[]): { [F in K]: T[F] extends Bi<infer V> ? V : never } {
  return Object.fromEntries(fields.map((field) => [field, (record[field] as Bi<unknown>)[l]])) as { [F in K]: T[F] extends Bi<infer V> ? V : never };
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
