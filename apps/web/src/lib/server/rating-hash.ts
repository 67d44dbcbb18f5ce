// What the CMS keeps of a vote's author: a keyed HMAC (RATING_HMAC_KEY, under the secrets rule of
// ../secrets.ts) of the voter id their browser keeps (app/api/ratings/route.ts), which makes one
// vote per visitor per document. Not their address: people behind one address each keep their own
// vote. Without the key nobody can link a stored hash to a cookie; a production server without it
// refuses votes rather than use the public local-only key.
import 'server-only';
import { createHmac } from 'node:crypto';
import { ratingHmacKey } from '../secrets';

export function ratingClientHash(visitor: string, key: string = ratingHmacKey()): string {
  return createHmac('sha256', key).update(visitor).digest('hex');
}
