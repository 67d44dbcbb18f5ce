// What the CMS knows of one content type, described once (issue 35), and the small parts its
// entries are made of. The registry (registry.ts) lists the described types; the editors' names
// (editorial/type-names.ts), field labels (editorial/field-labels.ts), list columns and edit rows
// (bootstrap/editorial-layouts.ts), the REST answer's default populate (populate.ts), the website
// token's reading (bootstrap/access.ts) and the publish rules (publishing/rules.ts) add its entries
// to their tables. Only types imports here: the admin bundle and the tests load these modules too.
import type { FieldLabel } from '../editorial/field-labels';
import type { TypeName } from '../editorial/type-names';

/** Why a document may not be published, for the editor (publishing/rules.ts). */
export type Problem = { path: string; message: string };

export type CmsType = {
  /** The content type's UID (`api::<name>.<name>`). */
  uid: string;
  /** The editors' Italian and English name and what it is. */
  name: TypeName;
  /** The label and help of each of its own fields (the shared ones are in field-labels.ts, COMMON). */
  fields: Record<string, FieldLabel>;
  /** The columns of its list in the content manager. */
  list?: string[];
  /** The edit view's rows, in reading order. */
  edit?: string[][];
  /** What its REST answer populates by default. */
  populate?: object;
  /** The website's read token may find it and find one (a collection type). */
  readByWebsite: boolean;
  /** It publishes only when it exists in both languages. */
  bilingual: boolean;
  /** Its own publish rules, besides every type's. */
  rules?: (doc: Record<string, unknown>) => Problem[];
  /**
   * Its demo content: `seed/<module>.ts`, whose default export `(ctx) => Promise<void>` the seed runs
   * (seed/index.ts) after the catalogue and the editorial content, logged as `step`. Named, not
   * imported: this module is read by the admin bundle, the seed's modules are server code.
   */
  seed?: { module: string; step: string };
};

/** A field's label, help and placeholder. */
export const L = (label: string, description: string, placeholder?: string): FieldLabel =>
  placeholder ? { label, description, placeholder } : { label, description };

// Populate parts shared with populate.ts.
export const img = true;
export const seo = { populate: { share_image: img } };
/** The other-language versions' slugs: the website's language switcher and hreflang need them. */
export const localizations = { fields: ['slug', 'locale'] };
