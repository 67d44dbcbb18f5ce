// CMS connection settings, from the website's one list of settings (apps/web/config.mjs, which
// checks them and applies the secrets rule: local-only tokens only in development, the demo and
// the tests).
import { setting } from '../../../config.mjs';
import { secret } from '../secrets';

const text = (name: string): string | null => {
  const value = setting(name);
  return typeof value === 'string' ? value : null;
};
const whole = (name: string): number => Number(setting(name));

export function cmsUrl(): string {
  return text('CMS_URL') ?? 'http://localhost:1337';
}

/** Where browsers load CMS media from (defaults to the CMS URL). */
export function cmsMediaUrl(): string {
  return text('CMS_MEDIA_URL') ?? cmsUrl();
}

export function cmsApiVersion(): 4 | 5 {
  return setting('CMS_API_VERSION') === '4' ? 4 : 5;
}

export const readToken = () => secret('CMS_READ_TOKEN');
export const writeToken = () => secret('CMS_WRITE_TOKEN');

/** The spec's menu ids, overridable per deployment. */
export const MENU_IDS = {
  footerSitemap: { it: whole('MENU_FOOTER_SITEMAP_IT'), en: whole('MENU_FOOTER_SITEMAP_EN') },
  footerLinks: { it: whole('MENU_FOOTER_LINKS_IT'), en: whole('MENU_FOOTER_LINKS_EN') },
  navbarB2C: { it: whole('MENU_NAVBAR_B2C_IT'), en: whole('MENU_NAVBAR_B2C_EN') },
  navbarB2B: { it: whole('MENU_NAVBAR_B2B_IT'), en: whole('MENU_NAVBAR_B2B_EN') },
} as const;

/** How long one CMS request may take before the site gives up on it. */
export const CMS_TIMEOUT_MS = whole('CMS_TIMEOUT_MS');

/** Seconds a cached CMS answer stays fresh without a webhook (safety net for missed webhooks). */
export const REVALIDATE_SECONDS = whole('CMS_REVALIDATE_SECONDS');

/** Memory for the last good CMS answers kept for outages (CMS_LAST_GOOD_MB). */
export const lastGoodBudgetBytes = (): number => whole('CMS_LAST_GOOD_MB') * 1024 * 1024;
