// The consumer contact form's choices, without the schema: the browser's form reads them at once,
// the schema (and its validation library) loads when the form is first checked.
export const INTEREST_AREAS = ['product-info', 'product-report', 'other'] as const;
export type InterestArea = (typeof INTEREST_AREAS)[number];
export const ITALY = 'IT';
export const VOTE_RANGE = { min: 1, max: 10 } as const;
