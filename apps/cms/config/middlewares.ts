import { list, text, whole } from './settings';
// Order matters: the client address is settled before anything logs or limits it; the content-API
// query checks run before any body is read; strapi::body reads JSON and forms only, multipart
// bodies are read (on the routes that take files) and always deleted by global::multipart.
export default () => [
  'global::client-address',
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'media-src': ["'self'", 'data:', 'blob:'] },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      origin: list('CORS_ORIGINS').length ? list('CORS_ORIGINS') : [text('WEB_ORIGIN') ?? 'http://localhost:3000'],
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
  'strapi::public',
];
