// Order matters: the client address is settled before anything logs or limits it; the content-API
// query checks run before any body is read; strapi::body reads JSON and forms only, multipart
// bodies are read (on the routes that take files) and always deleted by global::multipart.
export default ({ env }: { env: EnvFn }) => [
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
      origin: env('CORS_ORIGINS', env('WEB_ORIGIN', 'http://localhost:3000')).split(',').map((o: string) => o.trim()),
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
  { name: 'global::multipart', config: { maxFileSize: env.int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024) } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
