'use client';
// On the pages kept for offline use (a recipe, the shopping list): installs the offline service
// worker (/sw.js) and asks it to keep this page and the files it loaded. Renders nothing.
import { useEffect } from 'react';

export function OfflineRegister({ page }: { page: string }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    let cancelled = false;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (cancelled) return;
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'keep', page, urls });
      })
      // The page works without it; say once why it will not work offline.
      .catch((error: unknown) => console.warn('offline copy unavailable: the service worker did not register', error));
    return () => {
      cancelled = true;
    };
  }, [page]);
  return null;
}
