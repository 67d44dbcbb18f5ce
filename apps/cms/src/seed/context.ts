import type { Core } from '@strapi/strapi';
import { DocumentWriter } from './documents';
import { MediaLibrary } from './media';

/** documentIds of seeded documents by content type and seed key, for linking relations. */
export class SeedIds {
  private map = new Map<string, string>();
  set(uid: string, key: string, documentId: string) {
    this.map.set(`${uid}|${key}`, documentId);
  }
  get(uid: string, key: string): string {
    const id = this.map.get(`${uid}|${key}`);
    if (!id) throw new Error(`Seed: no ${uid} with key "${key}" (seed order or a typo in the data)`);
    return id;
  }
}

export type SeedContext = { strapi: Core.Strapi; writer: DocumentWriter; media: MediaLibrary; ids: SeedIds };

export function createContext(strapi: Core.Strapi): SeedContext {
  return { strapi, writer: new DocumentWriter(strapi), media: new MediaLibrary(strapi), ids: new SeedIds() };
}
