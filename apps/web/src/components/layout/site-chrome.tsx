// Everything around a page: preview banner, top bar, header with the CMS navbar, the newsletter
// block, footer, the quiz links' listener, the cookie banner and the tag manager's route events.
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { clientTexts } from '@/i18n/client-texts';
import { ROUTES, routeNameFor } from '@/lib/routing/routes';
import type { ChromeData } from '@/loaders/chrome';
import { homePath, pathFor } from '@/lib/routing/paths';
import { RouteEvents } from '../analytics/route-events.client';
import { ConsentBanner } from '../consent/consent-banner';
import { ConsentManager } from '../consent/consent-manager.client';
import { QuizListener } from '../quiz/quiz-listener.client';
import { Header } from './header.client';
import { LanguageNotice } from './language-notice.client';
import { headerItems } from './header-items';
import { NewsletterBlock } from './newsletter-block';
import { ModeRecorder } from './mode-recorder.client';
import { PreviewBanner } from './preview-banner';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** The chrome's data comes from its loader (loaders/chrome.ts), called by the layouts. */
export async function SiteChrome({ data, children, recordMode = true }: { data: ChromeData; children: ReactNode; recordMode?: boolean }) {
  const { mode, locale, navbar, footer, footerMenus, newsletter, preview, consent } = data;
  const [t, headerTexts] = await Promise.all([getTranslations('header'), clientTexts('header')]);
  return (
    <div data-site-mode={mode} className="flex min-h-screen flex-col">
      {recordMode ? <ModeRecorder mode={mode} /> : null}
      {preview ? <PreviewBanner locale={locale} /> : null}
      <TopBar mode={mode} locale={locale} />
      <LanguageNotice locale={locale} />
      <Header
        items={headerItems(navbar)}
        mode={mode}
        homeHref={homePath(locale, mode)}
        searchHref={pathFor(routeNameFor('search', mode), locale)}
        listHref={pathFor(routeNameFor('shopping-list', mode), locale)}
        internalPaths={{
          home: `/${locale}${ROUTES[routeNameFor('index', mode)].internal}`,
          search: `/${locale}${ROUTES[routeNameFor('search', mode)].internal}`,
        }}
        brandLabel={t('home')}
        texts={headerTexts}
      />
      {/* Early in the document: parsed and painted with the page's first paint (it is fixed on screen). */}
      <ConsentBanner revision={consent.revision} policyHref={consent.policyHref} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <NewsletterBlock newsletter={newsletter} locale={locale} mode={mode} contact={{ email: footer?.hqEmail ?? null, phone: footer?.hqPhone ?? null }} />
      <SiteFooter footer={footer} sitemap={footerMenus.sitemap} links={footerMenus.links} />
      <QuizListener locale={locale} />
      <ConsentManager locale={locale} revision={consent.revision} policyHref={consent.policyHref} gtmId={consent.gtmId} />
      <Suspense fallback={null}>
        <RouteEvents />
      </Suspense>
    </div>
  );
}
