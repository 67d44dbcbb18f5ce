import { mediaOrigin } from '../src/uploads/media-host';
import { list, text, whole } from './settings';

// Order matters: the client address is settled before anything logs or limits it; global::observability
// (request id, one log line per request, metrics, /_ready) replaces strapi::logger; the content-API
// query checks run before any body is read; strapi::body reads JSON and forms only, multipart
// bodies are read (on the routes that take files) and always deleted by global::multipart.
export default () => {
  const media = mediaOrigin() ? [mediaOrigin() as string] : [];
  // Cross-origin reads are for the content API only, and never with cookies (its callers send API
  // tokens): the admin and its API answer no other origin (issue 33.11).
  const corsOrigins = list('CORS_ORIGINS').length ? list('CORS_ORIGINS') : [text('WEB_ORIGIN') ?? 'http://localhost:3000'];
  return [
    'global::client-address',
    'global::observability',
    'strapi::errors',
    {
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          // The media host (CMS_MEDIA_URL), where the admin shows the media library from.
          directives: { 'img-src': ["'self'", 'data:', 'blob:', ...media], 'media-src': ["'self'", 'data:', 'blob:', ...media] },
        },
      },
    },
    {
      name: 'strapi::cors',
      config: {
        origin: (ctx: { path: string }) => (ctx.path.startsWith('/api/') ? corsOrigins : []),
        credentials: false,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
        headers: ['Content-Type', 'Authorization', 'Accept', 'Strapi-Response-Format'],
      },
    },
    'strapi::query',
    'global::query-limits',
    'global::draft-guard',
    {
      name: 'strapi::body',
      config: { multipart: false, jsonLimit: '1mb', formLimit: '1mb', textLimit: '1mb' },
    },
    { name: 'global::multipart', config: { maxFileSize: whole('UPLOAD_MAX_BYTES') } },
    'strapi::session',
    'strapi::favicon',
    // Before strapi::public: the uploads folder is served inert, and only the allowed types.
    'global::uploads',
    'strapi::public',
  ];
};
