// Home, then the path segments labelled from content; the last is not a link. On mobile product
// pages only a back link is shown. It also emits the matching schema.org BreadcrumbList.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from '../seo/json-ld';

export type Crumb = { label: string; href: string };

type Props = { homeHref: string; items: Crumb[]; mobileBackOnly?: boolean };

export async function Breadcrumb({ homeHref, items, mobileBackOnly = false }: Props) {
  const t = await getTranslations('breadcrumb');
  const ta = await getTranslations('a11y');
  const all: Crumb[] = [{ label: t('home'), href: homeHref }, ...items];
  const parent = all[all.length - 2];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(all)} />
      <nav aria-label={ta('breadcrumb')} className="mx-auto max-w-7xl px-4 pt-4 text-sm text-ink-soft no-print" data-breadcrumb>
        {mobileBackOnly && parent ? (
          <Link href={parent.href} className="inline-flex items-center gap-1 underline md:hidden">
            <span aria-hidden="true">←</span> {t('back')}
          </Link>
        ) : null}
        <ol className={`${mobileBackOnly ? 'hidden md:flex' : 'flex'} flex-wrap items-center gap-1`}>
          {all.map((crumb, i) => {
            const last = i === all.length - 1;
            return (
              <li key={crumb.href} className="flex items-center gap-1">
                {i > 0 ? <span aria-hidden="true">/</span> : null}
                {last ? (
                  <span aria-current="page" className="font-medium text-ink">
                    {crumb.label}
                  </span>
                ) : (
                  <Link href={crumb.href} className="underline-offset-2 hover:underline">
                    {crumb.label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
