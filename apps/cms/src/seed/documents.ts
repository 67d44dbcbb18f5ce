// Idempotent writes for the seed: find a document by a stable field, update it or create it,
// then publish. Running the seed twice leaves the same content, never duplicates.
import type { Core, UID } from '@strapi/strapi';
import type { SeedLocale } from './i18n';

type Data = Record<string, unknown>;
type Docs = ReturnType<Core.Strapi['documents']>;

export class DocumentWriter {
  constructor(private strapi: Core.Strapi) {}

  private docs(uid: string): Docs {
    return this.strapi.documents(uid as UID.ContentType);
  }

  private hasDraftAndPublish(uid: string): boolean {
    return Boolean(this.strapi.contentType(uid as UID.ContentType)?.options?.draftAndPublish);
  }

  private isLocalized(uid: string): boolean {
    const pluginOptions = this.strapi.contentType(uid as UID.ContentType)?.pluginOptions as { i18n?: { localized?: boolean } } | undefined;
    return Boolean(pluginOptions?.i18n?.localized);
  }

  /**
   * Upserts a document in every locale `dataFor` returns data for (Italian first: it anchors the
   * document) and publishes it. `match` finds the Italian version on a later run (null for a
   * single type, which has only one document).
   */
  async upsert(uid: string, match: Data | null, dataFor: (locale: SeedLocale) => Promise<Data | null> | Data | null): Promise<string> {
    const localized = this.isLocalized(uid);
    const docs = this.docs(uid);
    const itData = await dataFor('it');
    if (!itData) throw new Error(`${uid}: the Italian version is required`);
    const base = localized ? { locale: 'it' } : {};
    const found = await docs.findFirst({ ...base, ...(match ? { filters: match } : {}), status: 'draft' } as never);
    let documentId: string;
    if (found) {
      documentId = found.documentId;
      await docs.update({ ...base, documentId, data: itData } as never);
    } else {
      documentId = (await docs.create({ ...base, data: itData } as never)).documentId;
    }
    const locales: SeedLocale[] = ['it'];
    if (localized) {
      const enData = await dataFor('en');
      if (enData) {
        await docs.update({ locale: 'en', documentId, data: enData } as never);
        locales.push('en');
      }
    }
    if (this.hasDraftAndPublish(uid)) {
      for (const locale of locales) await docs.publish({ documentId, ...(localized ? { locale } : {}) } as never);
    }
    return documentId;
  }

  /** Changes the draft of a published document without publishing it (a pending edit). */
  async draftChange(uid: string, documentId: string, locale: SeedLocale, data: Data) {
    await this.docs(uid).update({ documentId, locale, data } as never);
  }
}
