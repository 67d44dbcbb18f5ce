import { secret } from './secrets';

export default ({ env }: { env: EnvFn }) => ({
  'users-permissions': {
    config: { jwtSecret: secret('JWT_SECRET'), register: { allowedFields: [] } },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
      breakpoints: { xlarge: 1920, large: 1280, medium: 768, small: 500 },
      // SVG and HTML are refused: they can carry scripts that would run on the CMS origin.
      security: {
        allowedTypes: [
          'image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif',
          'application/pdf', 'video/mp4', 'video/webm', 'text/vtt',
        ],
      },
    },
  },
});
