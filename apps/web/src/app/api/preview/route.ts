// Turns preview on: only with the secret, only for a relative path on this site; Next's draft-mode
// cookie is signed, so a hand-made cookie does nothing.
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { previewSecret } from '@/lib/secrets';

export async function GET(request: NextRequest) {
  const secret = request.nextUrl.searchParams.get('secret');
  const path = request.nextUrl.searchParams.get('path') ?? '/it';
  if (!secret || secret !== previewSecret()) return new Response('Invalid preview secret', { status: 401 });
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return new Response('The path must be a relative path on this site', { status: 400 });
  (await draftMode()).enable();
  redirect(path);
}
