import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { ErrorTexts } from '@/components/layout/error-texts.client';
import { PageEffects } from '@/components/layout/page-effects.client';
import { clientTexts } from '@/i18n/client-texts';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/seo/metadata';
import { sans, serif } from '../fonts';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : 'it', namespace: 'meta' });
  return { metadataBase: new URL(siteUrl()), title: { default: t('siteName'), template: `%s | ${t('siteName')}` }, description: t('defaultDescription') };
}

export const viewport: Viewport = { themeColor: '#15523a', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // No message provider: each client component gets its texts as props (src/i18n/client-messages.ts).
  const [t, effects, errors] = await Promise.all([getTranslations('a11y'), clientTexts('pageEffects'), clientTexts('error')]);
  return (
    <html lang={locale} className={`${sans.variable} ${serif.variable}`}>
      <body className="antialiased">
        <ErrorTexts texts={errors}>
          <a href="#main" className="sr-only z-[70] rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
            {t('skipToContent')}
          </a>
          <Suspense fallback={null}>
            <PageEffects texts={effects} />
          </Suspense>
          {children}
        </ErrorTexts>
      </body>
    </html>
  );
}
