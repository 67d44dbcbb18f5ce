// GS1 identification keys on products: the consumer pack's EAN-13 (`gtin`) and the carton's GTIN-14
// (`gtin_carton`). The schema's regex checks the length; this checks the GS1 check digit.
import { errors } from '@strapi/utils';

/** Whether a GTIN-8/12/13/14 has a correct GS1 check digit (mod 10, weights 3 and 1 from the right). */
export function validGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  let sum = 0;
  for (let i = 1; i < value.length; i++) sum += Number(value[value.length - 1 - i]) * (i % 2 === 1 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(value[value.length - 1]);
}

const FIELDS = ['gtin', 'gtin_carton'] as const;

/** Throws a 400 naming the field when a product's GTIN has a wrong check digit. */
export function assertProductGtins(data: Record<string, unknown> | undefined) {
  if (!data) return;
  const errs = FIELDS.filter((f) => typeof data[f] === 'string' && data[f] !== '' && !validGtin(data[f] as string)).map((f) => ({
    path: [f],
    message: 'GTIN check digit is wrong',
    name: 'ValidationError',
  }));
  if (errs.length) throw new errors.ValidationError(`${errs.map((e) => e.path[0]).join(', ')}: GTIN check digit is wrong`, { errors: errs });
}
