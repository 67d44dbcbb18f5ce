// The website server's mail duties: send a stored submission's mails right after storing, and a
// timer whose rounds claim and send what is still unsent (an SMTP outage delays mail, loses none).
// Every send goes through a claimed job (mail-jobs.ts), so two instances never send the same mail.
// One mailer and one timer per process, kept on globalThis across module reloads.
import 'server-only';
import { mailJobStore } from '../cms/forms';
import { log } from '../log';
import { recordMailJobs } from '../metrics';
import { withSpan } from '../tracing';
import { readableJobApplication } from './careers-mail';
import { type MailJobDeps, type Readable, retryRound as runRetryRound, sendJobOf } from './mail-jobs';
import { type Mailer, createMailer } from './mailer';
import type { StoredSubmission } from './submissions';
import { readConfig, settingText } from '../../../config.mjs';

type MailState = { mailer: Mailer | null; timer: ReturnType<typeof setInterval> | null; running: boolean };

const KEY = Symbol.for('brina.mail.service');
const store = globalThis as typeof globalThis & { [KEY]?: MailState };
const state: MailState = (store[KEY] ??= { mailer: null, timer: null, running: false });

function mailer(): Mailer {
  state.mailer ??= traced(createMailer());
  return state.mailer;
}

/** Each mail sent in its own span (its transport and outcome; never a recipient or a subject). */
function traced(inner: Mailer): Mailer {
  const transport = inner.config.smtpUrl ? 'smtp' : 'file';
  return {
    ...inner,
    send: (message) => withSpan('mail send', { kind: 'client', attributes: { 'brina.mail.transport': transport } }, () => inner.send(message)),
  };
}

/** Per type, how a record becomes what its mails show (applications: option labels, position title). */
const readable: Readable = (submission) => (submission.type === 'job-application' ? readableJobApplication(submission) : Promise.resolve(submission));

const deps = (): MailJobDeps => ({ mailer: mailer(), store: mailJobStore, readable });

/** Sends a just-stored submission's mails; a failure is logged and left to the retry timer. */
export async function sendSubmissionMails(submission: StoredSubmission): Promise<void> {
  await withSpan('mail submission', { attributes: { 'brina.form.type': submission.type } }, async (span) => {
    try {
      const outcome = await sendJobOf(submission, deps());
      span?.setAttribute('brina.mail.outcome', outcome);
      if (outcome === 'sent') recordMailJobs('sent');
    } catch (error) {
      span?.setAttribute('brina.mail.outcome', 'failed');
      recordMailJobs('failed');
      log.warn(
        { err: error instanceof Error ? error.message : String(error), type: submission.type, documentId: submission.documentId },
        'mail not sent yet; the retry will send it',
      );
    }
  });
}

/** Seconds between retry rounds (`MAIL_RETRY_SECONDS`, default 60). */
export function mailRetrySeconds(env: Readonly<Record<string, string | undefined>> = process.env): number {
  return Number(readConfig(env).values.MAIL_RETRY_SECONDS);
}

async function retryRound(): Promise<void> {
  // A slow round (SMTP timeouts) must not overlap the next one.
  if (state.running) return;
  state.running = true;
  try {
    // A round outside any request: its span starts a trace of its own (with its CMS calls and mails).
    const { sent, failed } = await withSpan('mail retry round', {}, async (span) => {
      const counts = await runRetryRound(deps(), (job, error) =>
        log.warn(
          { err: error instanceof Error ? error.message : String(error), type: job.type, documentId: job.documentId },
          'pending mail not sent; will retry',
        ),
      );
      span?.setAttributes({ 'brina.mail.sent': counts.sent, 'brina.mail.failed': counts.failed });
      return counts;
    });
    recordMailJobs('sent', sent);
    recordMailJobs('failed', failed);
    if (sent || failed) log.info({ sent, failed }, 'mail retry round');
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'mail retry round: could not claim jobs from the CMS');
  } finally {
    state.running = false;
  }
}

/** Starts the retry timer once per process (called from instrumentation at server start). */
export function startMailRetry(): void {
  if (state.timer) return;
  const seconds = mailRetrySeconds();
  state.timer = setInterval(() => void retryRound(), seconds * 1000);
  state.timer.unref();
  log.info({ seconds, smtp: Boolean(settingText('SMTP_URL')) }, 'mail retry timer started');
}
