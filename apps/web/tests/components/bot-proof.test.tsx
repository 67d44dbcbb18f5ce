// The bot check shared by the contact forms and the careers wizard: when the widget cannot load,
// the visitor reads the spec's 'Failed to load script' with the screen's own help and retry texts
// (the wizard's come from its props, without a messages provider; the forms' from contacts.bot).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../messages/en.json';
import it_ from '../../messages/it.json';
import { BotProofField, BotProofWidget } from '@/components/forms/bot-proof.client';
import { textsFor } from './intl';

const widgetLoads = vi.hoisted(() => ({ count: 0 }));

// The widget's first module fails to load, as when a network error or a blocker stops the chunk.
vi.mock('altcha/i18n/it', () => {
  widgetLoads.count += 1;
  throw new Error('chunk blocked');
});

const protection = { mode: 'altcha', challengeUrl: '/api/altcha/challenge' } as const;

describe('bot check', () => {
  it('shows the texts its screen passes, with no messages provider, and retries the load', async () => {
    const user = userEvent.setup();
    const texts = {
      title: 'Verifica anti-spam',
      loadFailed: 'Non è stato possibile caricare la verifica.',
      executeFailed: 'Verifica non riuscita.',
      retry: 'Riprova ora',
    };
    render(<BotProofWidget protection={protection} action="careers" locale="it" texts={texts} />);
    expect(screen.getByText('Verifica anti-spam')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load script');
    expect(alert.textContent).toContain(texts.loadFailed);
    expect(document.querySelector('[data-bot-proof="altcha"]')?.getAttribute('data-bot-status')).toBe('load-failed');

    const before = widgetLoads.count;
    await user.click(screen.getByRole('button', { name: 'Riprova ora' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(widgetLoads.count, 'the retry asks for the widget again').toBeGreaterThan(before);
  });

  it.each([
    ['it', it_],
    ['en', en],
  ] as const)('the forms read their texts from the %s messages and show no title', async (locale, messages) => {
    render(<BotProofField protection={protection} action="contact" locale={locale} texts={textsFor(locale, 'form')} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.contacts.bot.loadFailed);
    expect(screen.getByRole('button', { name: messages.contacts.bot.retry })).toBeTruthy();
    expect(document.querySelector('[data-bot-proof] > p.font-semibold:first-child')).toBeNull();
  });
});
