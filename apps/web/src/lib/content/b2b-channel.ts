// Food-service channels (tailored solutions: schools, hospitals, hotels…), described once: a
// food-service-only type, a page per channel made of sections. The channels' list is the tailored
// solutions page (its own single type), so the type has no list screen of its own. Its reading stays
// in cms/page.ts with the other section pages; no search entries.
import { SECTION_TAGS } from '../cms/sections';
import type { AudienceMode } from '../routing/routes';
import type { ContentType } from './types';

export const B2B_CHANNEL = {
  uid: 'api::b2b-channel.b2b-channel',
  model: 'b2b-channel',
  api: '/api/b2b-channels',
  routes: { list: {}, detail: { B2B: 'B2B-channel-slug' as const } },
  audienceFields: [],
  audiencesOf: (): AudienceMode[] => ['B2B'],
  // Its sections show products and recipes: their changes refresh a channel's page.
  extraTags: SECTION_TAGS,
} satisfies ContentType;
