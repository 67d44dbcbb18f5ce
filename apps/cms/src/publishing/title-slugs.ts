// A new document's slug comes from its title (issue 38.4). Strapi 5's admin asks for a default slug
// once, when the create form opens and the title is still empty (strapi/strapi#21472), so an
// editor who never touches the slug saves `recipe`, `recipe-1`… This document-service middleware
// replaces such a placeholder (the type's singular name, optionally with -N) or an empty slug, on
// every create or update of a draft, with the slugified title (the seed's slugify), made unique in
// its language with -2, -3… A slug the editor wrote is left alone.
import type { Core, UID } from '@strapi/strapi';
import { slugify } from '../seed/i18n';

type Data = Record<string, unknown>;
type Attribute = { type: string; targetField?: string };
type Model = {
  modelName?: string;
  info?: { singularName?: string };
  attributes: Record<string, Attribute>;
  pluginOptions?: { i18n?: { localized?: boolean } };
};

const WRITES = new Set(['create', 'update']);

/** `recipe`, `recipe-1`, `job-position-12`: what the admin proposes before the title is known. */
export function isPlaceholderSlug(value: unknown, singularName: string): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string') return false;
  return value === singularName || new RegExp(`^${singularName.replace(/[-]/g, '\\-')}-\\d+$`).test(value);
}

async function uniqueSlug(strapi: Core.Strapi, uid: string, field: string, base: string, documentId: string | undefined, locale: string | undefined) {
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await strapi.db.query(uid as UID.ContentType).findOne({
      select: ['documentId'],
      where: { [field]: candidate, ...(documentId ? { documentId: { $ne: documentId } } : {}), ...(locale ? { locale } : {}) },
    });
    if (!taken) return candidate;
  }
  return `${base}-${Date.now()}`;
}

export function registerTitleSlugs(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (!WRITES.has(context.action)) return next();
    const model = strapi.contentTypes[context.uid as keyof typeof strapi.contentTypes] as unknown as Model | undefined;
    const singular = model?.info?.singularName;
    if (!model || !singular) return next();
    const params = (context.params ?? {}) as { data?: Data; documentId?: string; locale?: string };
    const data = params.data;
    if (!data) return next();
    for (const [field, attribute] of Object.entries(model.attributes)) {
      if (attribute.type !== 'uid' || !attribute.targetField) continue;
      const title = data[attribute.targetField];
      // Only when this write carries both: an update that leaves the slug out keeps the stored one.
      if (!(field in data) && context.action === 'update') continue;
      if (typeof title !== 'string' || !slugify(title) || !isPlaceholderSlug(data[field], singular)) continue;
      const locale = model.pluginOptions?.i18n?.localized ? (params.locale ?? 'it') : undefined;
      data[field] = await uniqueSlug(strapi, context.uid, field, slugify(title), params.documentId, locale);
    }
    return next();
  });
}
