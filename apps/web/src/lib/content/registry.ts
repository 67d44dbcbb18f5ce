// Every content type described by a descriptor (types.ts), and the lookups from the names the rest
// of the site holds (a CMS UID, a webhook model, a route) to the type. Types not moved here yet keep
// their own tables (docs/content-types.md lists them).
import { baseNameOf, type RouteName } from '../routing/routes';
import { B2B_CHANNEL } from './b2b-channel';
import { BLOG_ARTICLE } from './blog-article';
import { CORPORATE_PAGE } from './corporate-page';
import { EVENT } from './event';
import { LANDING_PAGE } from './landing-page';
import { LEGAL_PAGE } from './legal-page';
import { NEWS } from './news';
import { PRESS_RELEASE } from './press-release';
import { PRODUCT } from './product';
import { RECIPE } from './recipe';
import type { ContentType } from './types';

export type { ContentType, SlugDoc } from './types';
export {
  addressOf,
  contentHref,
  contentPages,
  docOfPath,
  docOfPathFilters,
  hasPageIn,
  isDocAt,
  isKnownDoc,
  knownDocBySlug,
  listedAudiences,
  listRoutes,
  listSlugDocs,
  previewHref,
  slugDocHref,
  translationHref,
} from './documents';

export const CONTENT_TYPES: readonly ContentType[] = [
  PRODUCT,
  RECIPE,
  BLOG_ARTICLE,
  NEWS,
  EVENT,
  PRESS_RELEASE,
  B2B_CHANNEL,
  LEGAL_PAGE,
  LANDING_PAGE,
  CORPORATE_PAGE,
];

export const contentTypeByUid = (uid: string) => CONTENT_TYPES.find((t) => t.uid === uid) ?? null;
export const contentTypeByModel = (model: string) => CONTENT_TYPES.find((t) => t.model === model) ?? null;

/** The routes of a type's documents: its detail screens per audience, or its one address (and its categorized route). */
export const detailRoutes = (type: ContentType): RouteName[] => [
  ...Object.values(type.routes.detail),
  ...(type.address ? [type.address.route, ...(type.address.categorized ? [type.address.categorized] : [])] : []),
];

/** The type whose detail screen a route is (either audience's name, or its address), or null. */
export function contentTypeOfDetailRoute(name: RouteName): ContentType | null {
  const base = baseNameOf(name);
  return CONTENT_TYPES.find((t) => detailRoutes(t).some((r) => baseNameOf(r) === base)) ?? null;
}
