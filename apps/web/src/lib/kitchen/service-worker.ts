// The offline service worker's script, one per build (its version is the build's id, so a new
// deployment installs a new worker, which deletes the previous one's caches on activation).
// It keeps what a visitor opened of the recipes and the shopping list, with the code and pictures
// they need, and answers from them without signal. It never keeps: anything but GET, /api/ (form
// answers, votes, preview), the CMS or any other origin, client-navigation data (RSC), and any
// answer marked private or no-store (drafts in preview are).
import 'server-only';

/** The pages kept for offline use: recipe pages and the shopping list, in both audiences and languages. */
export const OFFLINE_PAGES =
  /^\/(it|en)(\/foodservice)?\/(ricette|recipes)\/[^/]+\/[^/]+\/?$|^\/(it|en)(\/foodservice)?\/(lista-della-spesa|shopping-list)\/?$/;
/** The caches' common prefix: `brina-offline-<build>`. */
export const CACHE_PREFIX = 'brina-offline-';
export const MAX_PAGES = 60;

type OfflineTexts = Record<'it' | 'en', { title: string; text: string; list: string; listPath: string }>;

export function serviceWorkerScript(version: string, texts: OfflineTexts): string {
  const config = JSON.stringify({ cache: `${CACHE_PREFIX}${version}`, prefix: CACHE_PREFIX, pages: OFFLINE_PAGES.source, maxPages: MAX_PAGES, texts });
  return `'use strict';
const CONFIG = ${config};
const PAGES = new RegExp(CONFIG.pages);

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(CONFIG.prefix) && k !== CONFIG.cache).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function keepable(response) {
  if (!response || !response.ok || response.type !== 'basic') return false;
  const control = (response.headers.get('cache-control') || '').toLowerCase();
  return !control.includes('no-store') && !control.includes('private');
}

async function keep(request, response) {
  const cache = await caches.open(CONFIG.cache);
  await cache.put(request, response);
  const pages = (await cache.keys()).filter((r) => PAGES.test(new URL(r.url).pathname));
  for (const old of pages.slice(0, Math.max(0, pages.length - CONFIG.maxPages))) await cache.delete(old);
}

const isAsset = (url) => url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/img/') || url.pathname.startsWith('/_next/image');

// A kept page that loaded before the worker controlled it (the first visit) or by a client
// navigation sends its address and the files it loaded, to be kept too.
async function keepLoaded(page, urls) {
  const cache = await caches.open(CONFIG.cache);
  const pageUrl = new URL(page, self.location.origin);
  if (pageUrl.origin === self.location.origin && PAGES.test(pageUrl.pathname)) {
    try {
      const response = await fetch(pageUrl.href, { credentials: 'same-origin' });
      if (keepable(response)) await keep(new Request(pageUrl.href), response);
    } catch (error) {}
  }
  for (const u of urls.slice(0, 200)) {
    if (typeof u !== 'string') continue;
    const url = new URL(u, self.location.origin);
    if (url.origin !== self.location.origin || !isAsset(url) || (await cache.match(url.href))) continue;
    try {
      const response = await fetch(url.href);
      if (keepable(response)) await cache.put(url.href, response);
    } catch (error) {}
  }
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'keep' && typeof data.page === 'string' && Array.isArray(data.urls)) event.waitUntil(keepLoaded(data.page, data.urls));
});

function offlinePage(path) {
  const t = CONFIG.texts[path.startsWith('/en') ? 'en' : 'it'];
  const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const html = '<!doctype html><html lang="' + (path.startsWith('/en') ? 'en' : 'it') + '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>' + esc(t.title) +
    '</title><style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#17301f}a{color:#1f6b3a}</style></head><body><main><h1>' + esc(t.title) + '</h1><p>' + esc(t.text) +
    '</p><p><a href="' + esc(t.listPath) + '">' + esc(t.list) + '</a></p></main></body></html>';
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" } });
}

async function page(event, url) {
  const kept = PAGES.test(url.pathname);
  try {
    const response = await fetch(event.request);
    if (kept && keepable(response)) event.waitUntil(keep(new Request(url.href), response.clone()));
    return response;
  } catch (error) {
    const cache = await caches.open(CONFIG.cache);
    // Vary is ignored: the kept copy was fetched by the worker, without the page's request headers.
    const hit = kept ? (await cache.match(event.request, { ignoreVary: true })) || (await cache.match(event.request, { ignoreSearch: true, ignoreVary: true })) : undefined;
    return hit || offlinePage(url.pathname);
  }
}

async function asset(event) {
  const cache = await caches.open(CONFIG.cache);
  const hit = await cache.match(event.request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

async function picture(event) {
  const cache = await caches.open(CONFIG.cache);
  try {
    const response = await fetch(event.request);
    if (keepable(response)) event.waitUntil(cache.put(event.request, response.clone()));
    return response;
  } catch (error) {
    const hit = await cache.match(event.request, { ignoreVary: true });
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.headers.has('rsc') || url.searchParams.has('_rsc')) return;
  if (request.mode === 'navigate') return event.respondWith(page(event, url));
  if (url.pathname.startsWith('/_next/static/')) return event.respondWith(asset(event));
  // Pictures and fonts of a kept page, for when it opens offline.
  const from = request.referrer ? new URL(request.referrer).pathname : '';
  if ((url.pathname.startsWith('/img/') || url.pathname.startsWith('/_next/image')) && PAGES.test(from)) return event.respondWith(picture(event));
});
`;
}
