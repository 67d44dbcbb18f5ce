// 'ESCI': turns preview off and goes to the home page.
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const locale = request.nextUrl.searchParams.get('locale') === 'en' ? 'en' : 'it';
  redirect(`/${locale}`);
}
