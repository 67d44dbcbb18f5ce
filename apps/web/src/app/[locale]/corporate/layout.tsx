// Corporate pages keep the visitor's previous mode (cookie set by the proxy), also on the server.
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { MODE_COOKIE, resolveMode } from '@/lib/routing/mode';
import { localeOf } from '@/lib/routing/params';

export default async function CorporateLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const [resolved, jar] = await Promise.all([params, cookies()]);
  return (
    <SiteChrome mode={resolveMode('CORPORATE', jar.get(MODE_COOKIE)?.value)} locale={localeOf(resolved)} recordMode={false}>
      {children}
    </SiteChrome>
  );
}
