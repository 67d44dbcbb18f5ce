// Code that a kept page loads only when used (cook mode, the list) is fetched ahead, when the
// browser is idle, only where the offline service worker controls the page: so that it is in the
// offline cache when the kitchen has no signal. Elsewhere it still loads only on use.
export function whenOfflineReady(load: () => void): () => void {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return () => undefined;
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 2000));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(load);
  return () => cancel(handle);
}
