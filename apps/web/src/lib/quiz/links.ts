// Quiz links: `quiz:<slug>` in CMS URLs (menus, buttons, rich text) and the shareable `#quiz-<slug>` hash.
const SLUG = '[a-z0-9][a-z0-9-]{0,99}';
const QUIZ_URL = new RegExp(`^quiz:(${SLUG})$`);
const QUIZ_HASH = new RegExp(`^#quiz-(${SLUG})$`);
const QUIZ_SLUG = new RegExp(`^${SLUG}$`);

/** Whether a value has the shape of a quiz slug (checked before anything reaches the CMS). */
export function isQuizSlug(value: string): boolean {
  return QUIZ_SLUG.test(value);
}

/** The quiz a CMS URL opens (`quiz:surgelati-vero-o-falso`), or null. */
export function quizSlugFromUrl(url: string): string | null {
  return QUIZ_URL.exec(url.trim())?.[1] ?? null;
}

/** The quiz a URL hash opens (`#quiz-surgelati-vero-o-falso`), or null. */
export function quizSlugFromHash(hash: string): string | null {
  return QUIZ_HASH.exec(hash)?.[1] ?? null;
}

/** The in-page link that opens a quiz: works as a shareable hash, and the overlay handles the click. */
export function quizHash(slug: string): string {
  return `#quiz-${slug}`;
}
