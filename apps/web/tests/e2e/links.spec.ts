// A crawl of the whole site from the four home pages (both languages, both audiences): every
// internal link answers, every image loads. Four requests at a time, as a few visitors would. One
// page of each paginated, filtered or rescaled page is crawled (a recipe's «servings» links, one per
// number of people, are the same page), and an image served at several widths (`/img/<width>/<file>`,
// the optimizer's `/_next/image`) is checked once, at its smallest: each width is the same file
// resized, and the file's existence is what a broken link would lose.
import { expect, test } from './fixtures';

const decode = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

function linksOf(html: string): { pages: string[]; images: string[] } {
  const pages = [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((m) => decode(m[1] ?? ''));
  const images = [
    ...[...html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((m) => decode(m[1] ?? '')),
    ...[...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((m) =>
      decode(m[1] ?? '')
        .split(',')
        .map((part) => part.trim().split(/\s+/)[0] ?? ''),
    ),
  ];
  return { pages, images: images.filter(Boolean) };
}

/** The image a URL shows (its source file) and the width asked. */
function imageOf(src: string, origin: string): { key: string; width: number } {
  const url = new URL(src, origin);
  const sized = /^\/img\/(\d+)\/(.+)$/.exec(url.pathname);
  if (sized) return { key: `img ${sized[2]}`, width: Number(sized[1]) };
  const source = url.pathname === '/_next/image' ? url.searchParams.get('url') : null;
  return source ? { key: `optimized ${source}`, width: Number(url.searchParams.get('w') ?? 0) } : { key: url.toString(), width: 0 };
}

/** Runs `work` on every item of `queue`, `limit` at a time, wave after wave while the work adds items. */
async function crawl<T>(queue: T[], limit: number, work: (item: T) => Promise<void>) {
  while (queue.length) {
    const wave = queue.splice(0);
    let next = 0;
    await Promise.all(
      Array.from({ length: limit }, async () => {
        while (next < wave.length) await work(wave[next++] as T);
      }),
    );
  }
}

test('no broken internal link or image anywhere on the site', async ({ request, baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1:3100').origin;
  const queue = ['/it', '/en', '/it/foodservice', '/en/foodservice'];
  const seen = new Set(queue);
  const images = new Map<string, { src: string; width: number; from: string }>();
  const broken: string[] = [];
  await crawl(queue, 4, async (path) => {
    const response = await request.get(path, { maxRedirects: 5 });
    if (response.status() !== 200) {
      broken.push(`${response.status()} ${path}`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    const { pages, images: found } = linksOf(await response.text());
    for (const href of pages) {
      if (href.startsWith('#') || /^(mailto|tel|javascript):/.test(href)) continue;
      const url = new URL(href, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      // Downloads, feeds and API calls are checked as files, not crawled as pages.
      if (url.pathname.startsWith('/api/')) continue;
      // One page of each paginated or filtered list is enough to crawl.
      const key = url.search && /page=|diets=|product_|product=|difficulty|cooking_time|creatu|influencer|servings=/.test(url.search) ? url.pathname : target;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(target);
    }
    for (const src of found) {
      const { key, width } = imageOf(src, origin);
      const known = images.get(key);
      if (!known || width < known.width) images.set(key, { src, width, from: known?.from ?? path });
    }
  });
  await crawl([...images.values()], 4, async ({ src, from }) => {
    const response = await request.get(new URL(src, origin).toString());
    if (response.status() !== 200) broken.push(`${response.status()} image ${src} (on ${from})`);
  });
  expect(seen.size, 'pages crawled').toBeGreaterThan(100);
  expect(broken, 'broken links and images').toEqual([]);
});
