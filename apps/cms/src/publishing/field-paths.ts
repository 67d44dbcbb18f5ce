// A refusal names the fields as the editor reads them in the form (issue 38.5): `sections[2].image`
// becomes «Sezioni › 3 › Immagine», from the labels of src/editorial/field-labels.ts; and the admin
// gets the path as the form knows it (['sections', '2', 'image']) so it can mark the field.
import { fieldLabel } from '../editorial/field-labels';
import type { Schemas } from './rules';

type Data = Record<string, unknown>;

/** `sections[2].image` → ['sections', '2', 'image'] (the form's own names, for marking the field). */
export function formPath(path: string): string[] {
  return path.split(/[.[\]]+/).filter(Boolean);
}

/** The Italian name of a field's path in a document of type `uid` (a dynamic zone's item's type is read from `doc`). */
export function fieldPathLabel(path: string, uid: string, schemas: Schemas, doc?: unknown): string {
  const parts: string[] = [];
  let type: string | undefined = uid;
  let value: unknown = doc;
  for (const segment of formPath(path)) {
    if (/^\d+$/.test(segment)) {
      parts.push(String(Number(segment) + 1));
      value = Array.isArray(value) ? value[Number(segment)] : undefined;
      const component = (value as Data | undefined)?.__component;
      if (typeof component === 'string') type = component;
      continue;
    }
    parts.push(fieldLabel(type ?? '', segment)?.label ?? segment);
    const attribute: { type: string; component?: string } | undefined = type ? schemas.get(type)?.attributes[segment] : undefined;
    type = attribute?.type === 'component' ? attribute.component : undefined;
    value = value && typeof value === 'object' ? (value as Data)[segment] : undefined;
  }
  return parts.join(' › ');
}

/** The message with its technical `(campo sections[2].image)` replaced by the field's Italian name. */
export function withFieldLabel(message: string, path: string, label: string): string {
  return message.split(`(campo ${path})`).join(`(campo «${label}»)`);
}
