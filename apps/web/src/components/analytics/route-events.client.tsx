'use client';
// The tag manager's route event: 250 ms after the first load and after each client navigation
// (path or query; a hash is not a route), once the new page's title is in place, never twice.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { ROUTE_EVENT_DELAY_MS, pushEvent, routeEvent } from '@/lib/analytics';

/** How long to wait past the delay for a title that has not changed yet (streamed metadata). */
const TITLE_WAIT_MS = 2000;

// Per page load, not per mount: the site chrome mounts again when a navigation changes layout.
let lastUrl: string | null = null;
let lastTitle: string | null = null;

function report(): void {
  const { origin, pathname, search } = window.location;
  const url = `${origin}${pathname}${search}`;
  if (url === lastUrl) return;
  lastUrl = url;
  lastTitle = document.title;
  pushEvent('route', routeEvent({ origin, pathname, search }, document.title, document.querySelector('[data-not-found]') !== null));
}

export function RouteEvents() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    let observer: MutationObserver | null = null;
    let giveUp = 0;
    const stop = () => {
      observer?.disconnect();
      window.clearTimeout(giveUp);
    };
    const send = () => {
      stop();
      report();
    };
    // The new page's title: not the old one, and not the empty one between the old title's removal
    // and the new one's arrival (streamed metadata replaces the <title> element).
    const newTitle = () => document.title !== '' && document.title !== lastTitle;
    const timer = window.setTimeout(() => {
      if (lastTitle === null || newTitle()) return send();
      // The new title may arrive after the path (streamed metadata): wait for it, within limits.
      observer = new MutationObserver(() => newTitle() && send());
      observer.observe(document.head, { subtree: true, childList: true, characterData: true });
      giveUp = window.setTimeout(send, TITLE_WAIT_MS);
    }, ROUTE_EVENT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [pathname, search]);

  return null;
}
