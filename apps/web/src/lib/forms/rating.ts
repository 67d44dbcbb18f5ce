// The rating form (products and recipes): the same rule and messages in the browser and on the server.
import { z } from 'zod';

export const VOTE_MIN = 1;
export const VOTE_MAX = 10;
export const VOTE_MESSAGES = { it: 'Il voto deve essere un valore da 1 a 10', en: 'The vote must be a value from 1 to 10' } as const;

/** What can be rated: the field of the form that carries the rated document's documentId. */
export const RATED_KINDS = ['product', 'recipe'] as const;

const INVALID = {
  product: { it: 'Prodotto non valido', en: 'Invalid product' },
  recipe: { it: 'Ricetta non valida', en: 'Invalid recipe' },
} as const;

/** A vote for exactly one product or one recipe; parses to `{ kind, documentId, vote, locale }`. */
export function ratingSchema(locale: 'it' | 'en') {
  const documentId = (kind: (typeof RATED_KINDS)[number]) =>
    z
      .string()
      .regex(/^[a-z0-9]{10,40}$/, INVALID[kind][locale])
      .optional();
  return z
    .object({
      product: documentId('product'),
      recipe: documentId('recipe'),
      vote: z.coerce
        .number({ error: VOTE_MESSAGES[locale] })
        .int(VOTE_MESSAGES[locale])
        .min(VOTE_MIN, VOTE_MESSAGES[locale])
        .max(VOTE_MAX, VOTE_MESSAGES[locale]),
      locale: z.enum(['it', 'en']).default(locale),
    })
    .refine((d) => (d.product === undefined) !== (d.recipe === undefined), { message: INVALID.product[locale], path: ['product'] })
    .transform(({ product, recipe, vote, locale: l }) =>
      product !== undefined
        ? { kind: 'product' as const, documentId: product, vote, locale: l }
        : { kind: 'recipe' as const, documentId: recipe as string, vote, locale: l },
    );
}
