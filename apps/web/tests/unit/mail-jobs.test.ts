// Exactly-once mail: a job is sent by the sender that claimed it; a sender that dies mid-job lets
// the lease run out, and the next round sends only the mails it had not sent; a failed send
// releases the job; a job held by someone else is not sent.
import { describe, expect, it, vi } from 'vitest';
import { LEASE_MARGIN_MS, retryRound, runJob, sendJobOf } from '@/lib/server/mail-jobs';
import { mailConfigFromEnv, type Mailer } from '@/lib/server/mailer';
import type { MailMessage } from '@/lib/server/mail-templates';
import type { StoredSubmission } from '@/lib/server/submissions';
import { memoryMailJobs } from './memory-mail-jobs';

vi.mock('server-only', () => ({}));

const contact: StoredSubmission = {
  type: 'contact-request',
  documentId: 'contact000000000000000007',
  record: { locale_code: 'it', name: 'Anna', surname: 'Rossi', email: 'anna@example.com', interest_area: 'other', message: 'Ciao' },
};

/** A mailer that records what it sends; `fail` decides per message whether the SMTP server refuses. */
function recordingMailer(fail: (message: MailMessage) => boolean = () => false) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    config: mailConfigFromEnv({ SITE_URL: 'https://brina.test', CONTACT_TO: 'team@brina.test' }),
    async send(message) {
      if (fail(message)) throw new Error('SMTP down');
      sent.push(message);
      return { messageId: message.messageId ?? '' };
    },
  };
  return { mailer, sent };
}

describe('mail jobs', () => {
  it('sends the team notification and the receipt once, with Message-IDs fixed by the job', async () => {
    const { store, rows } = memoryMailJobs([contact]);
    const { mailer, sent } = recordingMailer();
    expect(await sendJobOf(contact, { mailer, store })).toBe('sent');
    expect(sent.map((m) => [m.to, m.messageId])).toEqual([
      ['team@brina.test', '<contact-request.contact000000000000000007.1@brina.test>'],
      ['anna@example.com', '<contact-request.contact000000000000000007.2@brina.test>'],
    ]);
    expect(rows[0]?.sent).toBe(true);
    // The request's own send and another instance's round both come back later: nothing more goes out.
    expect(await sendJobOf(contact, { mailer, store })).toBe('busy');
    expect(await retryRound({ mailer, store })).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(2);
  });

  it('two senders racing for one job: one sends, the other finds nothing to claim', async () => {
    const { store } = memoryMailJobs([contact]);
    const { mailer, sent } = recordingMailer();
    const results = await Promise.all([sendJobOf(contact, { mailer, store }), retryRound({ mailer, store })]);
    expect(results).toEqual(['sent', { sent: 0, failed: 0 }]);
    expect(sent).toHaveLength(2);
  });

  it('a claimed job whose sender died is sent by the next round after the lease runs out, without the mails already sent', async () => {
    let clock = 1_000_000;
    const { store, rows } = memoryMailJobs([contact], { leaseMs: 300_000, now: () => clock });
    vi.useFakeTimers({ now: clock, toFake: ['Date'] });
    try {
      // Sender A sends the team notification, records it, then dies before the receipt.
      const a = recordingMailer();
      const [job] = await store.claim({ type: contact.type, documentId: contact.documentId });
      if (!job) throw new Error('not claimed');
      await a.mailer.send({ to: 'team@brina.test', subject: 's', text: 't', html: 'h' });
      await store.progress(job, 1);

      // Sender B, another instance: nothing to take while A's lease runs.
      const b = recordingMailer();
      expect(await retryRound({ mailer: b.mailer, store })).toEqual({ sent: 0, failed: 0 });

      clock += 300_001;
      vi.setSystemTime(clock);
      expect(await retryRound({ mailer: b.mailer, store })).toEqual({ sent: 1, failed: 0 });
      expect(b.sent.map((m) => m.to)).toEqual(['anna@example.com']);
      expect(rows[0]?.sent).toBe(true);
      // A, back from the dead, holds nothing any more.
      await expect(store.done(job)).rejects.toThrow('409');
    } finally {
      vi.useRealTimers();
    }
  });

  it('an SMTP outage releases the job at once; the next round sends it whole, once', async () => {
    const { store, rows } = memoryMailJobs([contact]);
    let down = true;
    const { mailer, sent } = recordingMailer(() => down);
    const failures: string[] = [];
    expect(await retryRound({ mailer, store }, (job) => failures.push(job.documentId))).toEqual({ sent: 0, failed: 1 });
    expect(failures).toEqual([contact.documentId]);
    expect(rows[0]).toMatchObject({ sent: false, token: null, partsSent: 0 });
    down = false;
    expect(await retryRound({ mailer, store })).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(2);
  });

  it('a failure after the first mail keeps the progress: the retry sends only the receipt', async () => {
    const { store, rows } = memoryMailJobs([contact]);
    const receiptDown = { value: true };
    const { mailer, sent } = recordingMailer((m) => receiptDown.value && m.to === 'anna@example.com');
    await expect(sendJobOf(contact, { mailer, store })).rejects.toThrow('SMTP down');
    expect(rows[0]).toMatchObject({ sent: false, partsSent: 1, token: null });
    receiptDown.value = false;
    await retryRound({ mailer, store });
    expect(sent.map((m) => m.to)).toEqual(['team@brina.test', 'anna@example.com']);
  });

  it('starts no mail when the lease is about to run out, and leaves the job to its next holder', async () => {
    const { store, rows } = memoryMailJobs([contact]);
    const { mailer, sent } = recordingMailer();
    const [job] = await store.claim();
    if (!job) throw new Error('not claimed');
    await expect(runJob({ ...job, leaseUntil: Date.now() + LEASE_MARGIN_MS - 1000 }, { mailer, store })).rejects.toThrow('about to run out');
    expect(sent).toEqual([]);
    expect(rows[0]?.token).toBe(job.token);
  });

  it('sends what the type reader makes readable (application labels)', async () => {
    const { store } = memoryMailJobs([contact]);
    const { mailer, sent } = recordingMailer();
    await sendJobOf(contact, { mailer, store, readable: async (s) => ({ ...s, record: { ...s.record, message: 'Letto' } }) });
    expect(sent[0]?.text).toContain('Letto');
  });
});
