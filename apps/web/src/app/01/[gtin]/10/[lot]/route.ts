// GS1 Digital Link with a lot: `/01/{gtin}/10/{lot}` → the product's page. See lib/server/digital-link.ts.
import { answerDigitalLink } from '@/lib/server/digital-link';

export async function GET(request: Request, { params }: { params: Promise<{ gtin: string; lot: string }> }) {
  const { gtin, lot } = await params;
  return answerDigitalLink(request, gtin, lot);
}
