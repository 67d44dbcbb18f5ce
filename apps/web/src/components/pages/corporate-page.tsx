// Corporate generic page (`/{lang}/{slug}`, `/{lang}/{category}/{slug}`): CMS sections.
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { Sections } from '@/components/sections/registry';
import { homePath } from '@/lib/routing/paths';
import type { CorporatePageData } from '@/loaders/corporate';

export function CorporatePage({ locale, mode, page, path }: CorporatePageData) {
  const home = homePath(locale, mode);
  const crumbs = [...(page.category ? [{ label: page.category.name, href: path }] : []), { label: page.title, href: path }];
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
      <Sections sections={page.sections} locale={locale} mode={mode} firstIsPageHeading={firstIsHero} />
    </article>
  );
}
