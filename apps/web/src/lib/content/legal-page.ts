// Legal pages, described once: a page per document in each audience it is flagged for, no list
// screen of their own (each legal page lists the audience's others beside it). Their reading stays in
// cms/page.ts with the other section pages.
import { str } from '../cms/read';
import { AUDIENCE_FLAGS, flaggedAudiences } from './audiences';
import type { ContentType } from './types';

export const LEGAL_PAGE = {
  uid: 'api::legal-page.legal-page',
  model: 'legal-page',
  api: '/api/legal-pages',
  routes: { list: {}, detail: { B2C: 'legal-area-slug' as const, B2B: 'B2B-legal-area-slug' as const } },
  audienceFields: AUDIENCE_FLAGS,
  audiencesOf: flaggedAudiences,
  search: {
    type: 'legal',
    query: { fields: ['title', 'slug', 'content', ...AUDIENCE_FLAGS] },
    fields: (raw) => ({ title: str(raw, 'title'), body: [str(raw, 'content')] }),
  },
} satisfies ContentType;
