// The manifesto (`/manifesto`, `/manifest`; consumer mode): a single type with sections.
import { homePath, pathFor } from '@/lib/routing/paths';
import type { ManifestoData } from '@/loaders/editorial';
import { SectionPage } from './section-page';

export function ManifestoPage({ locale, page }: ManifestoData) {
  return (
    <SectionPage
      kind="manifesto"
      locale={locale}
      mode="B2C"
      homeHref={homePath(locale, 'B2C')}
      crumbs={[{ label: page.title, href: pathFor('manifesto', locale) }]}
      title={page.title}
      intro={page.intro}
      cover={page.cover}
      sections={page.sections}
    />
  );
}
