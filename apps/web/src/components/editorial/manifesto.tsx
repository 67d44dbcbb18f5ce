// The manifesto (`/manifesto`, `/manifest`; consumer mode): a single type with sections.
import { pathFor } from '@/lib/routing/paths';
import type { ManifestoData } from '@/loaders/editorial';
import { SectionPage } from './section-page';

export function ManifestoPage({ locale, page }: ManifestoData) {
  return <SectionPage kind="manifesto" locale={locale} mode="B2C" crumbs={[{ label: page.title, href: pathFor('manifesto', locale) }]} page={page} />;
}
