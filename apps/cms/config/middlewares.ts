export default ({ env }: { env: EnvFn }) => [
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
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      formidable: { maxFileSize: env.int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024) },
    },
  },
  'global::draft-guard',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
