// The home page of a mode, built from the CMS home document (hero + sections).
import { notFound } from 'next/navigation';
import { Sections } from '@/components/sections/registry';
import { getHome } from '@/lib/cms/page';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import { JsonLd } from '../seo/json-ld';
import { organizationJsonLd } from '@/lib/seo/json-ld';

export async function HomePage({ mode, locale }: { mode: AudienceMode; locale: Locale }) {
  const home = await getHome(mode, locale);
  if (!home) notFound();
  const sections = home.hero ? [home.hero, ...home.sections] : home.sections;
  const hasHeading = sections[0]?.kind === 'hero';
  return (
    <>
      <JsonLd data={organizationJsonLd(locale)} />
      {hasHeading ? null : <h1 className="sr-only">{home.title}</h1>}
      <Sections sections={sections} locale={locale} mode={mode} firstIsPageHeading={hasHeading} />
    </>
  );
}
