// The seeded CMS content as a benchmark corpus: the site's own loaders read every searchable
// document (both languages) from the CMS at CMS_URL; queries mix words of its titles and bodies.
import type { SearchDoc } from '../../apps/web/src/lib/search/types';
import { pick, random, typo, type BenchQuery } from './corpus';

/** Every searchable document of the CMS, as the website indexes it (needs --import ./server-only.mjs). */
export async function seededDocs(): Promise<SearchDoc[]> {
  const { loadAllSearchDocs } = await import('../../apps/web/src/lib/cms/search-docs');
  return loadAllSearchDocs();
}

const WORD = /\p{L}{3,}/gu;

/**
 * Half the queries take one to three consecutive words of a document's title, half one or two
 * words of the corpus at random (titles and bodies, so often nothing matches both); `typoRate`
 * of them then get one typo in a word of five letters or more. 70 % consumer, 30 % food service.
 */
export function seededQueries(docs: readonly SearchDoc[], count: number, seed: number, typoRate: number): BenchQuery[] {
  const next = random(seed);
  const pools = {
    it: [...new Set(docs.filter((d) => d.locale === 'it').flatMap((d) => `${d.title} ${d.body}`.toLowerCase().match(WORD) ?? []))],
    en: [...new Set(docs.filter((d) => d.locale === 'en').flatMap((d) => `${d.title} ${d.body}`.toLowerCase().match(WORD) ?? []))],
  };
  return Array.from({ length: count }, () => {
    let words: string[];
    const doc = pick(next, docs);
    const locale = doc.locale;
    if (next() < 0.5) {
      const titleWords = doc.title.toLowerCase().match(WORD) ?? [];
      const from = Math.floor(next() * titleWords.length);
      words = titleWords.slice(from, from + 1 + Math.floor(next() * 3));
    } else {
      words = Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(next, pools[locale]));
    }
    if (next() < typoRate) {
      const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 5);
      if (long.length > 0) {
        const [w, i] = pick(next, long);
        words[i] = typo(next, w);
      }
    }
    return { q: words.join(' '), locale, audience: next() < 0.7 ? 'B2C' : 'B2B' };
  });
}
