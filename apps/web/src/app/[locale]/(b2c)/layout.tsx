import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import type { Locale } from '@/lib/routing/routes';

export default async function ConsumerLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <SiteChrome mode="B2C" locale={locale as Locale}>
      {children}
    </SiteChrome>
  );
}
