// The kit form's VAT check while the visitor types (the spec's check-vat-validity call, made with
// the server token): 11 digits, a valid check digit and no kit request with it within the limit.
// Advisory only: storing the kit request checks again in the CMS.
import type { NextRequest } from 'next/server';
import { SubmissionUnavailableError, checkVatCode } from '@/lib/cms/forms';
import { hasValidVatCheckDigit, normalizeVatCode } from '@/lib/forms/vat';
import { createRateLimiter } from '@/lib/rate-limit';
import { clientAddress } from '@/lib/server/form-rate-limit';
import { kitVatLimitDays } from '@/lib/server/form-settings';
import { BodyTooLargeError, KB, bodyTooLarge, readJsonBody } from '@/lib/server/request-body';
import { crossSiteRefused, isSameOriginPost } from '@/lib/server/request-origin';

export const dynamic = 'force-dynamic';

const perVisitor = createRateLimiter({ name: 'vat-check-visitor', limit: 30, windowMs: 60 * 60 * 1000 });
const NO_STORE = { 'Cache-Control': 'no-store' };

export async function POST(request: NextRequest) {
  if (!isSameOriginPost(request.headers)) return crossSiteRefused();
  let body: unknown;
  try {
    body = await readJsonBody(request, 2 * KB);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return bodyTooLarge(error);
    return Response.json({ error: 'Send a JSON object with vat_code' }, { status: 400, headers: NO_STORE });
  }
  const raw = typeof body === 'object' && body !== null ? (body as { vat_code?: unknown }).vat_code : undefined;
  if (typeof raw !== 'string' || raw.length > 20) return Response.json({ error: 'vat_code must be a short string' }, { status: 400, headers: NO_STORE });
  const code = normalizeVatCode(raw);
  // A malformed code is answered here: the CMS is asked only about well-formed ones.
  if (!hasValidVatCheckDigit(code)) return Response.json({ valid: false }, { headers: NO_STORE });
  if (!(await perVisitor.hit(clientAddress(request.headers)))) return Response.json({ error: 'Too many checks' }, { status: 429, headers: NO_STORE });
  try {
    return Response.json({ valid: await checkVatCode(code, kitVatLimitDays()) }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof SubmissionUnavailableError) return Response.json({ error: 'Check unavailable' }, { status: 503, headers: NO_STORE });
    throw error;
  }
}
