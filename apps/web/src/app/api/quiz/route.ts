// The quiz overlay's data, loaded by the browser on demand: one quiz per slug and locale, from the
// CMS answer cached under the quiz tag (the webhook refreshes it). A failure is logged, never shown.
import type { NextRequest } from 'next/server';
import { isPreview } from '@/lib/cms/client';
import { getQuiz } from '@/lib/cms/quiz';
import { log } from '@/lib/log';
import { isQuizSlug } from '@/lib/quiz/links';
import { LOCALES, type Locale } from '@/lib/routing/routes';

const isLocale = (value: string | null): value is Locale => LOCALES.some((l) => l === value);

export async function GET(request: NextRequest) {
  const slug = request.nextUrl.searchParams.get('slug') ?? '';
  const locale = request.nextUrl.searchParams.get('locale');
  if (!isQuizSlug(slug) || !isLocale(locale)) return Response.json({ error: 'slug and locale (it or en) are required' }, { status: 400 });
  // Drafts (preview) are never kept by a browser or a proxy; published quizzes briefly.
  const cacheControl = (await isPreview()) ? 'private, no-store' : 'public, max-age=60';
  try {
    const quiz = await getQuiz(slug, locale);
    if (!quiz) return Response.json({ error: 'No such quiz' }, { status: 404, headers: { 'Cache-Control': cacheControl } });
    return Response.json(quiz, { headers: { 'Cache-Control': cacheControl } });
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error), slug, locale }, 'quiz load failed');
    return Response.json({ error: 'The quiz cannot be loaded now' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
