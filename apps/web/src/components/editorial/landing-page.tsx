// Landing pages (`/landing/{slug}`, both modes): CMS sections; a landing page exists only in the
// mode it was written for.
import { homePath } from '@/lib/routing/paths';
import { landingPath, type LandingPageData } from '@/loaders/editorial';
import { SectionPage } from './section-page';

export function LandingPageView({ locale, mode, page }: LandingPageData) {
  return (
    <SectionPage
      kind="landing"
      locale={locale}
      mode={mode}
      homeHref={homePath(locale, mode)}
      crumbs={[{ label: page.title, href: landingPath(locale, mode, page.slug) }]}
      title={page.title}
      sections={page.sections}
    />
  );
}
