// Called by the CMS webhook on create/update/delete/publish/unpublish: revalidates the changed
// content type's cache tag (both locales, old and new slugs: every page reading that type), then
// announces the change so every instance runs its content-change work (lib/broadcast.ts).
import { type NextRequest, after } from 'next/server';
import { announceContentChange } from '@/lib/broadcast';
import { RATING_MODELS, ratedField, ratingTag } from '@/lib/cms/ratings';
import { GLOBAL_MODELS, TAGS } from '@/lib/cms/tags';
import { log } from '@/lib/log';
import { expirePages, expireTags } from '@/lib/page-cache';
import { ratedPages } from '@/lib/server/known-paths';
import { matchesSecret, revalidateSecret } from '@/lib/secrets';
import { BodyTooLargeError, bodyTooLarge, readJsonBody } from '@/lib/server/request-body';

/** The CMS's webhook carries the changed entry; a large rich-text entry is well under this. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export async function POST(request: NextRequest) {
  if (!matchesSecret(request.headers.get('x-revalidate-secret'), revalidateSecret())) {
    return Response.json({ error: 'Invalid secret' }, { status: 401 });
  }
  let body: unknown;
  try {
    body = await readJsonBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return bodyTooLarge(error);
    return Response.json({ error: 'The body must be JSON' }, { status: 400 });
  }
  const event = typeof body === 'object' && body !== null && 'event' in body ? String(body.event) : '';
  const model = typeof body === 'object' && body !== null && 'model' in body ? String(body.model) : '';
  if (!event) return Response.json({ error: 'event is required' }, { status: 400 });
  const entry = typeof body === 'object' && body !== null && 'entry' in body ? body.entry : undefined;
  // A visitor's vote changes one document's average: only that document's tag and pages (issue 33),
  // not a content change (the search index and the kept lists do not hold votes).
  const rated = RATING_MODELS[model];
  if (rated && !event.startsWith('media.')) {
    const documentId = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[ratedField(rated)] : undefined;
    if (typeof documentId !== 'string' || !documentId) return Response.json({ revalidated: [] });
    const tags = [ratingTag(rated, documentId)];
    expirePages(tags, await ratedPages(rated, documentId).catch(() => () => false));
    log.info({ event, model, tags }, 'revalidated');
    return Response.json({ revalidated: tags });
  }
  // Revalidated tags are served fresh on the next request (no stale window), so a publish shows at once.
  const tags = event.startsWith('media.') || !model ? [TAGS.all] : [TAGS.type(model), ...(GLOBAL_MODELS.has(model) ? [TAGS.global] : [])];
  // The pages the server keeps (page-cache.mjs) go at once; the other instances' go with the
  // content-change announcement below.
  expireTags(tags);
  // After the response: Next applies the revalidations before it ends the response, so the
  // content-change work (here and in the other instances) reads the new content, not the cache.
  after(() => announceContentChange({ event, model, entry, tags }));
  log.info({ event, model, tags }, 'revalidated');
  return Response.json({ revalidated: tags });
}
