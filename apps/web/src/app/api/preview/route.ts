// Turns preview on: only with the secret, only for a relative path on this site; Next's draft-mode
// cookie is signed, so a hand-made cookie does nothing.
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { previewPath } from '@/lib/cms/preview';
import { matchesSecret, previewSecret } from '@/lib/secrets';
import { isLocalPath } from '@/lib/server/request-origin';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const secret = params.get('secret');
  if (!matchesSecret(secret, previewSecret())) return new Response('Invalid preview secret', { status: 401 });
  // From the CMS's "Open preview" button: the content type and document, not a path.
  const uid = params.get('uid');
  const documentId = params.get('documentId');
  const locale = params.get('locale') === 'en' ? 'en' : 'it';
  const path = uid && documentId ? await previewPath(uid, documentId, locale) : (params.get('path') ?? '/it');
  if (!isLocalPath(path)) return new Response('The path must be a relative path on this site', { status: 400 });
  (await draftMode()).enable();
  redirect(path);
}
