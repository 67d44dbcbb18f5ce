// Issue 33.11: cross-origin access is for the content API only and never with cookies. The
// website's origin gets CORS on /api/ (its server reads with a token and needs none, but the
// answer is harmless), and nothing on the admin or its API: no page of the site can call the admin
// API with an editor's session.
import { describe, expect, it } from 'vitest';
import { cmsUrl } from './helpers.mjs';

// The test CMS allows the website's origin: WEB_ORIGIN as the root test command sets it, else the default.
const CANDIDATES = [process.env.WEB_ORIGIN, `http://127.0.0.1:${process.env.WEB_TEST_PORT ?? '3100'}`, 'http://localhost:3000'].filter(Boolean);

function preflight(target, origin, method = 'GET') {
  return fetch(cmsUrl() + target, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'content-type,authorization' },
  });
}

async function siteOrigin() {
  for (const origin of CANDIDATES) {
    if ((await preflight('/api/products', origin)).headers.get('access-control-allow-origin') === origin) return origin;
  }
  throw new Error(`none of ${CANDIDATES.join(', ')} is allowed on /api/: set WEB_ORIGIN to the test CMS's`);
}

describe('CORS', () => {
  it('the content API allows the website origin, without credentials', async () => {
    const origin = await siteOrigin();
    const response = await fetch(`${cmsUrl()}/api/products`, { headers: { Origin: origin } });
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each([
    '/admin/init',
    '/admin/login',
    '/admin/users/me',
    '/content-manager/collection-types/api::job-application.job-application',
    '/upload',
    '/admin/brina/job-applications/x/curriculum',
  ])('the website origin gets no CORS on %s (simple request and preflight)', async (target) => {
    const origin = await siteOrigin();
    const simple = await fetch(cmsUrl() + target, { headers: { Origin: origin } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
    const options = await preflight(target, origin, 'POST');
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
    expect(options.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('another origin gets no CORS anywhere', async () => {
    for (const target of ['/api/products', '/admin/init']) {
      const response = await fetch(cmsUrl() + target, { headers: { Origin: 'https://evil.example' } });
      expect(response.headers.get('access-control-allow-origin'), target).toBeNull();
    }
  });
});
