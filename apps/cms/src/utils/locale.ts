export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The request's `locale` query parameter, the default locale when absent; null when unknown. */
export function requestLocale(query: Record<string, unknown>): Locale | null {
  const asked = query.locale;
  if (asked === undefined || asked === '') return DEFAULT_LOCALE;
  return isLocale(asked) ? asked : null;
}
