// Landing pages, described once: each belongs to the one audience its `mode` names, a page per
// document and no list screen. Their reading stays in cms/page.ts with the other section pages.
import { str } from '../cms/read';
import { SECTIONS_POPULATE, sectionsText } from '../cms/search-fields';
import { SECTION_TAGS } from '../cms/sections';
import { AUDIENCE_MODE, modeAudience } from './audiences';
import type { ContentType } from './types';

export const LANDING_PAGE = {
  uid: 'api::landing-page.landing-page',
  model: 'landing-page',
  api: '/api/landing-pages',
  routes: { list: {}, detail: { B2C: 'landing-slug' as const, B2B: 'B2B-landing-slug' as const } },
  audienceFields: AUDIENCE_MODE,
  audiencesOf: modeAudience,
  // Its sections show products and recipes: their changes refresh a landing page.
  extraTags: SECTION_TAGS,
  // Its sections are its searchable text.
  search: {
    type: 'landing',
    query: { fields: ['title', 'slug', ...AUDIENCE_MODE], populate: { sections: SECTIONS_POPULATE } },
    fields: (raw) => ({ title: str(raw, 'title'), body: sectionsText(raw.sections) }),
  },
} satisfies ContentType;
