// The home page of a mode, built from the CMS home document (hero + sections).
import { Sections } from '@/components/sections/registry';
import { NextEventTeaser } from '@/components/events/events';
import type { HomeData } from '@/loaders/editorial';
import { JsonLd } from '../seo/json-ld';
import { organizationJsonLd } from '@/lib/seo/json-ld';

export function HomePage({ mode, locale, home }: HomeData) {
  const sections = home.hero ? [home.hero, ...home.sections] : home.sections;
  const hasHeading = sections[0]?.kind === 'hero';
  return (
    <>
      <JsonLd data={organizationJsonLd(locale)} />
      {hasHeading ? null : <h1 className="sr-only">{home.title}</h1>}
      <Sections sections={sections} locale={locale} mode={mode} firstIsPageHeading={hasHeading} />
      <NextEventTeaser locale={locale} mode={mode} />
    </>
  );
}
