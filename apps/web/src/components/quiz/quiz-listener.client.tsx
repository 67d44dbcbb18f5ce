'use client';
// Mounted once in the site chrome: quiz links anywhere on the page (`data-quiz`, `#quiz-<slug>`,
// `quiz:`; also links added later) and the `#quiz-<slug>` hash open the quiz dialog. The dialog's
// code (quiz-overlay.client.tsx) and texts are fetched when a quiz link is pointed at or focused, or at the
// latest on the click, so it is not part of every page's first-load JavaScript.
import { usePathname } from 'next/navigation';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { loadTexts } from '@/i18n/lazy-texts';
import type { Texts } from '@/i18n/texts';
import { loadOnce } from '@/lib/load-once';
import { listen, stopAll } from '@/lib/listen';
import { loadQuiz } from '@/lib/quiz/load';
import { quizSlugFromHash, quizSlugFromUrl } from '@/lib/quiz/links';
import type { QuizOverlayProps, QuizRequest } from './quiz-overlay.client';

const loadCode = loadOnce(() => import('./quiz-overlay.client').then((module) => module.QuizOverlay));

type Loaded = { Overlay: ComponentType<QuizOverlayProps>; texts: Texts<'quiz'> };

const loadOverlay = (locale: string): Promise<Loaded> => Promise.all([loadCode(), loadTexts('quiz', locale)]).then(([Overlay, texts]) => ({ Overlay, texts }));

/** The quiz a link opens: `data-quiz`, a `#quiz-<slug>` link to this page, or a raw `quiz:` URL. */
function quizOfLink(anchor: HTMLAnchorElement): string | null {
  const data = anchor.dataset.quiz;
  if (data) return data;
  const href = anchor.getAttribute('href') ?? '';
  if (href.startsWith('#')) return quizSlugFromHash(href);
  return quizSlugFromUrl(href);
}

const quizLinkOf = (target: EventTarget | null) => {
  const anchor = target instanceof Element ? target.closest('a') : null;
  const slug = anchor ? quizOfLink(anchor) : null;
  return anchor && slug ? { anchor, slug } : null;
};

export function QuizListener({ locale }: { locale: string }) {
  const pathname = usePathname();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [request, setRequest] = useState<QuizRequest | null>(null);

  const start = useCallback(
    (slug: string, from: HTMLElement | null) => {
      // The quiz's data and the dialog's code travel together; the request waits for the code.
      const quiz = loadQuiz(slug, locale);
      const page = window.location.pathname;
      loadOverlay(locale).then(
        (dialog) => {
          setLoaded(dialog);
          // A navigation while the code was on its way cancels the opening, as it closes an open quiz.
          if (window.location.pathname !== page) return;
          setRequest({ slug, from, quiz });
        },
        (error: unknown) => {
          // Like a quiz that cannot be loaded: logged only, the page stays as it was.
          console.warn('Quiz dialog not loaded', error instanceof Error ? error.message : String(error));
        },
      );
    },
    [locale],
  );

  // Links anywhere on the page (rich text, sections, menus) and the shareable hash.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = quizLinkOf(e.target);
      if (!link) return;
      e.preventDefault();
      start(link.slug, link.anchor);
    };
    const onHash = () => {
      const slug = quizSlugFromHash(window.location.hash);
      if (slug) start(slug, document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);
    };
    return stopAll(listen(document, 'click', onClick), listen(window, 'hashchange', onHash));
  }, [start]);

  // On load (and after a navigation to a page with the hash): `#quiz-<slug>` opens that quiz.
  useEffect(() => {
    const slug = quizSlugFromHash(window.location.hash);
    if (slug) start(slug, null);
  }, [pathname, start]);

  // A pointer over a quiz link, or the focus on one, is the moment to fetch the dialog's code.
  useEffect(() => {
    if (loaded) return;
    const onIntent = (e: Event) => {
      if (!quizLinkOf(e.target)) return;
      loadOverlay(locale).then(
        (dialog) => setLoaded(dialog),
        // Only a head start: the click fetches again and logs a failure.
        () => undefined,
      );
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [loaded, locale]);

  return loaded ? <loaded.Overlay request={request} texts={loaded.texts} /> : null;
}
