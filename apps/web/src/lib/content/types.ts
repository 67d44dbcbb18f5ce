// What the site knows of one content type with pages of its own, described once (issue 35): its CMS
// names, the routes of its list and detail screens per audience, which audiences a document is in,
// and what the search index reads of it. The registry (registry.ts) answers every "where is this
// document" question from these descriptors: sitemap, search index, preview, language switcher,
// known-slug check (404 before render) and links. docs/content-types.md says how to add one.
import type { AllergenCode } from '../catalogue/allergens';
import type { Query } from '../cms/client';
import type { Raw } from '../cms/read';
import type { AudienceMode, Locale, RouteName } from '../routing/routes';
import type { SearchDocType } from '../search/types';

export type ContentType = {
  /** The CMS content type's UID (what the CMS's preview button sends). */
  uid: string;
  /** The CMS model name: the webhook's `model`, the cache tag `cms:<model>`. */
  model: string;
  /** The REST collection's path (`/api/<plural name>`). */
  api: string;
  /**
   * `false`: the CMS keeps the type in one language (the blog): slug lists and the search index
   * read it without a locale, and its pages are Italian only (its routes have no English path).
   */
  localized?: false;
  /**
   * The screens per audience: an audience without a detail route has no pages of this type. Empty
   * for a type at one `address`.
   */
  routes: { list: Partial<Record<AudienceMode, RouteName>>; detail: Partial<Record<AudienceMode, RouteName>> };
  /**
   * One address for both audiences (news): `route` is a corporate screen, the same page for every
   * published document whatever the visitor's audience (the sitemap lists it once per language, the
   * known-path check does not ask the audience); `audiencesOf` only chooses the lists and search
   * groups a document appears in. `catchAll`: the list and the documents share the route's optional
   * catch-all `[[...slug]]` (a document's params are `{ slug: [slug] }`, the list is the route without one).
   * `categorized` (corporate pages, with an optional `category` of one relation for both audiences):
   * the top-level routes `/[first]` and `/[first]/[second]`: a document without a category is at
   * `route` (`{ first: slug }`), one with a category at `categorized` (`{ first: category, second: slug }`);
   * the path's category must be the document's and a page without one is not found under one (known-path
   * check, language switcher: a translation at the other route has no page here).
   */
  address?: { route: RouteName; catchAll?: true; categorized?: RouteName };
  /**
   * A type listed under categories (products, recipes): a detail route's `[category]` is the
   * document's category in that audience, read from `relations` (populated with their slug in slug
   * lists). `audiencesOf` says only audiences where the document has one. `tags`: the category
   * types' cache tags (a renamed category changes the slug list's URLs). With a `categorized`
   * address the category is optional (`of` null: the page without one).
   */
  category?: { relations: readonly string[]; of: (raw: Raw, mode: AudienceMode) => string | null; tags: readonly string[] };
  /** Further fields kept with each slug (`SlugDoc.fields`: a recipe's servings). */
  slugListFields?: readonly string[];
  /** The query keys its list screens read (`page`): the server's page cache may keep those answers (proxy.ts). */
  listQueryKeys?: readonly string[];
  /** The fields `audiencesOf` reads (besides slug and updatedAt): read with every slug list. */
  audienceFields: readonly string[];
  /** The audiences whose pages show this document. */
  audiencesOf: (raw: Raw) => AudienceMode[];
  /** Cache tags besides the type's own, on a document's page (what its sections show). */
  extraTags?: readonly string[];
  /** What the search index reads; absent: the type has no search entries. */
  search?: {
    type: SearchDocType;
    query: Query;
    /** The searchable title and text of a document, its picture and date. */
    fields: (
      raw: Raw,
      locale: Locale,
    ) => { title: string | null; body: (string | null | undefined)[]; image?: unknown; date?: string | null; allergens?: Set<AllergenCode> };
  };
};

/** A published document's slug with what every page and list of the type needs. */
export type SlugDoc = {
  slug: string;
  documentId: string | null;
  updatedAt: string | null;
  audiences: AudienceMode[];
  /** The other languages' slugs of the same document. */
  localizations: Partial<Record<Locale, string>>;
  /** A type listed under categories: the category per audience, here and in the other languages. */
  categories?: Partial<Record<AudienceMode, string>>;
  localizedCategories?: Partial<Record<Locale, Partial<Record<AudienceMode, string>>>>;
  /** The descriptor's `slugListFields`. */
  fields?: Raw;
};
