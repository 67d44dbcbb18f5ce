// A fresh ALTCHA challenge for the forms' bot protection (signed, expiring, usable once).
import { createAltchaChallenge } from '@/lib/server/bot-protection';

export const dynamic = 'force-dynamic';

export async function GET() {
  return Response.json(await createAltchaChallenge(), { headers: { 'Cache-Control': 'no-store' } });
}
