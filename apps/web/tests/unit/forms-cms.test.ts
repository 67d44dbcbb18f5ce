// The forms' CMS calls (fetch replaced): a stored submission resolves with its documentId, a
// repeated key is reported as a duplicate, the CMS's VAT refusal keeps its field, an unreachable,
// slow or failing CMS is "unavailable" (never acknowledged), and the pending-mail list keeps only
// well-formed rows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmissionRejectedError, SubmissionUnavailableError, confirmNewsletterSignup, mailJobStore, storeSubmission } from '@/lib/cms/forms';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

function answer(status: number, body: unknown) {
  return vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

beforeEach(() => {
  calls = [];
  process.env.CMS_URL = 'http://cms.test';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const record = { submission_key: 'a1b2c3d4e5f6a7b8c9d0', email: 'anna@example.com', privacy_consent: true };

describe('storeSubmission', () => {
  it('posts { data } with the write token and resolves with the stored record', async () => {
    vi.stubGlobal('fetch', answer(201, { data: { documentId: 'doc0000000000000000000001', ...record, mail_sent: false }, meta: {} }));
    const stored = await storeSubmission('contact-request', record);
    expect(stored).toMatchObject({ type: 'contact-request', documentId: 'doc0000000000000000000001', duplicate: false });
    expect(calls[0]?.url).toBe('http://cms.test/api/contact-requests');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ data: record });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toMatch(/^Bearer local-only-brina-write-token/);
  });

  it('a repeated submission key answers the first record as a duplicate', async () => {
    vi.stubGlobal('fetch', answer(200, { data: { documentId: 'doc0000000000000000000001', ...record, mail_sent: true }, meta: { duplicate: true } }));
    const stored = await storeSubmission('contact-request', record);
    expect(stored.duplicate).toBe(true);
    expect(stored.record.mail_sent).toBe(true);
  });

  it("the CMS's refusal keeps the field it names (the VAT rule)", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'x',
          details: { errors: [{ path: ['vat_code'], message: 'Partita IVA non valida o richiesta già effettuata', code: 'vat' }] },
        },
      }),
    );
    const error = await storeSubmission('contact-form-richiesta-kit', record).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubmissionRejectedError);
    expect((error as SubmissionRejectedError).fieldErrors).toEqual([
      { field: 'vat_code', code: 'vat', message: 'Partita IVA non valida o richiesta già effettuata' },
    ]);
  });

  it('a refused connection, a timeout or a 5xx is "unavailable", never a stored submission', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(storeSubmission('contact-request', record)).rejects.toBeInstanceOf(SubmissionUnavailableError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))),
    );
    await expect(storeSubmission('contact-request', record)).rejects.toBeInstanceOf(SubmissionUnavailableError);
    vi.stubGlobal('fetch', answer(503, { error: { status: 503 } }));
    await expect(storeSubmission('newsletter-signup', record)).rejects.toBeInstanceOf(SubmissionUnavailableError);
  });

  it('an answer without a documentId is not taken as stored', async () => {
    vi.stubGlobal('fetch', answer(201, { data: null }));
    await expect(storeSubmission('contact-request', record)).rejects.toBeInstanceOf(SubmissionRejectedError);
  });
});

describe('newsletter confirmation', () => {
  it('reads the confirmation status; anything else is "unknown"', async () => {
    vi.stubGlobal('fetch', answer(200, { data: { status: 'confirmed' } }));
    expect(await confirmNewsletterSignup('t'.repeat(43))).toBe('confirmed');
    vi.stubGlobal('fetch', answer(200, { data: { status: 'something-else' } }));
    expect(await confirmNewsletterSignup('t'.repeat(43))).toBe('unknown');
    vi.stubGlobal('fetch', answer(400, { error: {} }));
    expect(await confirmNewsletterSignup('t'.repeat(43))).toBe('unknown');
  });
});

describe('mail jobs', () => {
  it('claims with the write token, reads well-formed jobs only, and acts as the holder with its token', async () => {
    const leaseUntil = '2026-11-26T12:05:00.000Z';
    vi.stubGlobal(
      'fetch',
      answer(200, {
        data: [
          {
            type: 'sample-request',
            documentId: 'doc0000000000000000000002',
            token: 'ab'.repeat(24),
            partsSent: 1,
            leaseUntil,
            record: { email: 'b@example.com' },
          },
          { type: 'not-a-type', documentId: 'doc0000000000000000000003', token: 'ab'.repeat(24), leaseUntil, record: {} },
          { type: 'contact-request', documentId: 'doc0000000000000000000004', leaseUntil, record: {} },
        ],
      }),
    );
    const jobs = await mailJobStore.claim();
    const [job] = jobs;
    if (!job) throw new Error('no job read');
    expect(jobs).toEqual([
      {
        type: 'sample-request',
        documentId: 'doc0000000000000000000002',
        token: 'ab'.repeat(24),
        partsSent: 1,
        leaseUntil: Date.parse(leaseUntil),
        record: { email: 'b@example.com' },
      },
    ]);
    expect(calls[0]?.url).toBe('http://cms.test/api/submissions/mail-claims');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ lease_seconds: 300, limit: 10 });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toMatch(/^Bearer local-only-brina-write-token/);

    vi.stubGlobal('fetch', answer(200, { data: { mail_sent: true } }));
    await mailJobStore.done(job);
    expect(calls[1]?.url).toBe('http://cms.test/api/submissions/mail-sent');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ type: 'sample-request', documentId: 'doc0000000000000000000002', token: 'ab'.repeat(24) });
    vi.stubGlobal('fetch', answer(409, { error: {} }));
    await expect(mailJobStore.progress(job, 2)).rejects.toBeInstanceOf(SubmissionRejectedError);
    expect(JSON.parse(String(calls[2]?.init.body))).toMatchObject({ parts_sent: 2 });
  });
});
