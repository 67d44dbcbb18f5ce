// Footer: company details, socials, sitemap and link groups from the CMS menus, funding notices.
import { getTranslations } from 'next-intl/server';
import type { Footer, Menu } from '@/lib/cms/site';
import { CookiePreferencesButton } from '../consent/cookie-preferences-button.client';
import { CmsImage } from '../ui/cms-image';
import { SmartLink } from '../ui/smart-link';
import { SITE_MENU_ID } from './header-items';

type Props = { footer: Footer | null; sitemap: Menu | null; links: Menu | null };

export type FooterLinkGroup = { id: string; title: string; position: 'left' | 'right'; links: { id: string; title: string; url: string; external: boolean }[] };

const SOCIAL_PATHS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  instagram: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z',
  linkedin: 'M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm5 6h4v2c.6-1.1 2-2.2 4-2.2 3.5 0 4 2.3 4 5.3V21h-4v-5.5c0-1.4 0-3-2-3s-2.2 1.4-2.2 2.9V21H11z',
  youtube:
    'M22 8.2a3 3 0 00-2-2.1C18.2 5.6 12 5.6 12 5.6s-6.2 0-8 .5a3 3 0 00-2 2.1A31 31 0 001.6 12a31 31 0 00.4 3.8 3 3 0 002 2.1c1.8.5 8 .5 8 .5s6.2 0 8-.5a3 3 0 002-2.1 31 31 0 00.4-3.8 31 31 0 00-.4-3.8zM10 15V9l5.2 3z',
};

/**
 * The footer menu's link groups (spec: position and title), left before right; a top-level item
 * that is itself a link makes a group of one.
 */
export function footerLinkGroups(links: Menu | null): FooterLinkGroup[] {
  if (!links) return [];
  const groups = links.items
    .map((item) => ({
      id: item.id,
      title: item.title,
      position: item.position,
      links: item.children.length ? item.children : item.url ? [{ id: item.id, title: item.title, url: item.url, external: item.external }] : [],
    }))
    .filter((group) => group.links.length > 0);
  return [...groups.filter((g) => g.position === 'left'), ...groups.filter((g) => g.position === 'right')];
}

/** A menu's links, each in its list item (underlined on hover by the list's `links` class, globals.css). */
function LinkItems({ links, newTabLabel }: { links: FooterLinkGroup['links']; newTabLabel: string }) {
  return links.map((link) => (
    <li key={link.id}>
      <SmartLink href={link.url} external={link.external} newTabLabel={newTabLabel}>
        {link.title}
      </SmartLink>
    </li>
  ));
}

const telHref = (number: string) => `tel:${number.replace(/\s/g, '')}`;

/** One of the company's details after its label, a link when it can be called or written to. */
function Detail({ label, value, href }: { label: string; value: string | null; href?: (value: string) => string }) {
  if (!value) return null;
  return (
    <p>
      {label}{' '}
      {href ? (
        <a className="underline" href={href(value)}>
          {value}
        </a>
      ) : (
        value
      )}
    </p>
  );
}

