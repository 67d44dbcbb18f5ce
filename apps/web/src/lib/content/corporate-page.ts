// Corporate pages, described once: one address for both audiences, at the top of the site: a page
// without a category at `/[first]` (`page-slug`), one with a category at `/[first]/[second]`
// (`page-category-slug`, the category's slug first); deeper paths are `page-too-deep`, a 404. No
// audience flags: every published page is in both audiences' search groups. Its reading stays in
// cms/page.ts with the other section pages, its screens in components/pages/corporate-page.tsx.
import { rec, str } from '../cms/read';
import { SECTIONS_POPULATE, sectionsText } from '../cms/search-fields';
import { SECTION_TAGS } from '../cms/sections';
import { TAGS } from '../cms/tags';
import type { AudienceMode } from '../routing/routes';
import type { ContentType } from './types';

export const CORPORATE_PAGE = {
  uid: 'api::page.page',
  model: 'page',
  api: '/api/pages',
  routes: { list: {}, detail: {} },
  address: { route: 'page-slug' as const, categorized: 'page-category-slug' as const },
  // One optional category for both audiences (its slug is the path's first segment).
  category: { relations: ['category'], of: (raw) => str(rec(raw.category), 'slug'), tags: [TAGS.type('page-category')] },
  audienceFields: [],
  audiencesOf: (): AudienceMode[] => ['B2C', 'B2B'],
  // Its sections show products and recipes: their changes refresh a corporate page.
  extraTags: SECTION_TAGS,
  // Its intro and sections are its searchable text.
  search: {
    type: 'page',
    query: { fields: ['title', 'slug', 'intro'], populate: { category: { fields: ['slug'] }, sections: SECTIONS_POPULATE } },
    fields: (raw) => ({ title: str(raw, 'title'), body: [str(raw, 'intro'), ...sectionsText(raw.sections)] }),
  },
} satisfies ContentType;
