// News, described once: one corporate address for both audiences (`/news/<slug>`: the list and the
// items share the optional catch-all route `news-slug`, `/news/[[...slug]]`), flagged per audience
// (the flags choose the lists and search groups an item appears in, not its page). Its reading stays
// in cms/article.ts (shared with blog and press releases), its screens in components/editorial/news.tsx.
import { str } from '../cms/read';
import { IMAGE_FIELDS } from '../cms/search-fields';
import { AUDIENCE_FLAGS, flaggedAudiences } from './audiences';
import type { ContentType } from './types';

export const NEWS = {
  uid: 'api::news.news',
  model: 'news',
  api: '/api/news-items',
  routes: { list: {}, detail: {} },
  address: { route: 'news-slug' as const, catchAll: true as const },
  audienceFields: AUDIENCE_FLAGS,
  audiencesOf: flaggedAudiences,
  search: {
    type: 'news',
    query: { fields: ['title', 'slug', 'excerpt', 'content', 'date', ...AUDIENCE_FLAGS], populate: { cover: IMAGE_FIELDS } },
    fields: (raw) => ({ title: str(raw, 'title'), body: [str(raw, 'excerpt'), str(raw, 'content')], image: raw.cover ?? null, date: str(raw, 'date') }),
  },
} satisfies ContentType;
