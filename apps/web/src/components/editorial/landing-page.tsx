// Landing pages (`/landing/{slug}`, both modes): CMS sections; a landing page exists only in the
// mode it was written for.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLandingPage } from '@/lib/cms/page';
import type { LandingPage } from '@/lib/cms/page';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { SectionPage } from './section-page';

type Args = { locale: Locale; mode: AudienceMode; slug: string };

const landingPath = ({ locale, mode, slug }: Args) => pathFor(routeNameFor('landing-slug', mode), locale, { slug });

async function load({ locale, mode, slug }: Args): Promise<LandingPage | null> {
  const page = await getLandingPage(locale, slug);
  return page?.mode === mode ? page : null;
}

export async function landingMetadata(args: Args): Promise<Metadata> {
  const page = await load(args);
  if (!page) return {};
  const hero = page.sections.find((s) => s.kind === 'hero');
  return pageMetadata({
    pathname: landingPath(args),
    locale: args.locale,
    title: page.seo.title ?? page.title,
    description: page.seo.description ?? (hero?.kind === 'hero' ? hero.subtitle : null),
    image: page.seo.image ?? (hero?.kind === 'hero' ? hero.image : null),
    noIndex: page.seo.noIndex,
  });
}

export async function LandingPageView(args: Args) {
  const page = await load(args);
  if (!page) notFound();
  return (
    <SectionPage
      kind="landing"
      locale={args.locale}
      mode={args.mode}
      homeHref={homePath(args.locale, args.mode)}
      crumbs={[{ label: page.title, href: landingPath({ ...args, slug: page.slug }) }]}
      title={page.title}
      sections={page.sections}
    />
  );
}
