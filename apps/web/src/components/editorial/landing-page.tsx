// Landing pages (`/landing/{slug}`, both modes): CMS sections; a landing page exists only in the
// mode it was written for.
import { landingPath, type LandingPageData } from '@/loaders/editorial';
import { SectionPage } from './section-page';

export function LandingPageView({ locale, mode, page }: LandingPageData) {
  return <SectionPage kind="landing" locale={locale} mode={mode} crumbs={[{ label: page.title, href: landingPath(locale, mode, page.slug) }]} page={page} />;
}
