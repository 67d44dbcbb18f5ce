// The texts of code fetched on demand (LAZY_TEXTS in client-messages.ts), fetched with it from
// /api/texts/<locale>/<name> (a static file per build): once per page load, and again after a
// failure, as loadOnce does for the code.
import { loadOnce } from '@/lib/load-once';
import type { LazyTextsName } from './client-messages';
import type { Texts } from './texts';

const loads = new Map<string, () => Promise<Texts<LazyTextsName>>>();

export function loadTexts<N extends LazyTextsName>(name: N, locale: string): Promise<Texts<N>> {
  const key = `${encodeURIComponent(locale)}/${name}`;
  let load = loads.get(key);
  if (!load) {
    load = loadOnce(async () => {
      const response = await fetch(`/api/texts/${key}`);
      if (!response.ok) throw new Error(`texts ${key}: HTTP ${response.status}`);
      return (await response.json()) as Texts<LazyTextsName>;
    });
    loads.set(key, load);
  }
  return load() as Promise<Texts<N>>;
}
