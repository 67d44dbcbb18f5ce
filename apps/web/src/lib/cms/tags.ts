// Cache tags: one per CMS content type (the webhook names the type that changed).
export const TAGS = {
  /** On every cached CMS answer: media changes (used anywhere) revalidate everything. */
  all: 'cms:all',
  global: 'cms:global',
  type: (model: string) => `cms:${model}`,
} as const;

/** Content types whose change affects the layout of every page (menus, footer, newsletter). */
export const GLOBAL_MODELS = new Set(['menu', 'footer', 'newsletter-global', 'application-configuration']);

/** Blog articles and their categories change together on the blog pages. */
export const BLOG_TAGS = [TAGS.type('blog-article'), TAGS.type('blog-category')];
