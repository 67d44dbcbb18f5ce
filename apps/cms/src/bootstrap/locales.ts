// Italian is the default locale, English the second.
import type { Core } from '@strapi/strapi';

type LocalesService = {
  find(params?: object): Promise<{ code: string }[]>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string>;
};

export async function ensureLocales(strapi: Core.Strapi) {
  const locales = strapi.plugin('i18n').service('locales') as LocalesService;
  const have = new Set((await locales.find()).map((l) => l.code));
  if (!have.has('it')) await locales.create({ code: 'it', name: 'Italiano (it)' });
  if (!have.has('en')) await locales.create({ code: 'en', name: 'English (en)' });
  if ((await locales.getDefaultLocale()) !== 'it') await locales.setDefaultLocale({ code: 'it' });
}
