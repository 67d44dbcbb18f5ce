// GS1 Digital Link: `/01/{gtin}` (a pack's QR code) → the product's page. See lib/server/digital-link.ts.
import { answerDigitalLink } from '@/lib/server/digital-link';

export async function GET(request: Request, { params }: { params: Promise<{ gtin: string }> }) {
  const { gtin } = await params;
  return answerDigitalLink(request, gtin, null);
}
