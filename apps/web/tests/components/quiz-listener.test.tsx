// The quiz links' listener and the dialog's code it fetches on demand (the dialog itself is a stand-in
// here): nothing is fetched before a quiz link is pointed at, focused or clicked, a failed fetch is
// only logged, and a click made while the code is on its way opens the quiz once it arrives.
// The tests run in order: the fetched code is kept for the page's lifetime, as in a browser.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuizListener } from '@/components/quiz/quiz-listener.client';

// The texts that come with the dialog's code (/api/texts in the site): the real messages here.
vi.mock('@/i18n/lazy-texts', async () => {
  const { textsFor } = await import('./intl');
  return { loadTexts: async (name: 'search' | 'quiz' | 'consent', locale: 'it' | 'en') => textsFor(locale, name) };
});

const chunk = vi.hoisted(() => ({ fetches: 0, fail: false, arrival: null as Promise<void> | null }));

vi.mock('next/navigation', () => ({ usePathname: () => '/it' }));
vi.mock('@/components/quiz/quiz-overlay.client', async () => {
  chunk.fetches += 1;
  if (chunk.arrival) await chunk.arrival;
  if (chunk.fail) throw new Error('chunk failed to load');
  const { QuizOverlay } = await import('./quiz-overlay-stand-in');
  return { QuizOverlay };
});

function page() {
  render(
    <main id="main" tabIndex={-1}>
      <a href="#contatti">Contatti</a>
      <a href="#quiz-surgelati" data-quiz="surgelati">
        Gioca ora
      </a>
      <QuizListener locale="it" />
    </main>,
  );
  return { other: screen.getByRole('link', { name: 'Contatti' }), quiz: screen.getByRole('link', { name: 'Gioca ora' }) };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/it');
  // The stand-in never reads the quiz; its request must not reach a network.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('the quiz links listener', () => {
  it('fetches nothing until a quiz link is pointed at, focused or clicked; a failed fetch is logged and the page stays as it was', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    chunk.fail = true;
    const { other, quiz } = page();
    fireEvent.pointerOver(other);
    fireEvent.focusIn(other);
    expect(chunk.fetches, 'other links fetch nothing').toBe(0);

    fireEvent.pointerOver(quiz);
    await waitFor(() => expect(chunk.fetches).toBe(1));
    expect(warn, 'a failed head start is silent').not.toHaveBeenCalled();

    const click = fireEvent.click(quiz);
    expect(click, 'the click is taken (no jump to the hash)').toBe(false);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Quiz dialog not loaded', expect.any(String)));
    expect(chunk.fetches, 'the click tries again').toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('a click made while the code is on its way opens the quiz when it arrives, once', async () => {
    chunk.fail = false;
    let arrive = () => {};
    chunk.arrival = new Promise((resolve) => (arrive = resolve));
    const { quiz } = page();
    fireEvent.click(quiz);
    fireEvent.click(quiz);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => arrive());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toBe('surgelati from Gioca ora');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
