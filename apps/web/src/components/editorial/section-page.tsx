// A page composed of CMS sections (landing pages, manifesto, food-service pages): breadcrumb,
// then either the first hero section as the page heading or a heading with intro and cover,
// optional page content (`lead`), then the remaining sections.
import type { ReactNode } from 'react';
import type { Crumb } from '@/components/layout/breadcrumb';
import { Sections } from '@/components/sections/registry';
import { CmsImage } from '@/components/ui/cms-image';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import type { Media } from '@/lib/cms/media';
import type { Section } from '@/lib/cms/sections';
import { homePath } from '@/lib/routing/paths';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import { PageCrumbs, PageHeading } from './page-header';

type Props = {
  locale: Locale;
  mode: AudienceMode;
  crumbs: Crumb[];
  /** The page's title, with intro and cover when it has them, and its sections. */
  page: { title: string; intro?: string | null; cover?: Media | null; sections: Section[] };
  /** Page content shown after the heading (or hero) and before the other sections. */
  lead?: ReactNode;
  /** A data attribute naming the page kind, for tests and styling hooks. */
  kind: string;
};

export function SectionPage({ locale, mode, crumbs, page: { title, intro, cover, sections }, lead, kind }: Props) {
  const [first, ...rest] = sections;
  const heroFirst = first?.kind === 'hero';
  return (
    <article data-page-kind={kind}>
      <PageCrumbs homeHref={homePath(locale, mode)} crumbs={crumbs} />
      {heroFirst ? (
        <Sections sections={[first]} locale={locale} mode={mode} firstIsPageHeading />
      ) : (
        <>
          <PageHeading title={title} intro={intro} wide />
          {cover ? (
            <div className="mx-auto max-w-7xl px-4 pt-8">
              <CmsImage media={cover} sizes={IMAGE_SIZES.wide} priority className="h-auto max-h-[32rem] w-full rounded-3xl object-cover" />
            </div>
          ) : null}
        </>
      )}
      {lead}
      <Sections sections={heroFirst ? rest : sections} locale={locale} mode={mode} />
    </article>
  );
}
