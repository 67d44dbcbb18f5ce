'use client';
// "Richiedi i campioni" and "Richiedi il kit" lead to the food-service form with the request type
// chosen: their links end in #campioni / #samples (#kit), and this picks that radio, as a visitor's
// click would (so the lazily loaded form wakes with it: lazy-island.client.tsx). A fragment, not a
// query key: the contacts page stays one cached page. Without JavaScript the form opens on its
// default type, which the visitor changes with one click.
import { useEffect } from 'react';
import { REQUEST_TYPE_FRAGMENTS } from '@/lib/forms/foodservice-options';

/** How long to wait for the form to appear (a client navigation fetches its code first). */
const WAIT_MS = 15_000;

/**
 * Picks the radio the fragment names, in the form whose box holds `data-request-type-box`; true
 * when there was nothing to do or it is done, false while the form is not there yet.
 */
function choose(): boolean {
  const type = REQUEST_TYPE_FRAGMENTS[window.location.hash.slice(1).toLowerCase()];
  if (!type) return true;
  const radio = document.querySelector<HTMLInputElement>(`[data-request-type-box] input[name="requestType"][value="${type}"]`);
  if (!radio) return false;
  if (!radio.checked) radio.click();
  return true;
}

export function RequestTypeFromHash() {
  useEffect(() => {
    const onHash = () => void choose();
    window.addEventListener('hashchange', onHash);
    // Reached by a client navigation, the form is rendered once its code has arrived: wait for it.
    let observer: MutationObserver | null = null;
    let timer = 0;
    const box = document.querySelector('[data-request-type-box]');
    if (!choose() && box) {
      observer = new MutationObserver(() => {
        if (choose()) observer?.disconnect();
      });
      observer.observe(box, { childList: true, subtree: true });
      timer = window.setTimeout(() => observer?.disconnect(), WAIT_MS);
    }
    return () => {
      window.removeEventListener('hashchange', onHash);
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
