// Corporate generic page (`/{lang}/{slug}`, `/{lang}/{category}/{slug}`): CMS sections.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { Sections } from '@/components/sections/registry';
import { getCorporatePage } from '@/lib/cms/page';
import { MODE_COOKIE, resolveMode } from '@/lib/routing/mode';
import { type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { pageMetadata } from '@/lib/seo/metadata';

type Args = { locale: Locale; slug: string; category: string | null };

const pathOf = ({ locale, slug, category }: Args) =>
  (category ? pathFor('page-category-slug', locale, { first: category, second: slug }) : pathFor('page-slug', locale, { first: slug }));

export async function corporateMetadata(args: Args): Promise<Metadata> {
  const page = await getCorporatePage(args.locale, args.slug, args.category);
  if (!page) return {};
  return pageMetadata({ pathname: pathOf(args), locale: args.locale, title: page.seo.title ?? page.title, description: page.seo.description ?? page.intro, image: page.seo.image, noIndex: page.seo.noIndex });
}

export async function CorporatePage(args: Args) {
  const [page, jar] = await Promise.all([getCorporatePage(args.locale, args.slug, args.category), cookies()]);
  if (!page) notFound();
  const mode = resolveMode('CORPORATE', jar.get(MODE_COOKIE)?.value);
  const home = homePath(args.locale, mode);
  const crumbs = [...(page.category ? [{ label: page.category.name, href: pathOf(args) }] : []), { label: page.title, href: pathOf(args) }];
  // A category has no page of its own: its crumb is a label, so drop it from links.
  const items = page.category ? [crumbs[1] as { label: string; href: string }] : crumbs;
  const firstIsHero = page.sections[0]?.kind === 'hero';
  return (
    <article>
      <Breadcrumb homeHref={home} items={items} />
      {firstIsHero ? null : (
        <header className="mx-auto max-w-4xl px-4 pt-8">
          {page.category ? <p className="text-sm font-semibold uppercase tracking-widest text-leaf">{page.category.name}</p> : null}
          <h1 className="mt-2 font-serif text-4xl font-bold md:text-5xl">{page.title}</h1>
          {page.intro ? <p className="mt-4 text-lg text-ink-soft">{page.intro}</p> : null}
        </header>
      )}
      <Sections sections={page.sections} locale={args.locale} mode={mode} firstIsPageHeading={firstIsHero} />
    </article>
  );
}
