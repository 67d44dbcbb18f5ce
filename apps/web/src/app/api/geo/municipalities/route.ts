// The municipalities of one province for the careers wizard's cascading selects
// (`?district=FC`). Answered from the cached CMS lists: an unknown province never reaches the CMS.
import type { NextRequest } from 'next/server';
import { listMunicipalities } from '@/lib/cms/careers';
import { CmsUnavailableError } from '@/lib/cms/client';
import { retryAfterSeconds } from '@/lib/cms/health';

export async function GET(request: NextRequest) {
  const district = request.nextUrl.searchParams.get('district') ?? '';
  if (!/^[A-Z]{2}$/.test(district)) return Response.json({ error: 'district must be a province abbreviation (FC, RO...)' }, { status: 400 });
  try {
    const municipalities = await listMunicipalities(district);
    if (!municipalities) return Response.json({ error: 'Unknown province' }, { status: 404 });
    // The list changes only when ISTAT's does: browsers and CDNs may keep it for a day.
    return Response.json({ district, municipalities }, { headers: { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' } });
  } catch (error) {
    if (error instanceof CmsUnavailableError) {
      return Response.json(
        { error: 'The list of municipalities is temporarily unavailable' },
        { status: 503, headers: { 'Retry-After': String(retryAfterSeconds()) } },
      );
    }
    throw error;
  }
}
