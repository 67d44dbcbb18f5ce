// CMS_MEDIA_URL: the media library served from its own cookieless host (https://media.example),
// never from the admin's (issue 33.1). Files keep their relative `/uploads/…` address in the
// database; every answer that carries one (the admin's media library and document fields, the
// content API the website reads) gives it on the media host instead, through the upload plugin's
// signed-URL hook. The reference nginx answers /uploads with 404 on the admin host
// (deploy/nginx/brina.conf); without CMS_MEDIA_URL the CMS serves them itself, inert
// (src/middlewares/uploads.ts).
import type { Core } from '@strapi/strapi';
import { text } from '../../config/settings';

type Provider = { extend(methods: Record<string, unknown>): void };

export function mediaOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = text('CMS_MEDIA_URL', env);
  return url ? new URL(url).origin : null;
}

/** A stored file's address as browsers reach it. */
export function mediaUrl(url: string, base = text('CMS_MEDIA_URL')): string {
  return base && url.startsWith('/') ? `${base}${url}` : url;
}

export function registerMediaHost(strapi: Core.Strapi) {
  if (!text('CMS_MEDIA_URL')) return;
  // Must run in register: the upload plugin decides at bootstrap whether to sign document fields.
  (strapi.plugin('upload').provider as unknown as Provider).extend({
    isPrivate: () => true,
    getSignedUrl: (file: { url?: string | null }) => ({ url: mediaUrl(String(file.url ?? '')) }),
  });
}
