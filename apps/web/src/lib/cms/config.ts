// CMS connection settings from the environment. The API tokens follow the secrets rule of
// src/lib/secrets.ts (local-only defaults only in development, the demo and the tests).
import { secret } from '../secrets';

export function cmsUrl(): string {
  return (process.env.CMS_URL ?? 'http://localhost:1337').replace(/\/$/, '');
}

/** Where browsers load CMS media from (defaults to the CMS URL). */
export function cmsMediaUrl(): string {
  return (process.env.CMS_MEDIA_URL ?? cmsUrl()).replace(/\/$/, '');
}

export function cmsApiVersion(): 4 | 5 {
  return process.env.CMS_API_VERSION === '4' ? 4 : 5;
}

export const readToken = () => secret('CMS_READ_TOKEN');
export const writeToken = () => secret('CMS_WRITE_TOKEN');

/** The spec's menu ids, overridable per deployment. */
export const MENU_IDS = {
  footerSitemap: { it: Number(process.env.MENU_FOOTER_SITEMAP_IT ?? 1), en: Number(process.env.MENU_FOOTER_SITEMAP_EN ?? 5) },
  footerLinks: { it: Number(process.env.MENU_FOOTER_LINKS_IT ?? 4), en: Number(process.env.MENU_FOOTER_LINKS_EN ?? 11) },
  navbarB2C: { it: Number(process.env.MENU_NAVBAR_B2C_IT ?? 2), en: Number(process.env.MENU_NAVBAR_B2C_EN ?? 8) },
  navbarB2B: { it: Number(process.env.MENU_NAVBAR_B2B_IT ?? 3), en: Number(process.env.MENU_NAVBAR_B2B_EN ?? 10) },
} as const;

/** How long one CMS request may take before the site gives up on it. */
export const CMS_TIMEOUT_MS = Number(process.env.CMS_TIMEOUT_MS ?? 3000);

/** Seconds a cached CMS answer stays fresh without a webhook (safety net for missed webhooks). */
export const REVALIDATE_SECONDS = Number(process.env.CMS_REVALIDATE_SECONDS ?? 3600);
