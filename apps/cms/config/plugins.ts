import { secret } from './secrets';
import { ALLOWED_MIME_TYPES } from '../src/uploads/media-types';
import { whole } from './settings';

export default () => ({
  'users-permissions': {
    config: { jwtSecret: secret('JWT_SECRET'), register: { allowedFields: [] } },
  },
  upload: {
    config: {
      sizeLimit: whole('UPLOAD_MAX_BYTES'),
      breakpoints: { xlarge: 1920, large: 1280, medium: 768, small: 500 },
      // SVG and HTML are refused: they can carry scripts that would run on the CMS origin. The
      // extension of a stored file must belong to its type too (src/uploads/extension-guard.ts).
      security: { allowedTypes: [...ALLOWED_MIME_TYPES] },
    },
  },
});
