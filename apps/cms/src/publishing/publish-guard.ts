// Publishing is refused, with the reasons in Italian in the admin's error notice, when the document
// breaks one of the rules of rules.ts. A document-service middleware: it covers the admin's Publish
// button, bulk publish, the content API and the seed alike (the seed's content passes, or the seed
// fails).
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  BILINGUAL_TYPES,
  SITE_LOCALES,
  badSlugs,
  internalLinks,
  mediaPopulate,
  missingAltText,
  routeCandidates,
  seoOverLimits,
  type Problem,
  type Schema,
  type Schemas,
  TYPE_RULES,
} from './rules';
import { fieldPathLabel, formPath, withFieldLabel } from './field-paths';

type Data = Record<string, unknown>;
type Params = { documentId?: string; locale?: string | string[] | null };

function schemasOf(strapi: Core.Strapi): Schemas {
  return {
    get: (uid: string) =>
      (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] ?? strapi.components[uid as keyof typeof strapi.components]) as unknown as
        Schema | undefined,
  };
}

const isLocalized = (strapi: Core.Strapi, uid: string) =>
  Boolean((strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized);

const LANGUAGE = { it: 'italiana', en: 'inglese' } as Record<string, string>;

async function slugTaken(strapi: Core.Strapi, uid: string, field: string, value: string, documentId: string, locale: string | undefined) {
  const other = await strapi.db.query(uid as UID.ContentType).findOne({
    select: ['documentId'],
    where: { [field]: value, documentId: { $ne: documentId }, ...(locale ? { locale } : {}) },
  });
  return Boolean(other);
}

async function pageExists(strapi: Core.Strapi, url: string): Promise<boolean> {
  for (const candidate of routeCandidates(url)) {
    let all = true;
    for (const segment of candidate.segments) {
      const found = await strapi.db.query(segment.type as UID.ContentType).findOne({
        select: ['id'],
        where: {
          slug: segment.value,
          ...(strapi.contentTypes[segment.type as keyof typeof strapi.contentTypes]?.options?.draftAndPublish ? { publishedAt: { $notNull: true } } : {}),
          ...(isLocalized(strapi, segment.type) ? { locale: candidate.locale } : {}),
        },
      });
      if (!found) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

/** Everything that stops this document (in this language) from being published. */
export async function publishProblems(strapi: Core.Strapi, uid: string, documentId: string, locale: string | undefined): Promise<Problem[]> {
  const schemas = schemasOf(strapi);
  const schema = schemas.get(uid);
  if (!schema) return [];
  const doc = (await strapi.documents(uid as UID.ContentType).findOne({
    documentId,
    ...(locale ? { locale } : {}),
    status: 'draft',
    populate: mediaPopulate(schema, schemas),
  } as never)) as Data | null;
  if (!doc) return [];
  const problems = [...missingAltText(doc, schema, schemas), ...badSlugs(doc, schema), ...seoOverLimits(doc, schema)];
  problems.push(...(TYPE_RULES[uid]?.(doc) ?? []));
  for (const [field, attribute] of Object.entries(schema.attributes)) {
    const value = doc[field];
    if (attribute.type !== 'uid' || typeof value !== 'string') continue;
    if (await slugTaken(strapi, uid, field, value, documentId, locale)) {
      problems.push({ path: field, message: `Lo slug «${value}» è già usato da un altro contenuto dello stesso tipo in questa lingua: sceglierne un altro.` });
    }
  }
  if (locale && isLocalized(strapi, uid) && BILINGUAL_TYPES.includes(uid)) {
    for (const other of SITE_LOCALES.filter((l) => l !== locale)) {
      const translation = await strapi.db.query(uid as UID.ContentType).findOne({ select: ['id'], where: { documentId, locale: other } });
      if (!translation) {
        problems.push({
          path: 'locale',
          message: `Manca la versione ${LANGUAGE[other]} (${other.toUpperCase()}): il sito è bilingue, crea la traduzione (menu delle lingue in alto) e poi pubblica.`,
        });
      }
    }
  }
  for (const link of internalLinks(doc, schema, schemas)) {
    if (!(await pageExists(strapi, link.url))) {
      problems.push({ path: link.path, message: `Il collegamento «${link.url}» (campo ${link.path}) porta a una pagina che non esiste o non è pubblicata.` });
    }
  }
  return problems.map((p) => ({ ...p, message: withFieldLabel(p.message, p.path, fieldPathLabel(p.path, uid, schemas, doc)) }));
}

function localesOf(strapi: Core.Strapi, uid: string, locale: Params['locale']): (string | undefined)[] {
  if (!isLocalized(strapi, uid)) return [undefined];
  if (locale === '*') return [...SITE_LOCALES];
  if (Array.isArray(locale)) return locale;
  return [locale ?? 'it'];
}

export function registerPublishGuard(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'publish') return next();
    const params = (context.params ?? {}) as Params;
    if (!params.documentId) return next();
    const problems: Problem[] = [];
    for (const locale of localesOf(strapi, context.uid, params.locale)) {
      const found = await publishProblems(strapi, context.uid, params.documentId, locale);
      problems.push(
        ...found.map((p) =>
          locale && localesOf(strapi, context.uid, params.locale).length > 1 ? { ...p, message: `[${locale.toUpperCase()}] ${p.message}` } : p,
        ),
      );
    }
    if (problems.length) {
      const message =
        problems.length === 1
          ? `Non pubblicato: ${problems[0].message}`
          : `Non pubblicato (${problems.length} problemi): ${problems.map((p) => p.message).join(' — ')}`;
      throw new errors.ValidationError(message, { errors: problems.map((p) => ({ path: formPath(p.path), message: p.message, name: 'ValidationError' })) });
    }
    return next();
  });
}
