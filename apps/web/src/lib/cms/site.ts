// Site-wide loads of spec section 7 (menus, footer, newsletter): failures are swallowed and
// logged, the page renders without that part.
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet, swallow } from './client';
import { MENU_IDS } from './config';
import { ctaFrom, type CtaLink, isExternal, mapMedia, type Media } from './media';
import { keyOf, list, num, rec, str } from './read';
import { TAGS } from './tags';

export type MenuLink = { id: string; title: string; subtitle: string | null; url: string; external: boolean };

export type MenuItem = {
  id: string;
  title: string;
  url: string | null;
  external: boolean;
  position: 'left' | 'right';
  children: MenuLink[];
  cta: CtaLink | null;
  banner: { title: string; subtitle: string | null; cta: CtaLink | null; image: Media | null } | null;
};

export type Menu = { id: number; title: string; items: MenuItem[] };

export type Social = { id: string; label: string; url: string; icon: string };

export type FundingNotice = { id: string; title: string; description: string; url: string | null; logo: Media | null };

export type Footer = {
  bannerTitle: string | null;
  bannerDescription: string | null;
  bannerImage: Media | null;
  hqName: string;
  hqPhone: string | null;
  hqEmail: string | null;
  hqFax: string | null;
  serviceNumber: string | null;
  vatCode: string | null;
  hqAddress: string | null;
  socials: Social[];
  fundingNotices: FundingNotice[];
  copyright: string | null;
};

export type Newsletter = { title: string; backgroundImage: Media | null; showNameFields: boolean; confirmMessage: string };

export function mapMenu(value: unknown): Menu | null {
  const raw = rec(value);
  if (!raw) return null;
  const items: MenuItem[] = list(raw.items).map((item) => {
    const url = str(item, 'url');
    const bannerTitle = str(item, 'banner_title');
    return {
      id: keyOf(item, 'item'),
      title: str(item, 'title') ?? '',
      url,
      external: url ? isExternal(url) || str(item, 'target') === '_blank' : false,
      position: str(item, 'position') === 'destra' ? 'right' : 'left',
      children: list(item.children).map((child) => {
        const childUrl = str(child, 'url') ?? '#';
        return {
          id: keyOf(child, 'link'),
          title: str(child, 'title') ?? '',
          subtitle: str(child, 'subtitle'),
          url: childUrl,
          external: isExternal(childUrl) || str(child, 'target') === '_blank',
        };
      }),
      cta: ctaFrom(str(item, 'cta_label'), str(item, 'cta_url')),
      banner: bannerTitle
        ? {
            title: bannerTitle,
            subtitle: str(item, 'banner_subtitle'),
            cta: ctaFrom(str(item, 'banner_cta_title'), str(item, 'banner_cta_link')),
            image: mapMedia(item.banner_image),
          }
        : null,
    };
  });
  return { id: num(raw, 'menu_id') ?? num(raw, 'id') ?? 0, title: str(raw, 'title') ?? '', items };
}

export function mapFooter(value: unknown): Footer | null {
  const raw = rec(value);
  const hqName = str(raw, 'hq_name');
  if (!raw || !hqName) return null;
  return {
    bannerTitle: str(raw, 'banner_title'),
    bannerDescription: str(raw, 'banner_description'),
    bannerImage: mapMedia(raw.banner_image),
    hqName,
    hqPhone: str(raw, 'hq_phone'),
    hqEmail: str(raw, 'hq_email'),
    hqFax: str(raw, 'hq_fax'),
    serviceNumber: str(raw, 'service_number'),
    vatCode: str(raw, 'vat_code'),
    hqAddress: str(raw, 'hq_address'),
    socials: list(raw.socials).map((s) => ({
      id: keyOf(s, 'social'),
      label: str(s, 'label') ?? '',
      url: str(s, 'url') ?? '#',
      icon: str(s, 'icon') ?? 'link',
    })),
    fundingNotices: list(raw.funding_notices).map((n) => ({
      id: keyOf(n, 'notice'),
      title: str(n, 'title') ?? '',
      description: str(n, 'description') ?? '',
      url: str(n, 'url'),
      logo: mapMedia(n.logo),
    })),
    copyright: str(raw, 'copyright'),
  };
}

export function mapNewsletter(value: unknown): Newsletter | null {
  const raw = rec(value);
  const title = str(raw, 'title');
  const confirm = str(raw, 'confirm_message');
  if (!raw || !title || !confirm) return null;
  return { title, backgroundImage: mapMedia(raw.background_image), showNameFields: raw.show_name_fields !== false, confirmMessage: confirm };
}

const globalTags = (model: string) => [TAGS.global, TAGS.type(model)];

export async function menu(id: number): Promise<Menu | null> {
  const { data } = await cmsGet(`/api/menus/${id}`, { query: { nested: true, populate: '*' }, tags: globalTags('menu') });
  return mapMenu(data);
}

export function getNavbar(mode: AudienceMode, locale: Locale): Promise<Menu | null> {
  const id = (mode === 'B2B' ? MENU_IDS.navbarB2B : MENU_IDS.navbarB2C)[locale];
  return swallow(`navbar ${mode} ${locale}`, () => menu(id), null);
}

export function getFooterMenus(locale: Locale): Promise<{ sitemap: Menu | null; links: Menu | null }> {
  return Promise.all([
    swallow(`footer sitemap ${locale}`, () => menu(MENU_IDS.footerSitemap[locale]), null),
    swallow(`footer links ${locale}`, () => menu(MENU_IDS.footerLinks[locale]), null),
  ]).then(([sitemap, links]) => ({ sitemap, links }));
}

export function getFooter(locale: Locale): Promise<Footer | null> {
  return swallow(
    `footer ${locale}`,
    async () => {
      const { data } = await cmsGet('/api/footer', { query: { nested: true, populate: '*', locale }, tags: globalTags('footer') });
      return mapFooter(data);
    },
    null,
  );
}

/** Built-in fallback when neither the asked locale nor Italian can be loaded (spec section 9). */
export const NEWSLETTER_FALLBACK: Newsletter = {
  title: 'Iscriviti alla newsletter di Brina',
  backgroundImage: null,
  showNameFields: true,
  confirmMessage: 'Iscrizione alla newsletter completata con successo.',
};

/** Newsletter settings: the asked locale, else Italian, else the built-in fallback. */
export async function getNewsletter(locale: Locale): Promise<Newsletter> {
  const load = async (l: Locale) => {
    const { data } = await cmsGet('/api/newsletter-global', { query: { locale: l, populate: 'background_image' }, tags: globalTags('newsletter-global') });
    const mapped = mapNewsletter(data);
    if (!mapped) throw new Error(`newsletter ${l} is empty`);
    return mapped;
  };
  const asked = await swallow(`newsletter ${locale}`, () => load(locale), null);
  if (asked) return asked;
  if (locale !== 'it') {
    const italian = await swallow('newsletter it (fallback)', () => load('it'), null);
    if (italian) return italian;
  }
  return NEWSLETTER_FALLBACK;
}
