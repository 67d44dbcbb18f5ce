// The admin's list view of each submission type: useful columns (date, type, name, company,
// e-mail, status), newest first. Set at every start, like the access rules.
import type { Core } from '@strapi/strapi';

const LISTS: Record<string, string[]> = {
  'api::contact-request.contact-request': ['createdAt', 'interest_area', 'name', 'surname', 'company', 'email', 'handling_status', 'mail_sent'],
  'api::sample-request.sample-request': ['createdAt', 'sector', 'name', 'surname', 'business_name', 'email', 'handling_status', 'mail_sent'],
  'api::contact-form-richiesta-kit.contact-form-richiesta-kit': [
    'createdAt',
    'sector',
    'name',
    'surname',
    'business_name',
    'vat_code',
    'email',
    'handling_status',
  ],
  'api::newsletter-signup.newsletter-signup': ['createdAt', 'locale_code', 'name', 'surname', 'email', 'confirmed', 'confirmed_at'],
  'api::job-application.job-application': ['createdAt', 'sector', 'site', 'name', 'surname', 'email', 'opened_position', 'handling_status'],
  'api::job-position.job-position': ['title', 'site', 'sector', 'working_area', 'order'],
};

type Configuration = { settings: Record<string, unknown>; layouts: Record<string, unknown>; metadatas: Record<string, unknown> };
type ContentTypesService = {
  findContentType(uid: string): { uid: string } | undefined;
  findConfiguration(contentType: { uid: string }): Promise<Configuration>;
  updateConfiguration(contentType: { uid: string }, configuration: Configuration): Promise<unknown>;
};

export async function applyAdminLists(strapi: Core.Strapi) {
  const service = strapi.plugin('content-manager').service('content-types') as unknown as ContentTypesService;
  for (const [uid, list] of Object.entries(LISTS)) {
    const contentType = service.findContentType(uid);
    if (!contentType) continue;
    const current = await service.findConfiguration(contentType);
    const sort = uid.endsWith('job-position') ? { defaultSortBy: 'order', defaultSortOrder: 'ASC' } : { defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' };
    await service.updateConfiguration(contentType, {
      settings: { ...current.settings, ...sort, pageSize: 20 },
      metadatas: current.metadatas,
      layouts: { ...current.layouts, list: list },
    });
  }
}
