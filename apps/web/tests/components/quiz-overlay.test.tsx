// The quiz overlay driven like a visitor would, through the listener the site chrome mounts (which
// fetches the dialog's code on demand): a quiz link opens it, statements are answered right and
// wrong, back works from both views, the final screen scores, closing resets and gives focus back.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuizListener } from '@/components/quiz/quiz-listener.client';
import type { Quiz } from '@/lib/cms/quiz';

// The texts that come with the dialog's code (/api/texts in the site): the real messages here.
vi.mock('@/i18n/lazy-texts', async () => {
  const { textsFor } = await import('./intl');
  return { loadTexts: async (name: 'search' | 'quiz' | 'consent', locale: 'it' | 'en') => textsFor(locale, name) };
});

vi.mock('next/navigation', () => ({ usePathname: () => '/it' }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const image = (alt: string) => ({ url: `http://cms.test/uploads/${alt}.jpg`, alt, width: 600, height: 400, mime: 'image/jpeg', formats: [] });

// Each test gets its own slug: loaded quizzes are kept for the page's lifetime.
let slugCounter = 0;
function makeQuiz(slug: string): Quiz {
  return {
    slug,
    title: 'Surgelati: vero o falso?',
    statements: [
      {
        id: 'a',
        statement: 'Le verdure surgelate perdono le vitamine.',
        correct: false,
        explanation: 'Falso: le conservano.',
        questionImage: image('domanda-1'),
        answerImage: image('risposta-1'),
      },
      { id: 'b', statement: 'Si cuociono senza scongelarle.', correct: true, explanation: 'Vero: sono già scottate.', questionImage: null, answerImage: null },
    ],
    final: {
      image: image('finale'),
      title: 'Ora sai tutto!',
      description: 'Prova le nostre ricette.',
      cta: { label: 'Scopri le ricette', url: '/it/ricette', external: false },
    },
  };
}

function stubQuizApi(quiz: Quiz | null, status = 200) {
  const api = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(quiz ?? { error: 'x' }), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', api);
  return api;
}

function page(slug: string) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <>
      <main id="main" tabIndex={-1}>
        <a href={`#quiz-${slug}`} data-quiz={slug}>
          Gioca ora
        </a>
        <div dangerouslySetInnerHTML={{ __html: `<p>Dal testo: <a href="#quiz-${slug}" data-quiz="${slug}">mettiti alla prova</a></p>` }} />
      </main>
      <QuizListener locale="it" />
    </>,
  );
  return { user, view, link: screen.getByRole('link', { name: 'Gioca ora' }) };
}

const dialog = () => screen.getByRole('dialog');
const answerButton = (name: 'Vero' | 'Falso') => screen.getByRole('button', { name });

beforeEach(() => {
  slugCounter += 1;
  window.dataLayer = [];
  window.history.replaceState(null, '', '/it');
});
afterEach(() => vi.restoreAllMocks());

