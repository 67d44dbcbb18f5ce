'use client';
// The tag manager's `search` event for a search page: once per query and page shown, with the
// number of results (renders nothing).
import { useEffect } from 'react';
import { pushEvent } from '@/lib/analytics';

export function SearchEvent({ query, results }: { query: string; results: number | null }) {
  useEffect(() => {
    pushEvent('search', { query, results });
  }, [query, results]);
  return null;
}
