// Strapi's core controller, service and REST routes of every described type, registered from the
// registry at start-up (issue 35) instead of three one-line files per type in
// api/<name>/{controllers,routes,services}. Strapi 5.54's loader (@strapi/core loaders/apis.js)
// reads those folders into the API's module, whose load() adds them to the 'controllers' and
// 'services' registries under `api::<name>`; the REST routes are the module's `routes`, turned into
// koa routes only at bootstrap (initRouting), and the content-API permissions (the website token's
// find/findOne) are the content-API actions of the registered controllers, also at bootstrap. So
// adding the same factories here, in register(), gives the same routes, actions and permissions.
// Server side only: the registry's descriptions stay free of Strapi imports (the admin bundle reads them).
import { factories } from '@strapi/strapi';
import type { Core, UID } from '@strapi/strapi';
import { contentRouter } from '../utils/router';
import { CMS_TYPES } from './registry';

type Registry = { keys(): string[]; add(namespace: string, entries: Record<string, unknown>): unknown };
type ApiModule = { routes: Record<string, unknown> | unknown[] };

/** A UID `api::<api>.<name>` → the API folder's name and the content type's name. */
export function apiOf(uid: string): { api: string; name: string } {
  const match = /^api::([a-z0-9-]+)\.([a-z0-9-]+)$/.exec(uid);
  if (!match) throw new Error(`${uid} is not the UID of an API content type (api::<api>.<name>)`);
  return { api: match[1], name: match[2] };
}

/**
 * For each described type: the core controller, the core service, and the core REST router with the
 * type's default populate on find and findOne (utils/router.ts), each unless the API folder has its
 * own file for it (a type that needs a custom controller keeps writing one, as Strapi documents).
 */
export function registerCoreApis(strapi: Core.Strapi) {
  const controllers = strapi.get('controllers') as Registry;
  const services = strapi.get('services') as Registry;
  for (const { uid } of CMS_TYPES) {
    const { api, name } = apiOf(uid);
    const apiModule = strapi.api(api) as ApiModule | undefined;
    if (!apiModule || !strapi.contentType(uid as UID.ContentType)) {
      throw new Error(`content/registry.ts describes ${uid}, but there is no api/${api}/content-types/${name}/schema.json`);
    }
    if (!controllers.keys().includes(uid)) controllers.add(`api::${api}`, { [name]: factories.createCoreController(uid as UID.ContentType) });
    if (!services.keys().includes(uid)) services.add(`api::${api}`, { [name]: factories.createCoreService(uid as UID.ContentType) });
    // Without a routes folder the loader leaves an empty list.
    const routes = Array.isArray(apiModule.routes) ? {} : apiModule.routes;
    if (!(name in routes)) apiModule.routes = { ...routes, [name]: contentRouter(uid as UID.ContentType) };
  }
}
