// `GET /api/applications/configuration`: labels and options of the careers wizard, options grouped.
import { factories } from '@strapi/strapi';
import { requestLocale } from '../../../utils/locale';
import { respond } from '../../../utils/respond';

type Option = { group: string; code: string; label: string };

export default factories.createCoreController('api::application-configuration.application-configuration', ({ strapi }) => ({
  async configuration(ctx) {
    const locale = requestLocale(ctx.query);
    if (!locale) return ctx.badRequest('Unknown locale');
    const config = await strapi.documents('api::application-configuration.application-configuration').findFirst({ locale, populate: { options: true } });
    if (!config) return ctx.notFound('The careers configuration has not been set up');
    const groups: Record<string, { code: string; label: string }[]> = {};
    for (const { group, code, label } of (config.options ?? []) as Option[]) (groups[group] ??= []).push({ code, label });
    return respond(this, ctx, { ...config, groups }, { locale });
  },
}));
