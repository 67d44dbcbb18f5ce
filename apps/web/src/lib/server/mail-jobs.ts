// A stored submission's mails are one job, sent exactly once whatever the number of website
// instances: a sender first claims the job in the CMS (a lease: one conditional UPDATE, so only one
// claimant wins), sends the job's mails in order, records its progress after each, and marks the job
// done. A sender that fails releases the job for the next retry round; one that dies lets the lease
// run out, and whoever claims it next starts after the mails already sent. The only mail that can
// go out twice is one the SMTP server accepted in the instant before its progress was recorded:
// each carries a Message-ID fixed by its job and position, so mail clients file the copy as one.
import 'server-only';
import type { MailJob, MailJobStore } from '../cms/forms';
import { log } from '../log';
import type { MailMessage } from './mail-templates';
import { type Mailer, submissionMails } from './mailer';
import type { StoredSubmission } from './submissions';

/**
 * A mail is started only while the lease has at least this long to run: longer than one SMTP
 * exchange may take (mailer.ts: 10 s to connect, 20 s of silence), so the lease cannot run out, and
 * the job pass to another sender, while this one is still sending.
 */
export const LEASE_MARGIN_MS = 35_000;

export class LeaseRunOutError extends Error {
  constructor(job: MailJob) {
    super(`the lease on ${job.type} ${job.documentId} is about to run out; the next holder sends the rest`);
    this.name = 'LeaseRunOutError';
  }
}

/** How a job's record becomes what people read in its mails (labels instead of codes). */
export type Readable = (submission: StoredSubmission) => Promise<StoredSubmission>;

export type MailJobDeps = { mailer: Mailer; store: MailJobStore; readable?: Readable };

/** The domain of the Message-IDs (the site's host). */
// SITE_URL is checked as a URL by config.mjs before it reaches the mailer.
const messageDomain = (siteUrl: string): string => new URL(siteUrl).hostname || 'brina.local';

/** The job's mails in order, each with the Message-ID that names it. */
export function jobMessages(submission: StoredSubmission, mailer: Mailer): MailMessage[] {
  const domain = messageDomain(mailer.config.siteUrl);
  return submissionMails(submission, mailer.config).map((message, index) => ({
    ...message,
    messageId: `<${submission.type}.${submission.documentId}.${index + 1}@${domain}>`,
  }));
}

/** Sends a claimed job's remaining mails and marks it done; on failure releases it and throws. */
export async function runJob(job: MailJob, { mailer, store, readable }: MailJobDeps): Promise<void> {
  try {
    const submission = readable ? await readable(job) : job;
    const messages = jobMessages(submission, mailer);
    for (const [index, message] of messages.entries()) {
      if (index < job.partsSent) continue;
      if (Date.now() > job.leaseUntil - LEASE_MARGIN_MS) throw new LeaseRunOutError(job);
      await mailer.send(message);
      if (index + 1 < messages.length) await store.progress(job, index + 1);
    }
    await store.done(job);
  } catch (error) {
    // A lease that runs out is left to run out: releasing could free the job while a mail is late.
    if (!(error instanceof LeaseRunOutError)) {
      // The send's error is the one thrown; a release that fails only lets the lease run out.
      await store
        .release(job)
        .catch((releaseError: unknown) =>
          log.warn(
            { err: releaseError instanceof Error ? releaseError.message : String(releaseError), type: job.type, documentId: job.documentId },
            'mail job not released; it waits for its lease to run out',
          ),
        );
    }
    throw error;
  }
}

/**
 * The send right after storing: claims this submission's job and runs it. 'busy' when another
 * sender holds it (or it was sent already): nothing is sent twice.
 */
export async function sendJobOf(submission: StoredSubmission, deps: MailJobDeps): Promise<'sent' | 'busy'> {
  const [job] = await deps.store.claim({ type: submission.type, documentId: submission.documentId });
  if (!job) return 'busy';
  await runJob(job, deps);
  return 'sent';
}

/** One retry round: claims what is pending and free, runs each; a failed job waits for the next round. */
export async function retryRound(
  deps: MailJobDeps,
  onFailure: (job: MailJob, error: unknown) => void = () => undefined,
): Promise<{ sent: number; failed: number }> {
  const jobs = await deps.store.claim();
  let sent = 0;
  let failed = 0;
  for (const job of jobs) {
    try {
      await runJob(job, deps);
      sent += 1;
    } catch (error) {
      failed += 1;
      onFailure(job, error);
    }
  }
  return { sent, failed };
}

export type { MailJob, MailJobStore };
