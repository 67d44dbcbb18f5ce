// What the CMS keeps of a product vote's author: a keyed HMAC (RATING_HMAC_KEY, under the secrets
// rule of ../secrets.ts) of their address as the rate limits count it (IPv6: the /64). Without the
// key nobody can test a guessed address against the stored hashes; a production server without it
// refuses votes rather than use the public local-only key.
import 'server-only';
import { createHmac } from 'node:crypto';
import { ratingHmacKey } from '../secrets';

export function ratingClientHash(visitor: string, key: string = ratingHmacKey()): string {
  return createHmac('sha256', key).update(visitor).digest('hex');
}
