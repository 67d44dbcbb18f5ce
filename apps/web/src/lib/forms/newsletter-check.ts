// The newsletter form's check in the browser: the same schema the server applies, loaded with
// import() when the visitor first reaches the form, so that the validation library stays out of
// the code every page loads (the block sits in the site chrome).
import { formDataToObject, fieldErrors } from './errors';
import type { FormLocale } from './messages';
import { newsletterSchema } from './newsletter';

/** Field name → message for the form's current values; empty when they would be accepted. */
export function checkNewsletter(locale: FormLocale, data: FormData): Record<string, string> {
  const result = newsletterSchema(locale).safeParse(formDataToObject(data));
  return result.success ? {} : fieldErrors(result.error);
}
