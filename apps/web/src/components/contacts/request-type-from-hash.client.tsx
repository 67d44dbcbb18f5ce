'use client';
// "Richiedi i campioni" and "Richiedi il kit" lead to the food-service form with the request type
// chosen: their links end in #campioni / #samples (#kit), and this picks that radio, as a visitor's
// click would (so the lazily loaded form wakes with it: lazy-island.client.tsx). A fragment, not a
// query key: the contacts page stays one cached page. Without JavaScript the form opens on its
// default type, which the visitor changes with one click.
import { useEffect } from 'react';
import { REQUEST_TYPE_FRAGMENTS } from '@/lib/forms/foodservice-options';

/** The radio the fragment names, in the form whose box holds the attribute `data-request-type-box`. */
function choose() {
  const type = REQUEST_TYPE_FRAGMENTS[window.location.hash.slice(1).toLowerCase()];
  const radio = type ? document.querySelector<HTMLInputElement>(`[data-request-type-box] input[name="requestType"][value="${type}"]`) : null;
  if (radio && !radio.checked) radio.click();
}

export function RequestTypeFromHash() {
  useEffect(() => {
    choose();
    window.addEventListener('hashchange', choose);
    return () => window.removeEventListener('hashchange', choose);
  }, []);
  return null;
}
