// The browser's request for a quiz (GET /api/quiz): one request per quiz and language per page
// load, started by the quiz links' listener while the dialog's code is still on its way.
import type { Quiz } from '../cms/quiz';

export class QuizLoadError extends Error {
  constructor(
    readonly slug: string,
    readonly status: number,
  ) {
    super(`Quiz ${slug} could not be loaded (status ${status})`);
    this.name = 'QuizLoadError';
  }
}

function isQuiz(value: unknown): value is Quiz {
  return (
    typeof value === 'object' && value !== null && 'slug' in value && typeof value.slug === 'string' && 'statements' in value && Array.isArray(value.statements)
  );
}

// A failure is forgotten so a later click retries.
const loads = new Map<string, Promise<Quiz>>();

export function loadQuiz(slug: string, locale: string): Promise<Quiz> {
  const key = `${locale}:${slug}`;
  const known = loads.get(key);
  if (known) return known;
  const load = fetch(`/api/quiz?slug=${encodeURIComponent(slug)}&locale=${encodeURIComponent(locale)}`, { headers: { Accept: 'application/json' } }).then(
    async (response) => {
      const body: unknown = response.ok ? await response.json() : null;
      if (!isQuiz(body)) throw new QuizLoadError(slug, response.status);
      return body;
    },
  );
  load.catch(() => loads.delete(key));
  loads.set(key, load);
  return load;
}
