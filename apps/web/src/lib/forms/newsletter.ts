// The site-wide newsletter signup: privacy consent and the over-16 declaration are required (also
// for profiling consent); the name fields appear when the CMS's `show_name_fields` is on.
import { z } from 'zod';
import { emailField, optionalCheckbox, optionalPersonNameField, requiredCheckbox } from './fields';
import { type FormLocale, formMessages } from './messages';

export function newsletterSchema(locale: FormLocale) {
  const m = formMessages(locale);
  return z.object({
    email: emailField(m),
    name: optionalPersonNameField(m.name, m),
    surname: optionalPersonNameField(m.surname, m),
    privacy: requiredCheckbox(m.privacy),
    over_16: requiredCheckbox(m.over16),
    profiling: optionalCheckbox(),
  });
}

export type NewsletterData = z.output<ReturnType<typeof newsletterSchema>>;
