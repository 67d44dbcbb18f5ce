// A new document's slug follows its title while the editor types (issue 38.4). Strapi 5's own slug
// input asks for a default once, before the title has a value, and never again
// (strapi/strapi#21472), so it keeps `recipe`, `recipe-1`. This side-panel description shows
// nothing: it watches the form and, while the document is being created or its slug is still such a
// placeholder, writes the slugified title (the seed's slugify) into every slug field that has a
// `targetField`. A slug the editor changed is left alone; so is a saved document's slug (changing
// it changes a published address). The server makes the same correction on save and keeps slugs
// unique (src/publishing/title-slugs.ts).
import * as React from 'react';
import { unstable_useContentManagerContext as useContentManagerContext } from '@strapi/strapi/admin';
import { slugify } from '../seed/i18n';
import { isPlaceholderSlug } from '../publishing/title-slugs';

type Attribute = { type?: string; targetField?: string };
type Schema = { info?: { singularName?: string }; attributes?: Record<string, Attribute> };
type Form = { values: Record<string, unknown>; onChange: (name: string, value: unknown) => void };

export function SlugFollowsTitle() {
  const context = useContentManagerContext() as unknown as { contentType?: Schema; form: Form; id?: string };
  const { contentType, form } = context;
  // A document not saved yet has no id (or the route's 'create').
  const isCreatingEntry = !context.id || context.id === 'create';
  // Every slug this panel wrote while the document is new: the form may render a title's change
  // before our last write has landed, so "still ours" is any of them, not only the latest.
  const written = React.useRef<Record<string, Set<string>>>({});
  const singular = contentType?.info?.singularName ?? '';
  const slugFields = Object.entries(contentType?.attributes ?? {}).filter(([, a]) => a.type === 'uid' && a.targetField);
  const watched = slugFields.map(([field, a]) => [form.values?.[a.targetField as string], form.values?.[field]]);

  React.useEffect(() => {
    for (const [field, attribute] of slugFields) {
      const title = form.values?.[attribute.targetField as string];
      const slug = form.values?.[field];
      const wanted = typeof title === 'string' ? slugify(title) : '';
      const ours = (written.current[field] ??= new Set());
      const stillOurs = isPlaceholderSlug(slug, singular) || (isCreatingEntry && ours.has(String(slug)));
      if (wanted && stillOurs && slug !== wanted) {
        ours.add(wanted);
        form.onChange(field, wanted);
      }
    }
    // A title's change moves the slug; the slug's own change (ours landing) checks it again.
  }, [JSON.stringify(watched), singular, isCreatingEntry]);
  return null;
}
