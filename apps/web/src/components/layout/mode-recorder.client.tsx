'use client';
// Records the audience mode when a B2C or B2B page is shown, on full loads and client navigations
// alike: the only place it is recorded, so that cached pages answer without a Set-Cookie.
// Corporate pages read it to show the previous audience's chrome.
import { useEffect } from 'react';
import { MODE_COOKIE } from '@/lib/routing/mode';

export function ModeRecorder({ mode }: { mode: 'B2C' | 'B2B' }) {
  useEffect(() => {
    const current = document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${MODE_COOKIE}=`))
      ?.split('=')[1];
    if (current !== mode) document.cookie = `${MODE_COOKIE}=${mode}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  }, [mode]);
  return null;
}
