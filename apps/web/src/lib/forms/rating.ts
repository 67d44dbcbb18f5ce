// The product-rating form: the same rule and messages in the browser and on the server.
import { z } from 'zod';

export const VOTE_MIN = 1;
export const VOTE_MAX = 10;
export const VOTE_MESSAGES = { it: 'Il voto deve essere un valore da 1 a 10', en: 'The vote must be a value from 1 to 10' } as const;

export function ratingSchema(locale: 'it' | 'en') {
  return z.object({
    product: z.string().regex(/^[a-z0-9]{10,40}$/, locale === 'it' ? 'Prodotto non valido' : 'Invalid product'),
    vote: z.coerce
      .number({ error: VOTE_MESSAGES[locale] })
      .int(VOTE_MESSAGES[locale])
      .min(VOTE_MIN, VOTE_MESSAGES[locale])
      .max(VOTE_MAX, VOTE_MESSAGES[locale]),
    locale: z.enum(['it', 'en']).default(locale),
  });
}
