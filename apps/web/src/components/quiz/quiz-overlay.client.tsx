'use client';
// The quiz dialog, fetched on demand by the quiz links' listener (quiz-listener.client.tsx), which
// hands it each request to open a quiz: a modal dialog (ui/use-modal.ts: focus moved in and kept,
// Escape, page scroll locked, the page behind inert; steps announced) that shows the quiz once loaded. Closing resets everything,
// clears the hash and gives focus back to the link. A failed load is only logged.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import { pushEvent } from '@/lib/analytics';
import type { Quiz } from '@/lib/cms/quiz';
import { CLOSED, type QuizState, canGoBack, quizReducer, score } from '@/lib/quiz/machine';
import { quizHash, quizSlugFromHash } from '@/lib/quiz/links';
import { CloseButton } from '../ui/close-button';
import { CmsImage } from '../ui/cms-image';
import { useModal } from '../ui/use-modal';

const IMAGE_CLASS = 'mx-auto block h-auto w-[150px] rounded-2xl md:w-[300px]';
const IMAGE_SIZES = '(min-width: 768px) 300px, 150px';

/** One opening of the quiz: which quiz, the element to give focus back to, its data on the way. A new object opens it again. */
export type QuizRequest = { slug: string; from: HTMLElement | null; quiz: Promise<Quiz> };
export type QuizOverlayProps = { request: QuizRequest | null; texts: Texts<'quiz'> };

