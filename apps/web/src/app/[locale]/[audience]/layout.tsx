// The layout of both audiences: the `[audience]` segment (b2c, b2b) picks the site chrome's mode.
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { audienceOf, localeOf } from '@/lib/routing/params';
import { AUDIENCE_SEGMENT } from '@/lib/routing/routes';
import { loadChrome } from '@/loaders/chrome';

export function generateStaticParams() {
  return Object.values(AUDIENCE_SEGMENT).map((audience) => ({ audience }));
}

export default async function AudienceLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string; audience: string }> }) {
  const resolved = await params;
  const chrome = await loadChrome(audienceOf(resolved.audience), localeOf(resolved));
  return <SiteChrome data={chrome}>{children}</SiteChrome>;
}
