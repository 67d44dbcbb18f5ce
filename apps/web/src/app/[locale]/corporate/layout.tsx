// Corporate pages keep the visitor's previous mode (cookie set by the proxy), also on the server.
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { MODE_COOKIE, resolveMode } from '@/lib/routing/mode';
import { localeOf } from '@/lib/routing/params';
import { loadChrome } from '@/loaders/chrome';

export default async function CorporateLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const [resolved, jar] = await Promise.all([params, cookies()]);
  const chrome = await loadChrome(resolveMode('CORPORATE', jar.get(MODE_COOKIE)?.value), localeOf(resolved));
  return (
    <SiteChrome data={chrome} recordMode={false}>
      {children}
    </SiteChrome>
  );
}