function setHash(hash: string): void {
  const { pathname, search } = window.location;
  // replaceState keeps Next's own history state and adds no history entry.
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

export function QuizOverlay({ request, texts }: QuizOverlayProps) {
  const t = translator(texts, 'quiz');
  const pathname = usePathname();
  const [state, dispatch] = useReducer(quizReducer, CLOSED);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = state.status !== 'closed';

  // Each request (a quiz link, the hash) opens its quiz from the start.
  useEffect(() => {
    if (!request) return;
    const { slug, from, quiz } = request;
    opener.current = from;
    dispatch({ type: 'open', slug });
    quiz.then(
      (loaded) => dispatch({ type: 'loaded', quiz: loaded }),
      (error: unknown) => {
        // The spec: a quiz that cannot be loaded is logged only; the page stays as it was.
        console.warn('Quiz not loaded', error instanceof Error ? error.message : String(error));
        dispatch({ type: 'failed', slug });
      },
    );
  }, [request]);
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  // A navigation closes the quiz (state adjusted while rendering, not in an effect).
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    if (open) dispatch({ type: 'close' });
  }

  // While open: the hash names the quiz; the dialog is modal (focus kept in, Escape, no scroll behind).
  const slug = state.status === 'closed' ? null : state.status === 'loading' ? state.slug : state.quiz.slug;
  useEffect(() => {
    if (!slug) return undefined;
    if (window.location.hash !== quizHash(slug)) setHash(quizHash(slug));
    return () => {
      if (quizSlugFromHash(window.location.hash)) setHash('');
    };
  }, [slug]);
  useModal({ open: slug !== null, panel, onClose: close, returnFocus: () => opener.current });

  // Each new step takes focus (its heading), so keyboard and screen-reader users land on it.
  const step = state.status === 'question' || state.status === 'answer' ? `${state.status}-${state.index}` : state.status;
  useEffect(() => {
    stepHeading.current?.focus();
  }, [step]);

  // Completing the quiz is an event for the tag manager (once per arrival on the final screen).
  const reported = useRef<QuizState | null>(null);
  useEffect(() => {
    if (state.status !== 'final' || reported.current === state) return;
    reported.current = state;
    pushEvent('quiz_complete', { quizSlug: state.quiz.slug, correct: score(state.quiz, state.answers), total: state.quiz.statements.length });
  }, [state]);

  if (!open) return null;

  const total = state.status === 'loading' ? 0 : state.quiz.statements.length;
  const answerLabel = (value: boolean) => (value ? t('true') : t('false'));
  let announcement = '';
  let content: ReactNode;
  let next: ReactNode = null;
  if (state.status === 'loading') {
    announcement = t('loading');
    content = <p className="py-10 text-center text-lg">{t('loading')}</p>;
  } else if (state.status === 'question' || state.status === 'answer') {
    const statement = state.quiz.statements[state.index];
    if (!statement) return null;
    const given = state.answers[state.index];
    const right = given === statement.correct;
    const progress = t('progress', { n: state.index + 1, total });
    const last = state.index + 1 === total;
    announcement =
      state.status === 'question'
        ? t('announceQuestion', { n: state.index + 1, total })
        : `${right ? t('right') : t('wrong')} ${t('correctAnswer', { answer: answerLabel(statement.correct) })}`;
    content =
      state.status === 'question' ? (
        <div data-quiz-view="question">
          <p className="text-sm font-semibold uppercase tracking-wide text-leaf" data-quiz-progress>
            {progress}
          </p>
          <h3 ref={stepHeading} tabIndex={-1} className="mt-2 font-serif text-2xl font-semibold focus:outline-none md:text-3xl">
            {statement.statement}
          </h3>
          {statement.questionImage ? <CmsImage media={statement.questionImage} sizes={IMAGE_SIZES} className={`mt-6 ${IMAGE_CLASS}`} priority /> : null}
          <div role="group" aria-label={t('yourAnswer')} className="mt-8 grid grid-cols-2 gap-3">
            {[true, false].map((value) => (
              <button
                key={String(value)}
                type="button"
                onClick={() => dispatch({ type: 'answer', value })}
                className="rounded-full border-2 border-leaf px-6 py-3 text-lg font-semibold text-leaf hover:bg-leaf hover:text-white"
                data-quiz-answer={value ? 'vero' : 'falso'}
              >
                {answerLabel(value)}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <div data-quiz-view="answer" data-quiz-outcome={right ? 'right' : 'wrong'}>
          <p className="text-sm font-semibold uppercase tracking-wide text-leaf" data-quiz-progress>
            {progress}
          </p>
          <h3
            ref={stepHeading}
            tabIndex={-1}
            className={`mt-2 font-serif text-2xl font-semibold focus:outline-none md:text-3xl ${right ? 'text-leaf' : 'text-berry'}`}
          >
            {right ? t('right') : t('wrong')}
          </h3>
          <p className="mt-2 text-ink-soft">{statement.statement}</p>
          <p className="mt-4 font-semibold" data-quiz-correct>
            {t('correctAnswer', { answer: answerLabel(statement.correct) })}
          </p>
          {statement.explanation ? <p className="mt-2 leading-relaxed">{statement.explanation}</p> : null}
          {statement.answerImage ? <CmsImage media={statement.answerImage} sizes={IMAGE_SIZES} className={`mt-6 ${IMAGE_CLASS}`} priority /> : null}
        </div>
      );
    if (state.status === 'answer') {
      next = (
        <button
          type="button"
          onClick={() => dispatch({ type: 'next' })}
          className="ml-auto rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-leaf-dark"
          data-quiz-next
        >
          {last ? t('seeResult') : t('next')}
        </button>
      );
    }
  } else {
    const { final } = state.quiz;
    const correct = score(state.quiz, state.answers);
    announcement = `${t('announceFinal')}. ${t('score', { correct, total })}`;
    content = (
      <div data-quiz-view="final" className="text-center">
        {final.image ? <CmsImage media={final.image} sizes={IMAGE_SIZES} className={IMAGE_CLASS} priority /> : null}
        <h3 ref={stepHeading} tabIndex={-1} className="mt-6 font-serif text-3xl font-semibold focus:outline-none">
          {final.title}
        </h3>
        <p className="mt-3 text-lg font-semibold text-leaf" data-quiz-score>
          {t('score', { correct, total })}
        </p>
        {final.description ? <p className="mx-auto mt-3 max-w-prose leading-relaxed">{final.description}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {final.cta ? (
            final.cta.external ? (
              <a
                href={final.cta.url}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-leaf-dark"
                data-quiz-cta
              >
                {final.cta.label}
              </a>
            ) : (
              <Link href={final.cta.url} onClick={close} className="rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-leaf-dark" data-quiz-cta>
                {final.cta.label}
              </Link>
            )
          ) : null}
          <button
            type="button"
            onClick={() => dispatch({ type: 'restart' })}
            className="rounded-full border-2 border-leaf px-6 py-3 font-semibold text-leaf hover:bg-frost"
            data-quiz-restart
          >
            {t('restart')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div
      className="fixed inset-0 z-[65] flex items-center justify-center bg-ink/60 p-3 md:p-6"
      onClick={(e) => e.target === e.currentTarget && close()}
      data-quiz-backdrop
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={state.status === 'loading'}
        tabIndex={-1}
        className="relative max-h-[calc(100dvh-1.5rem)] w-full max-w-2xl overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl focus:outline-none md:max-h-[calc(100dvh-3rem)] md:p-10"
        data-quiz-dialog={slug ?? ''}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="pt-2 text-sm font-semibold uppercase tracking-wide text-ink-soft">
            {state.status === 'loading' ? t('loading') : state.quiz.title}
          </h2>
          <CloseButton label={t('close')} onClose={close} className="-mr-2 -mt-2 shrink-0" />
        </div>
        <p aria-live="polite" aria-atomic="true" className="sr-only" data-quiz-announcement>
          {announcement}
        </p>
        {content}
        {canGoBack(state) || next ? (
          <div className="mt-8 flex items-center justify-between gap-3">
            {canGoBack(state) ? (
              <button
                type="button"
                onClick={() => dispatch({ type: 'back' })}
                className="inline-flex items-center gap-1 rounded-full py-3 pl-2 pr-4 font-semibold text-ink-soft hover:bg-frost"
                data-quiz-back
              >
                <svg
                  aria-hidden="true"
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M15 18l-6-6 6-6" />
                </svg>
                {t('back')}
              </button>
            ) : null}
            {next}
          </div>
        ) : null}
      </div>
    </div>
  );
}
