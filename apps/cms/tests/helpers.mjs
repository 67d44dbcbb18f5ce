import { inject } from 'vitest';

export const READ_TOKEN = process.env.CMS_READ_TOKEN ?? 'local-only-brina-read-token-0123456789abcdef0123456789abcdef';
export const WRITE_TOKEN = process.env.CMS_WRITE_TOKEN ?? 'local-only-brina-write-token-0123456789abcdef0123456789abcdef';

export function cmsUrl() {
  return inject('cmsUrl');
}

/** The test CMS's data folder (database, `public/`, `private/`). */
export function cmsDataDir() {
  const dir = inject('cmsDataDir');
  if (!dir) throw new Error('CMS_TEST_DATA_DIR is not set: give the data folder of the CMS that CMS_TEST_URL points at');
  return dir;
}

export const ADMIN = { email: 'admin@brina.local', password: 'BrinaDemo2026!' };

/** A JSON call to the CMS admin API as the seeded administrator. */
export async function adminApi() {
  const login = await api('/admin/login', { method: 'POST', body: ADMIN });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  const jwt = login.body.data.token;
  return (path, options = {}) => api(path, { ...options, token: jwt });
}

/** GET (or another method) against the CMS; returns status and parsed JSON body. */
export async function api(path, { token, method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(cmsUrl() + path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { raw: text };
  }
  return { status: response.status, body: json };
}

/** A read as the website makes it: with its read token (the public role may read nothing). */
export function read(path, options = {}) {
  return api(path, { token: READ_TOKEN, ...options });
}

/**
 * Partite IVA with a right check digit (the eleventh digit, Luhn-style over the first ten), worked
 * out by hand once and fixed here so that the test does not share code with the rule it checks.
 * 12345678903 is the example commonly used in Italian documentation.
 */
export const VALID_VAT = { example: '12345678903', checked: '13579246805', kit: '24680135795', forms: '09182736455' };
/** The same first ten digits with a wrong check digit. */
export const INVALID_VAT = { example: '12345678904', checked: '13579246806' };

/** A JSON call to the admin API as one of the seeded team accounts (src/seed/team.ts); `.raw` gives the fetch Response. */
export async function adminAs(email) {
  const login = await api('/admin/login', { method: 'POST', body: { email, password: ADMIN.password } });
  if (login.status !== 200) throw new Error(`${email} login answered ${login.status}`);
  const jwt = login.body.data.token;
  const call = (path, options = {}) => api(path, { ...options, token: jwt });
  call.raw = (path, init = {}) => fetch(cmsUrl() + path, { ...init, headers: { Authorization: `Bearer ${jwt}`, ...(init.headers ?? {}) } });
  return call;
}
