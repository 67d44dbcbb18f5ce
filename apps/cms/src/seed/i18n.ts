// Seed content is written once per locale pair; `Bi` keeps the Italian and English text side by side.
export type Bi<T = string> = { it: T; en: T };
export type SeedLocale = 'it' | 'en';
export const SEED_LOCALES: SeedLocale[] = ['it', 'en'];

export const bi = <T>(it: T, en: T): Bi<T> => ({ it, en });

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
