// The manifesto (`/manifesto`, `/manifest`; consumer mode): a single type with sections.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getManifesto } from '@/lib/cms/page';
import { type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { SectionPage } from './section-page';

const path = (locale: Locale) => pathFor('manifesto', locale);

export async function manifestoMetadata(locale: Locale): Promise<Metadata> {
  const page = await getManifesto(locale);
  if (!page) return {};
  return pageMetadata({ pathname: path(locale), locale, title: page.seo.title ?? page.title, description: page.seo.description ?? page.intro, image: page.seo.image ?? page.cover, noIndex: page.seo.noIndex });
}

export async function ManifestoPage({ locale }: { locale: Locale }) {
  const page = await getManifesto(locale);
  if (!page) notFound();
  return (
    <SectionPage
      kind="manifesto"
      locale={locale}
      mode="B2C"
      homeHref={homePath(locale, 'B2C')}
      crumbs={[{ label: page.title, href: path(locale) }]}
      title={page.title}
      intro={page.intro}
      cover={page.cover}
      sections={page.sections}
    />
  );
}
