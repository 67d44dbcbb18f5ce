// Search as you type for the header overlay: GET /api/search?q=&locale=it|en&mode=B2C|B2B answers
// the first hits of each type from the in-process index (no CMS call). The production server
// answers the same function before reaching this handler (see lib/search/endpoint.ts).
import type { NextRequest } from 'next/server';
import { answerSearch } from '@/lib/search/endpoint';

export async function GET(request: NextRequest) {
  const { status, headers, body } = await answerSearch(request.nextUrl.searchParams, (name) => request.headers.get(name));
  return new Response(body, { status, headers });
}
