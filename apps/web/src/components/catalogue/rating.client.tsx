'use client';
// Product or recipe rating: average and count, and a 1-10 vote form. Without JavaScript the form posts and
// the server redirects back; with JavaScript it posts JSON and updates in place. "Thanks" is shown
// only after the server confirmed the vote is stored. The browser remembers the visitor's vote
// (localStorage) and shows it as theirs; voting again changes it (the server counts one vote per
// visitor: app/api/ratings/route.ts).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import { pushEvent } from '@/lib/analytics';
import { VOTE_MAX, VOTE_MIN, VOTE_MESSAGES, type RATED_KINDS } from '@/lib/forms/rating';

type Summary = { average: number | null; count: number };

const VOTES_KEY = 'brina-votes';
const MAX_REMEMBERED = 200;

/** The votes this browser gave, by `kind:documentId` (unreadable storage: none). */
function rememberedVotes(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(VOTES_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function remember(key: string, vote: number) {
  try {
    const votes = Object.entries({ ...rememberedVotes(), [key]: vote }).slice(-MAX_REMEMBERED);
    localStorage.setItem(VOTES_KEY, JSON.stringify(Object.fromEntries(votes)));
  } catch {
    // Storage refused (private mode): the vote is stored on the server all the same.
  }
}
type Status = 'idle' | 'sending' | 'stored' | 'error' | 'limited' | 'invalid';

export function Rating({
  kind,
  documentId,
  locale,
  initial,
  back,
  texts,
}: {
  /** What is rated: the form field that carries its documentId. */
  kind: (typeof RATED_KINDS)[number];
  documentId: string;
  locale: 'it' | 'en';
  initial: Summary | null;
  back: string;
  texts: Texts<'rating'>;
}) {
  const t = translator(texts, 'catalogue.rating');
  const [summary, setSummary] = useState<Summary | null>(initial);
  const [status, setStatus] = useState<Status>('idle');
  const [vote, setVote] = useState<number | null>(null);
  /** The vote the server stored for this visitor, as this browser remembers it. */
  const [mine, setMine] = useState<number | null>(null);
  const name = useId();
  const key = `${kind}:${documentId}`;
  useEffect(() => {
    const kept = rememberedVotes()[key];
    if (typeof kept !== 'number' || kept < VOTE_MIN || kept > VOTE_MAX) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser-only value, read once after hydration
    setMine(kept);
    setVote(kept);
  }, [key]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (vote === null || vote < VOTE_MIN || vote > VOTE_MAX) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    try {
      const response = await fetch('/api/ratings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [kind]: documentId, vote, locale }),
      });
      if (response.status === 201) {
        const body = (await response.json()) as { summary: Summary | null };
        if (body.summary) setSummary(body.summary);
        remember(key, vote);
        setMine(vote);
        setStatus('stored');
        pushEvent('form_success', { form: kind === 'product' ? 'rating' : `${kind}_rating` });
      } else setStatus(response.status === 429 ? 'limited' : response.status === 400 ? 'invalid' : 'error');
    } catch {
      setStatus('error');
    }
  }

  const message = { stored: t('thanks'), error: t('error'), limited: t('tooMany'), invalid: VOTE_MESSAGES[locale], sending: t('sending'), idle: '' }[status];
  return (
    <section id="rating" aria-labelledby={`${name}-title`} className="rounded-2xl bg-white p-6 ring-1 ring-line" data-rating>
      <h2 id={`${name}-title`} className="font-serif text-2xl font-semibold">
        {kind === 'recipe' ? t('titleRecipe') : t('title')}
      </h2>
      <p className="mt-1" data-rating-summary>
        {summary && summary.count > 0 && summary.average !== null ? (
          <>
            <strong>{t('average', { average: summary.average.toLocaleString(locale) })}</strong> · {t('count', { count: summary.count })}
          </>
        ) : (
          t('noVotes')
        )}
      </p>
      {mine !== null ? (
        <p className="mt-1 font-semibold text-leaf" data-rating-mine={mine}>
          {t('yours', { vote: mine })}
        </p>
      ) : null}
      <form method="post" action="/api/ratings" onSubmit={submit} className="mt-4">
        <input type="hidden" name={kind} value={documentId} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="back" value={back} />
        <fieldset>
          <legend className="mb-2 font-semibold">{t('legend')}</legend>
          <div className="flex flex-wrap gap-2">
            {Array.from({ length: VOTE_MAX - VOTE_MIN + 1 }, (_, i) => i + VOTE_MIN).map((n) => (
              <label key={n} className="relative">
                <input type="radio" name="vote" value={n} required checked={vote === n} className="peer sr-only" onChange={() => setVote(n)} />
                <span className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full font-semibold ring-1 ring-line peer-checked:bg-leaf peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-sun">
                  {n}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          disabled={status === 'sending'}
          className="mt-4 rounded-full bg-leaf px-5 py-2 font-semibold text-white hover:bg-leaf-dark disabled:opacity-60"
        >
          {status === 'sending' ? t('sending') : t('submit')}
        </button>
        <p role="status" aria-live="polite" className={`mt-3 min-h-6 ${status === 'stored' ? 'text-leaf' : 'text-berry'}`} data-rating-status={status}>
          {message}
        </p>
        {/* Outcome of a form post without JavaScript: /api/ratings redirects back to #rating-<outcome>. */}
        <p id="rating-stored" className="hidden text-leaf target:block" data-rating-nojs="stored">
          {t('thanks')}
        </p>
        <p id="rating-invalid" className="hidden text-berry target:block">
          {VOTE_MESSAGES[locale]}
        </p>
        <p id="rating-limited" className="hidden text-berry target:block">
          {t('tooMany')}
        </p>
        <p id="rating-error" className="hidden text-berry target:block">
          {t('error')}
        </p>
      </form>
    </section>
  );
}
