import { secret } from './secrets';
import { whole } from './settings';

export default () => ({
  'users-permissions': {
    config: { jwtSecret: secret('JWT_SECRET'), register: { allowedFields: [] } },
  },
  upload: {
    config: {
      sizeLimit: whole('UPLOAD_MAX_BYTES'),
      breakpoints: { xlarge: 1920, large: 1280, medium: 768, small: 500 },
      // SVG and HTML are refused: they can carry scripts that would run on the CMS origin.
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf', 'video/mp4', 'video/webm', 'text/vtt'],
      },
    },
  },
});
