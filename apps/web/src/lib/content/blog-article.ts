// Blog articles, described once: Italian only (the CMS keeps the blog in one language), listed under
// a blog category shared by both audiences and flagged per audience (`/blog/<category>/<slug>`), the
// blog's list screens, and what the search index reads. Its reading stays in cms/article.ts (shared
// with news and press releases).
import { rec, type Raw, str } from '../cms/read';
import { categoryLabel, IMAGE_FIELDS, NAME_AND_SLUG } from '../cms/search-fields';
import { TAGS } from '../cms/tags';
import { AUDIENCE_FLAGS, flaggedAudiences } from './audiences';
import type { ContentType } from './types';

const categoryOf = (raw: Raw) => str(rec(raw.category), 'slug');

export const BLOG_ARTICLE: ContentType = {
  uid: 'api::blog-article.blog-article',
  model: 'blog-article',
  api: '/api/blog-articles',
  localized: false,
  routes: { list: { B2C: 'blog', B2B: 'B2B-blog' }, detail: { B2C: 'blog-category-slug', B2B: 'B2B-blog-category-slug' } },
  audienceFields: AUDIENCE_FLAGS,
  audiencesOf: (raw) => (categoryOf(raw) ? flaggedAudiences(raw) : []),
  category: { relations: ['category'], of: categoryOf, tags: [TAGS.type('blog-category')] },
  // An article's page shows its category's name.
  extraTags: [TAGS.type('blog-category')],
  search: {
    type: 'article',
    query: { fields: ['title', 'slug', 'excerpt', 'content', 'date', ...AUDIENCE_FLAGS], populate: { cover: IMAGE_FIELDS, category: NAME_AND_SLUG } },
    fields: (raw) => ({
      title: str(raw, 'title'),
      body: [categoryLabel(raw, 'category'), str(raw, 'excerpt'), str(raw, 'content')],
      image: raw.cover ?? null,
      date: str(raw, 'date'),
    }),
  },
};