// A whole play-through is many clicks: generous on a busy machine.
describe('the quiz overlay', { timeout: 20_000 }, () => {
  it('opens from a quiz link as a modal dialog, loads the quiz once on demand and names it in the hash', async () => {
    const slug = `quiz-${slugCounter}`;
    const api = stubQuizApi(makeQuiz(slug));
    const { user, link } = page(slug);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(link);
    await screen.findByText('Le verdure surgelate perdono le vitamine.');
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(api).toHaveBeenCalledTimes(1);
    expect(String(api.mock.calls[0]?.[0])).toBe(`/api/quiz?slug=${slug}&locale=it`);
    expect(window.location.hash).toBe(`#quiz-${slug}`);
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByText('1 di 2')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'domanda-1' }).className).toContain('w-[150px]');
    expect(screen.getByRole('img', { name: 'domanda-1' }).className).toContain('md:w-[300px]');
    // The statement takes focus and the step is announced.
    expect(document.activeElement?.textContent).toBe('Le verdure surgelate perdono le vitamine.');
    expect(document.querySelector('[aria-live]')?.textContent).toBe('Affermazione 1 di 2');
  });

  it('plays through with a wrong and a right answer, back from both views, to the scored final screen', async () => {
    const slug = `quiz-${slugCounter}`;
    stubQuizApi(makeQuiz(slug));
    const { user } = page(slug);
    await user.click(screen.getByRole('link', { name: 'mettiti alla prova' }));
    await screen.findByText('1 di 2');
    expect(screen.queryByRole('button', { name: 'Indietro' }), 'no back on the first question').toBeNull();

    await user.click(answerButton('Vero'));
    expect(screen.getByRole('heading', { name: 'Risposta sbagliata' })).toBeTruthy();
    expect(screen.getByText('La risposta corretta è: Falso')).toBeTruthy();
    expect(screen.getByText('Falso: le conservano.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'risposta-1' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Risposta sbagliata');

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(answerButton('Falso')).toBeTruthy();
    await user.click(answerButton('Falso'));
    expect(screen.getByRole('heading', { name: 'Risposta esatta!' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByText('2 di 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByRole('heading', { name: 'Risposta esatta!' }), 'back from a question shows the previous statement').toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await user.click(answerButton('Falso'));
    expect(screen.getByRole('heading', { name: 'Risposta sbagliata' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vedi il risultato' }));

    expect(screen.getByRole('heading', { name: 'Ora sai tutto!' })).toBeTruthy();
    expect(screen.getByText('Una risposta esatta su 2.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scopri le ricette' }).getAttribute('href')).toBe('/it/ricette');
    expect(window.dataLayer).toContainEqual({ event: 'quiz_complete', quizSlug: slug, correct: 1, total: 2 });
  });

  it('Escape closes, resets, clears the hash, unlocks scrolling and gives focus back to the link; reopening starts over', async () => {
    const slug = `quiz-${slugCounter}`;
    const api = stubQuizApi(makeQuiz(slug));
    const { user, link } = page(slug);
    await user.click(link);
    await screen.findByText('1 di 2');
    await user.click(answerButton('Falso'));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(link);

    await user.click(link);
    await screen.findByText('1 di 2');
    expect(api, 'loaded once per page').toHaveBeenCalledTimes(1);
  });

  it('the close button and a click on the backdrop close it too', async () => {
    const slug = `quiz-${slugCounter}`;
    stubQuizApi(makeQuiz(slug));
    const { user, link } = page(slug);
    await user.click(link);
    await screen.findByText('1 di 2');
    await user.click(screen.getByRole('button', { name: 'Chiudi il quiz' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(link);
    await screen.findByText('1 di 2');
    await user.click(document.querySelector<HTMLElement>('[data-quiz-backdrop]') ?? document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('a quiz link added to the page after it loaded opens it too', async () => {
    const slug = `quiz-${slugCounter}`;
    stubQuizApi(makeQuiz(slug));
    const { user } = page(slug);
    const later = document.createElement('a');
    later.href = `#quiz-${slug}`;
    later.textContent = 'Arrivato dopo';
    document.getElementById('main')?.append(later);
    await user.click(screen.getByRole('link', { name: 'Arrivato dopo' }));
    await screen.findByText('1 di 2');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(later);
  });

  it('a link clicked with a modifier key is left to the browser', async () => {
    const slug = `quiz-${slugCounter}`;
    const api = stubQuizApi(makeQuiz(slug));
    const { user, link } = page(slug);
    const clicks: boolean[] = [];
    // Registered after the listener's, so it sees whether the listener took the click; then it
    // stops jsdom from following the hash (a browser would open a new tab).
    const record = (e: MouseEvent) => {
      clicks.push(e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', record, { once: true });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(clicks).toEqual([false]);
    expect(api).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the URL hash on load', async () => {
    const slug = `quiz-${slugCounter}`;
    stubQuizApi(makeQuiz(slug));
    window.history.replaceState(null, '', `/it#quiz-${slug}`);
    page(slug);
    expect(await screen.findByText('Le verdure surgelate perdono le vitamine.')).toBeTruthy();
  });

  it('a quiz that cannot be loaded is only logged: no dialog, the page stays usable', async () => {
    const slug = `quiz-${slugCounter}`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubQuizApi(null, 503);
    const { user, link } = page(slug);
    await user.click(link);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(window.location.hash).toBe('');
    await act(async () => link.focus());
    expect(document.activeElement).toBe(link);
  });
});
