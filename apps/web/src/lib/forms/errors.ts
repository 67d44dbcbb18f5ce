// Turning a schema's verdict into what a form shows: one message per field, plus reading a plain
// form post into the object the schemas expect.
import type { z } from 'zod';

/** The first message for each field, keyed by its path (`education.0.year` for nested fields). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A plain form post as an object: fields named in `lists` keep every value (repeated checkboxes,
 * multi-selects); files are kept as they are; other repeated names keep their last value.
 */
export function formDataToObject(data: FormData, lists: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(data.keys())) {
    out[key] = lists.includes(key) ? data.getAll(key) : data.getAll(key).at(-1);
  }
  for (const key of lists) out[key] ??= [];
  return out;
}
