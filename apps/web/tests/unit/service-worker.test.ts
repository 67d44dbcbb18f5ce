// The offline service worker: one script per build (its caches named by the build id), which keeps
// only recipe and shopping-list pages and never /api/, other origins or client-navigation data.
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGES, serviceWorkerScript } from '@/lib/kitchen/service-worker';

const texts = {
  it: { title: 'Sei offline', text: 'x', list: 'Lista', listPath: '/it/lista-della-spesa' },
  en: { title: 'You are offline', text: 'x', list: 'List', listPath: '/en/shopping-list' },
};

type Handler = (event: unknown) => void;

/** Runs the script with a stand-in `self` and returns its fetch handler. */
function load(version: string) {
  const handlers: Record<string, Handler> = {};
  const self = {
    addEventListener: (type: string, fn: Handler) => (handlers[type] = fn),
    location: { origin: 'https://brina.example' },
    skipWaiting: () => undefined,
  };
  const cache = { match: async () => undefined, put: async () => undefined, keys: async () => [], delete: async () => true };
  const caches = { open: async () => cache, keys: async () => [] };
  new Function('self', 'caches', 'fetch', serviceWorkerScript(version, texts))(self, caches, () => Promise.reject(new Error('offline')));
  return handlers;
}

/** Whether the worker answers a GET of `url` itself (respondWith) or leaves it to the browser. */
function answers(handlers: Record<string, Handler>, url: string, init: { mode?: string; headers?: Record<string, string>; method?: string } = {}) {
  let answered = false;
  handlers.fetch?.({
    request: { url, method: init.method ?? 'GET', mode: init.mode ?? 'no-cors', referrer: '', headers: new Headers(init.headers) },
    respondWith: (answer: Promise<unknown>) => {
      answered = true;
      answer.catch(() => undefined);
    },
    waitUntil: () => undefined,
  });
  return answered;
}

describe('the offline service worker', () => {
  it('is versioned by the build: its cache carries the build id', () => {
    expect(serviceWorkerScript('build-1', texts)).toContain('"cache":"brina-offline-build-1"');
    expect(serviceWorkerScript('build-2', texts)).not.toContain('brina-offline-build-1');
  });

  it('keeps recipe and shopping-list pages, in both languages and audiences, and no other page', () => {
    for (const path of [
      '/it/ricette/primi-piatti/risotto',
      '/en/recipes/main-courses/x',
      '/it/foodservice/ricette/contorni/x',
      '/it/lista-della-spesa',
      '/en/foodservice/shopping-list',
    ])
      expect(OFFLINE_PAGES.test(path), path).toBe(true);
    for (const path of ['/it/ricette', '/it/ricette/primi-piatti', '/it/prodotti/verdure/spinaci', '/api/ratings', '/it/contatti'])
      expect(OFFLINE_PAGES.test(path), path).toBe(false);
  });

  it('answers page loads and the build files, and leaves /api/, other origins, RSC data and non-GET to the browser', () => {
    const handlers = load('b');
    expect(answers(handlers, 'https://brina.example/it/ricette/primi-piatti/risotto', { mode: 'navigate' })).toBe(true);
    expect(answers(handlers, 'https://brina.example/_next/static/chunks/a.js')).toBe(true);
    expect(answers(handlers, 'https://brina.example/api/ratings')).toBe(false);
    expect(answers(handlers, 'https://brina.example/api/preview?secret=x', { mode: 'navigate' })).toBe(false);
    expect(answers(handlers, 'https://cms.brina.example/uploads/a.jpg')).toBe(false);
    expect(answers(handlers, 'https://brina.example/it/ricette/primi-piatti/risotto', { headers: { rsc: '1' } })).toBe(false);
    expect(answers(handlers, 'https://brina.example/it/ricette/primi-piatti/risotto?_rsc=abc', { mode: 'navigate' })).toBe(false);
    expect(answers(handlers, 'https://brina.example/api/forms/contact', { method: 'POST', mode: 'navigate' })).toBe(false);
  });
});
