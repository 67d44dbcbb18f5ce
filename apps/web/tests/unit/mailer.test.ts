// Mail: without SMTP_URL each message becomes an .eml file; with it the message reaches a local
// SMTP server (port 2525). A submission is marked sent only after its mails went out, and the retry
// round sends what an outage left pending.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { retryRound, sendJobOf } from '@/lib/server/mail-jobs';
import { type MailConfig, createMailer, mailConfigFromEnv } from '@/lib/server/mailer';
import { hashNewsletterToken } from '@/lib/server/newsletter-token';
import { type StoredSubmission, consentRecord, newsletterRecord } from '@/lib/server/submissions';
import { memoryMailJobs } from './memory-mail-jobs';

const SMTP_PORT = 2525;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'brina-mail-test-'));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

function config(overrides: Partial<MailConfig> = {}): MailConfig {
  return {
    ...mailConfigFromEnv({ CONTACT_TO: 'contatti@brina.test', MAIL_TO_DEFAULT: 'info@brina.test', SITE_URL: 'https://brina.test' }),
    mailDir: dir,
    ...overrides,
  };
}

const contact: StoredSubmission = {
  type: 'contact-request',
  documentId: 'contact000000000000000001',
  record: {
    submission_key: 'f0a1b2c3-d4e5-4f60-8a9b-0c1d2e3f4a5b',
    locale_code: 'en',
    site_mode: 'B2C',
    interest_area: 'product-report',
    product_title: 'Leaf spinach',
    vote: 4,
    name: 'Anna',
    surname: 'Smith',
    email: 'anna@example.com',
    nation: 'GB',
    message: 'The pack arrived <b>open</b> & thawed.',
    privacy_accepted_at: '2026-11-20T10:00:00.000Z',
    privacy_policy_url: 'https://brina.test/en/legal-area/privacy-policy',
  },
};

async function parsedFiles(): Promise<ParsedMail[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => simpleParser(await fs.readFile(path.join(dir, f)))));
}

describe('without SMTP_URL', () => {
  it('writes the team notification and the visitor receipt as .eml files, then marks the submission sent', async () => {
    const { store, rows } = memoryMailJobs([contact]);
    expect(await sendJobOf(contact, { mailer: createMailer(config()), store })).toBe('sent');
    expect(rows[0]?.sent).toBe(true);

    const mails = await parsedFiles();
    expect(mails).toHaveLength(2);
    const team = mails.find((m) => m.subject?.startsWith('[Brina]'));
    const receipt = mails.find((m) => m.subject === 'Brina: we have received your request');
    expect(team?.subject).toBe('[Brina] Nuova richiesta di contatto – Anna Smith');
    expect(team?.to && 'text' in team.to ? team.to.text : '').toBe('contatti@brina.test');
    expect(team?.replyTo?.text).toBe('anna@example.com');
    expect(team?.text).toContain('Area di interesse: Segnalazione su un prodotto acquistato');
    expect(team?.text).toContain('Prodotto: Leaf spinach');
    expect(team?.text).toContain('Informativa privacy accettata il: 2026-11-20T10:00:00.000Z');
    expect(team?.html).toContain('The pack arrived &lt;b&gt;open&lt;/b&gt; &amp; thawed.');
    expect(team?.html).not.toContain('<b>open</b>');

    expect(receipt?.to && 'text' in receipt.to ? receipt.to.text : '').toBe('anna@example.com');
    expect(receipt?.text).toContain('Dear Anna,');
    expect(receipt?.text).toContain('Area of interest: Report about a product bought');
  });

  it('sends team mails to the default address when a form has none of its own', async () => {
    const kit: StoredSubmission = {
      type: 'contact-form-richiesta-kit',
      documentId: 'kit',
      record: { locale_code: 'it', name: 'Giulia', surname: 'Neri', email: 'g@example.com', vat_code: '00743110157' },
    };
    const sent: string[] = [];
    const mailer = { config: config(), send: vi.fn(async (m: { to: string; subject: string }) => (sent.push(`${m.to}|${m.subject}`), { messageId: 'x' })) };
    await sendJobOf(kit, { mailer, store: memoryMailJobs([kit]).store });
    expect(sent).toEqual(['info@brina.test|[Brina] Nuova richiesta kit – Giulia Neri', 'g@example.com|Brina: abbiamo ricevuto la tua richiesta']);
  });
});

describe('with a local SMTP server', () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;

  async function startServer() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server?.listen(SMTP_PORT, '127.0.0.1', resolve));
  }

  afterAll(async () => {
    if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  const signup: StoredSubmission = {
    type: 'newsletter-signup',
    documentId: 'news00000000000000000001',
    record: { submission_key: '3c9d2f1e-8b7a-4c6d-9e0f-1a2b3c4d5e6f', locale_code: 'it', email: 'luca@example.com', name: 'Luca' },
  };

  it('an SMTP outage leaves the submission pending; the next round delivers it and marks it sent', async () => {
    const mailer = createMailer(config({ smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}` }));
    const { store, rows } = memoryMailJobs([signup]);

    expect(await retryRound({ mailer, store })).toEqual({ sent: 0, failed: 1 });
    expect(rows[0]?.sent).toBe(false);

    await startServer();
    expect(await retryRound({ mailer, store })).toEqual({ sent: 1, failed: 0 });
    expect(rows[0]?.sent).toBe(true);
    expect(await retryRound({ mailer, store })).toEqual({ sent: 0, failed: 0 });
  });

  it('the newsletter confirmation arrives in Italian with a link whose token matches the stored hash', () => {
    expect(received).toHaveLength(1);
    const mail = received[0] as ParsedMail;
    expect(mail.subject).toBe('Conferma la tua iscrizione alla newsletter di Brina');
    expect(mail.from?.value[0]?.address).toBe('noreply@brina.local');
    const link = /https:\/\/brina\.test\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)&locale=it/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';
    expect(mail.html).toContain(`token=${token}`);
    const stored = newsletterRecord(
      { email: 'luca@example.com', name: 'Luca', surname: undefined, privacy: true, over_16: true, profiling: false },
      { locale: 'it', submissionKey: String(signup.record.submission_key), consent: consentRecord('it') },
    );
    expect(stored.confirm_token_hash).toBe(hashNewsletterToken(token));
    expect(stored.confirmed).toBe(false);
  });
});
