// What the search index reads of a document, shared by its sources (cms/search-docs.ts) and the
// content-type descriptors (lib/content): the populate of pictures, categories and allergens, the
// categories' names as a label, and the searchable text of a page's sections.
import { richTextToPlain } from '../rich-text';
import type { Query } from './client';
import { list, rec, type Raw, str } from './read';

export const IMAGE_FIELDS = { fields: ['url', 'alternativeText', 'formats', 'width', 'height', 'mime'] };
export const NAME_AND_SLUG = { fields: ['name', 'slug'] };
/** A product's allergens, contained and traces (components catalogue.allergen): the free-from filter's data. */
export const ALLERGEN_FIELDS = { allergens_contains: { fields: ['code'] }, allergens_traces: { fields: ['code'] } };

/**
 * The names of a document's categories, first in its body like a breadcrumb: searchable ("zuppe"
 * finds the soups), and an excerpt that shows them reads as a label, not as a stray word at the end.
 */
export function categoryLabel(raw: Raw, ...fields: string[]): string | null {
  const names = [...new Set(fields.map((f) => str(rec(raw[f]), 'name')).filter(Boolean))];
  // A full stop ends the label: excerpts run the body's parts together on one line.
  return names.length ? `${names.join(' · ')}.` : null;
}

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
