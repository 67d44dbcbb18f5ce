// A crawl of the whole site from the four home pages (both languages, both audiences): every
// internal link answers, every image loads.
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

test('no broken internal link or image anywhere on the site', async ({ request, baseURL }) => {
  test.setTimeout(900_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1:3100').origin;
  const queue = ['/it', '/en', '/it/foodservice', '/en/foodservice'];
  const seen = new Set(queue);
  const images = new Map<string, string>();
  const broken: string[] = [];
  while (queue.length) {
    const path = queue.shift() as string;
    const response = await request.get(path, { maxRedirects: 5 });
    if (response.status() !== 200) {
      broken.push(`${response.status()} ${path}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const { pages, images: found } = linksOf(await response.text());
    for (const href of pages) {
      if (href.startsWith('#') || /^(mailto|tel|javascript):/.test(href)) continue;
      const url = new URL(href, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      // Downloads, feeds and API calls are checked as files, not crawled as pages.
      if (url.pathname.startsWith('/api/')) continue;
      // One page of each paginated or filtered list is enough to crawl.
      const key = url.search && /page=|diets=|product_|product=|difficulty|cooking_time|creatu|influencer/.test(url.search) ? url.pathname : target;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(target);
    }
    for (const src of found) if (!images.has(src)) images.set(src, path);
  }
  for (const [src, from] of images) {
    const url = new URL(src, origin);
    const response = await request.get(url.toString());
    if (response.status() !== 200) broken.push(`${response.status()} image ${src} (on ${from})`);
  }
  expect(seen.size, 'pages crawled').toBeGreaterThan(100);
  expect(broken, 'broken links and images').toEqual([]);
});
