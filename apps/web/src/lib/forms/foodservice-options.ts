// The food-service request form's choices, without the schemas: the browser's form reads them at
// once, the schemas (and their validation library) load when the form is first checked.

/** The spec's seven food-service sectors, in the spec's order. */
export const SECTORS = [
  'traditional_catering',
  'fast_food_bar',
  'catering',
  'pizzeria_bakery',
  'delicatessen',
  'collective_commercial_catering',
  'industry_laboratories',
] as const;
export type Sector = (typeof SECTORS)[number];

export const FOODSERVICE_REQUEST_TYPES = ['info', 'samples', 'kit'] as const;
export type FoodserviceRequestType = (typeof FOODSERVICE_REQUEST_TYPES)[number];

/** How many food-service products a sample request may list (overridable per deployment). */
export const SAMPLES_LIMITS = { min: 1, max: 5 } as const;
export type SamplesLimits = { min: number; max: number };

/**
 * The fragments that open the food-service form on a request type ("Richiedi i campioni" links to
 * `…/contatti#campioni`): the contacts page puts these ids at the form, and the form picks the type.
 */
export const REQUEST_TYPE_FRAGMENTS: Readonly<Record<string, FoodserviceRequestType>> = { campioni: 'samples', samples: 'samples', kit: 'kit' };
