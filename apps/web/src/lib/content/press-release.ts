// Press releases, described once: a consumer-only type (the press area has no food-service copy)
// with a list and a page per release. Its reading stays in cms/article.ts (shared with news and blog).
import { str } from '../cms/read';
import type { AudienceMode } from '../routing/routes';
import type { ContentType } from './types';

export const PRESS_RELEASE = {
  uid: 'api::press-release.press-release',
  model: 'press-release',
  api: '/api/press-releases',
  routes: { list: { B2C: 'press-area' as const }, detail: { B2C: 'press-area-slug' as const } },
  listQueryKeys: ['page'],
  audienceFields: [],
  audiencesOf: (): AudienceMode[] => ['B2C'],
  search: {
    type: 'press',
    query: {
      fields: ['title', 'slug', 'excerpt', 'content', 'date'],
      populate: { cover: { fields: ['url', 'alternativeText', 'formats', 'width', 'height', 'mime'] } },
    },
    fields: (raw) => ({ title: str(raw, 'title'), body: [str(raw, 'excerpt'), str(raw, 'content')], image: raw.cover ?? null, date: str(raw, 'date') }),
  },
} satisfies ContentType;