export async function SiteFooter({ footer, sitemap, links }: Props) {
  const linkGroups = footerLinkGroups(links);
  const t = await getTranslations('footer');
  const ta = await getTranslations('a11y');
  const tc = await getTranslations('consent');
  return (
    // Where the header's ☰ leads without JavaScript: the site map, or the footer when there is none.
    <footer id={sitemap?.items.length ? undefined : SITE_MENU_ID} className="scroll-mt-24 bg-ink text-frost no-print">
      {footer?.bannerTitle ? (
        <div className="border-b border-white/10">
          <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-10 md:grid-cols-[1fr_auto]">
            <div>
              <p className="font-serif text-2xl font-semibold text-white">{footer.bannerTitle}</p>
              {footer.bannerDescription ? <p className="mt-2 max-w-2xl">{footer.bannerDescription}</p> : null}
            </div>
            {footer.bannerImage ? <CmsImage media={footer.bannerImage} sizes="192px" className="h-32 w-48 rounded-lg object-cover" /> : null}
          </div>
        </div>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        {footer ? (
          <section aria-labelledby="footer-company">
            <h2 id="footer-company" className="font-serif text-xl font-semibold text-white">
              {footer.hqName}
            </h2>
            <address className="mt-3 space-y-1 not-italic">
              {footer.hqAddress ? <p className="whitespace-pre-line">{footer.hqAddress}</p> : null}
              <Detail label={t('phone')} value={footer.hqPhone} href={telHref} />
              <Detail label={t('fax')} value={footer.hqFax} />
              <Detail label={t('email')} value={footer.hqEmail} href={(email) => `mailto:${email}`} />
              <Detail label={t('serviceNumber')} value={footer.serviceNumber} href={telHref} />
              <Detail label={t('vatCode')} value={footer.vatCode} />
            </address>
            {footer.socials.length ? (
              <>
                <h3 className="mt-6 font-semibold text-white">{t('followUs')}</h3>
                <ul className="mt-2 flex gap-3">
                  {footer.socials.map((s) => (
                    <li key={s.id}>
                      <a href={s.url} target="_blank" rel="noopener noreferrer" className="block rounded-full bg-white/10 p-2 hover:bg-white/20">
                        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
                          <path d={SOCIAL_PATHS[s.icon] ?? 'M12 2a10 10 0 100 20 10 10 0 000-20z'} />
                        </svg>
                        <span className="sr-only">
                          {s.label} {ta('opensInNewTab')}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ) : null}
        {sitemap?.items.length ? (
          <nav id={SITE_MENU_ID} aria-label={sitemap.title || ta('footerNavigation')} className="scroll-mt-24 grid gap-6 sm:grid-cols-2 lg:col-span-2">
            {sitemap.items.map((column) => (
              <div key={column.id}>
                <h2 className="font-semibold text-white">
                  {column.url ? (
                    <SmartLink href={column.url} external={column.external}>
                      {column.title}
                    </SmartLink>
                  ) : (
                    column.title
                  )}
                </h2>
                <ul className="links mt-2 space-y-1">
                  <LinkItems links={column.children} newTabLabel={ta('opensInNewTab')} />
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        {footer?.fundingNotices.length ? (
          <section aria-labelledby="footer-funding">
            <h2 id="footer-funding" className="font-semibold text-white">
              {t('funding')}
            </h2>
            <ul className="mt-3 space-y-4">
              {footer.fundingNotices.map((n) => (
                <li key={n.id} className="rounded-lg bg-white/5 p-3 text-sm" data-funding-notice>
                  {n.logo ? <CmsImage media={n.logo} sizes="120px" className="mb-2 h-12 w-auto rounded bg-white object-contain" /> : null}
                  <p className="font-semibold text-white">{n.title}</p>
                  <p className="mt-1">{n.description}</p>
                  {n.url ? (
                    <SmartLink href={n.url} className="mt-1 inline-block underline" newTabLabel={ta('opensInNewTab')}>
                      {t('fundingLink')}
                    </SmartLink>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {linkGroups.length ? (
        <div className="border-t border-white/10">
          <nav aria-label={links?.title || ta('footerNavigation')} className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:grid-cols-2" data-footer-links>
            {linkGroups.map((group) => (
              <div key={group.id} className={group.position === 'right' ? 'sm:justify-self-end' : undefined} data-footer-group={group.position}>
                <h2 id={`footer-links-${group.id}`} className="font-semibold text-white">
                  {group.title}
                </h2>
                <ul aria-labelledby={`footer-links-${group.id}`} className="links mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <LinkItems links={group.links} newTabLabel={ta('opensInNewTab')} />
                </ul>
              </div>
            ))}
          </nav>
        </div>
      ) : null}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          {footer?.copyright ? <p>{footer.copyright}</p> : null}
          {/* Always on every page (Garante 2021): the visitor can change the cookie choice at any time. */}
          <CookiePreferencesButton label={tc('preferencesLink')} className="shrink-0 self-start whitespace-nowrap text-left hover:underline md:self-auto" />
        </div>
      </div>
    </footer>
  );
}
