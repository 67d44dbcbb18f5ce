// The searchable text of a page's sections (the CMS dynamic zone): what the search index reads of
// landing and corporate pages, and the populate that asks only for it.
import { richTextToPlain } from '../rich-text';
import type { Query } from './client';
import { list, str } from './read';

// The text-bearing fields of each page section (the CMS dynamic zone); markdown ones are marked.
const SECTION_TEXT: Record<string, { fields: string[]; markdown?: string[] }> = {
  'sections.hero': { fields: ['eyebrow', 'title', 'subtitle'] },
  'sections.rich-text': { fields: ['title', 'body'], markdown: ['body'] },
  'sections.image-text': { fields: ['title', 'body'], markdown: ['body'] },
  'sections.product-carousel': { fields: ['title', 'subtitle'] },
  'sections.recipe-carousel': { fields: ['title', 'subtitle'] },
  'sections.cta-banner': { fields: ['title', 'text'] },
  'sections.video': { fields: ['title', 'description', 'transcript'] },
  'sections.accordion': { fields: ['title'] },
  'sections.downloads-list': { fields: ['title'] },
  'sections.news-list': { fields: ['title'] },
  'sections.quiz-teaser': { fields: ['title', 'text'] },
};

export const SECTIONS_POPULATE: Query = {
  on: Object.fromEntries(
    Object.entries(SECTION_TEXT).map(([component, { fields }]) => [
      component,
      component === 'sections.accordion' ? { fields, populate: { items: { fields: ['question', 'answer'] } } } : { fields },
    ]),
  ),
};

/** The plain text of a page's sections, in page order. */
export function sectionsText(value: unknown): string[] {
  return list(value).flatMap((section) => {
    const spec = SECTION_TEXT[str(section, '__component') ?? ''];
    if (!spec) return [];
    const texts = spec.fields.map((field) => (spec.markdown?.includes(field) ? richTextToPlain(str(section, field)) : str(section, field)));
    const faq = list(section.items).flatMap((item) => [str(item, 'question'), richTextToPlain(str(item, 'answer'))]);
    return [...texts, ...faq].filter((t): t is string => Boolean(t));
  });
}
