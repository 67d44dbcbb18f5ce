// Lets the benchmark load the website's server modules outside Next: `server-only` (a guard that
// throws outside React Server Components) resolves to the test stand-in. Preload with --import.
import Module from 'node:module';
import { fileURLToPath } from 'node:url';

const stub = fileURLToPath(new URL('../../apps/web/tests/server-only-stub.ts', import.meta.url));
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveServerOnly(request, ...rest) {
  return request === 'server-only' ? stub : resolve.call(this, request, ...rest);
};
