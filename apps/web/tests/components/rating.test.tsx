// The product rating: a 1-10 vote posted as JSON; "thanks" only after the server stored it,
// and a message for every refusal or failure.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Rating } from '@/components/catalogue/rating.client';
import { textsFor, type TestLocale } from './intl';

const PRODUCT = 'abcdefghij1234567890abcd';

// A vote stored by one test is remembered by the browser (localStorage): each test starts with none.
beforeEach(() => localStorage.clear());

function renderRating(locale: TestLocale = 'it', initial: { average: number | null; count: number } | null = { average: 7.5, count: 2 }) {
  render(
    <Rating kind="product" documentId={PRODUCT} locale={locale} initial={initial} back="/it/prodotti/frutta/mirtilli" texts={textsFor(locale, 'rating')} />,
  );
  return { status: () => screen.getByRole('status'), summary: () => screen.getByText((_, el) => el?.hasAttribute('data-rating-summary') ?? false) };
}

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

async function vote(n: number) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: String(n) }));
  await user.click(screen.getByRole('button', { name: /Invia il voto|Send your vote/ }));
}

describe('Rating', () => {
  it('shows the average and the count, and offers exactly the votes 1 to 10 as a required choice', () => {
    const { summary } = renderRating();
    expect(summary().textContent).toBe('Voto medio 7,5 su 10 · 2 voti');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(radios.every((r) => r.hasAttribute('required') && r.getAttribute('name') === 'vote')).toBe(true);
  });

  it('invites the first vote when there is none', () => {
    const { summary } = renderRating('it', null);
    expect(summary().textContent).toBe('Sii il primo a votare.');
  });

  it('refuses to send without a vote and says the vote must be 1 to 10', () => {
    const fetchMock = answer(201, { summary: null });
    vi.stubGlobal('fetch', fetchMock);
    const { status } = renderRating();
    // A browser without constraint validation submits the form as it is.
    fireEvent.submit(screen.getByRole('button', { name: 'Invia il voto' }).closest('form') as HTMLFormElement);
    expect(status().textContent).toBe('Il voto deve essere un valore da 1 a 10');
    expect(status().getAttribute('data-rating-status')).toBe('invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the vote and thanks only once the server stored it, with the new summary', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { status, summary } = renderRating();
    await vote(7);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/ratings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ product: PRODUCT, vote: 7, locale: 'it' }),
    });
    expect(status().getAttribute('data-rating-status')).toBe('sending');
    expect(screen.getByRole('button', { name: 'Invio in corso…' }).hasAttribute('disabled')).toBe(true);
    expect(status().textContent).not.toContain('Grazie');

    release(new Response(JSON.stringify({ summary: { average: 7.3, count: 3 } }), { status: 201 }));
    expect(await screen.findByText('Grazie, abbiamo ricevuto il tuo voto.', { selector: '[role="status"]' })).not.toBeNull();
    expect(status().getAttribute('data-rating-status')).toBe('stored');
    expect(summary().textContent).toBe('Voto medio 7,3 su 10 · 3 voti');
    expect(screen.getByRole('button', { name: 'Invia il voto' }).hasAttribute('disabled')).toBe(false);
  });

  it.each([
    [400, 'invalid', 'Il voto deve essere un valore da 1 a 10'],
    [429, 'limited', 'Hai già votato più volte: riprova più tardi.'],
    [500, 'error', 'Non siamo riusciti a registrare il voto. Riprova tra poco.'],
    [502, 'error', 'Non siamo riusciti a registrare il voto. Riprova tra poco.'],
  ])('an answer %i shows the "%s" message and keeps the summary', async (code, outcome, message) => {
    vi.stubGlobal('fetch', answer(code, { error: 'x' }));
    const { status, summary } = renderRating();
    await vote(4);
    expect(await screen.findByText(message, { selector: '[role="status"]' })).not.toBeNull();
    expect(status().getAttribute('data-rating-status')).toBe(outcome);
    expect(summary().textContent).toBe('Voto medio 7,5 su 10 · 2 voti');
  });

  it('a network failure shows the error message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { status } = renderRating();
    await vote(10);
    expect(await screen.findByText('Non siamo riusciti a registrare il voto. Riprova tra poco.', { selector: '[role="status"]' })).not.toBeNull();
    expect(status().getAttribute('data-rating-status')).toBe('error');
  });

  it('speaks English on English pages, and posts the English locale', async () => {
    const fetchMock = answer(201, { summary: { average: 8, count: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const { summary } = renderRating('en', { average: 8.5, count: 4 });
    expect(summary().textContent).toBe('Average rating 8.5 out of 10 · 4 votes');
    fireEvent.submit(screen.getByRole('button', { name: 'Send your vote' }).closest('form') as HTMLFormElement);
    expect(screen.getByRole('status').textContent).toBe('The vote must be a value from 1 to 10');
    await vote(9);
    expect(await screen.findByText('Thank you, we have received your vote.', { selector: '[role="status"]' })).not.toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ product: PRODUCT, vote: 9, locale: 'en' });
    expect(summary().textContent).toBe('Average rating 8 out of 10 · 1 vote');
  });
});

describe('Rating of a recipe', () => {
  it('is titled for the recipe and posts the recipe (JSON and the no-JavaScript form alike)', async () => {
    const fetchMock = answer(201, { summary: { average: 9, count: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(
      <Rating kind="recipe" documentId={PRODUCT} locale="it" initial={null} back="/it/ricette/primi-piatti/risotto" texts={textsFor('it', 'rating')} />,
    );
    expect(screen.getByRole('heading', { name: 'Vota questa ricetta' })).not.toBeNull();
    const hidden = container.querySelector('input[type="hidden"][value="' + PRODUCT + '"]');
    expect(hidden?.getAttribute('name')).toBe('recipe');
    await vote(9);
    expect(await screen.findByText('Grazie, abbiamo ricevuto il tuo voto.', { selector: '[role="status"]' })).not.toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ recipe: PRODUCT, vote: 9, locale: 'it' });
  });

  it("remembers the visitor's vote and shows it as theirs after a reload; voting again changes it", async () => {
    localStorage.clear();
    vi.stubGlobal('fetch', answer(201, { stored: true, summary: { average: 8, count: 3 } }));
    const first = render(
      <Rating kind="recipe" documentId={PRODUCT} locale="it" initial={{ average: 7.5, count: 2 }} back="/it/ricette/x/y" texts={textsFor('it', 'rating')} />,
    );
    await vote(8);
    expect(await screen.findByText('Il tuo voto: 8. Puoi cambiarlo quando vuoi.')).toBeTruthy();
    first.unmount();

    render(
      <Rating kind="recipe" documentId={PRODUCT} locale="it" initial={{ average: 8, count: 3 }} back="/it/ricette/x/y" texts={textsFor('it', 'rating')} />,
    );
    expect(await screen.findByText('Il tuo voto: 8. Puoi cambiarlo quando vuoi.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '8' }) as HTMLInputElement).checked).toBe(true);
    vi.stubGlobal('fetch', answer(201, { stored: true, summary: { average: 7.5, count: 3 } }));
    await vote(6);
    expect(await screen.findByText('Il tuo voto: 6. Puoi cambiarlo quando vuoi.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('brina-votes') ?? '{}')).toEqual({ [`recipe:${PRODUCT}`]: 6 });
  });
});
