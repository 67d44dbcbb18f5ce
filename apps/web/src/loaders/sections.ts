// The data some sections show besides their own fields (the latest news, a category's downloads),
// read when the page that holds them is loaded, so that section views only render. A section whose
// data cannot be read shows its empty state; the page still renders.
import 'server-only';
import { latestNews } from '@/lib/cms/article';
import { swallow } from '@/lib/cms/client';
import { downloadsByCategory } from '@/lib/cms/downloads';
import type { Section } from '@/lib/cms/sections';
import type { AudienceMode, Locale } from '@/lib/routing/routes';

async function withData(section: Section, locale: Locale, mode: AudienceMode): Promise<Section> {
  switch (section.kind) {
    case 'news-list':
      return { ...section, news: await swallow('news list section', () => latestNews(locale, mode, section.limit), []) };
    case 'downloads-list':
      return { ...section, items: await swallow('downloads list section', () => downloadsByCategory(locale, section.categorySlug, section.limit), []) };
    default:
      return section;
  }
}

/** The page with its sections' data in place (null stays null). */
export async function withSectionData<P extends { sections: Section[] }>(page: P | null, locale: Locale, mode: AudienceMode): Promise<P | null> {
  if (!page) return null;
  return { ...page, sections: await Promise.all(page.sections.map((s) => withData(s, locale, mode))) };
}
