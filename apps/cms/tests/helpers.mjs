import { inject } from 'vitest';

export const READ_TOKEN = process.env.CMS_READ_TOKEN ?? 'local-only-brina-read-token-0123456789abcdef0123456789abcdef';
export const WRITE_TOKEN = process.env.CMS_WRITE_TOKEN ?? 'local-only-brina-write-token-0123456789abcdef0123456789abcdef';

export function cmsUrl() {
  return inject('cmsUrl');
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

/** A valid Italian partita IVA built from ten digits (computes the check digit). */
export function vatWithCheckDigit(first10) {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const d = Number(first10[i]);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return first10 + String((10 - (sum % 10)) % 10);
}
