// The website server's mail duties: send a stored submission's mails right after storing, and a
// timer that retries every submission the CMS still lists as unsent (an SMTP outage delays mail,
// loses none). One mailer and one timer per process, kept on globalThis across module reloads.
import 'server-only';
import { markMailSent, pendingMailSource } from '../cms/forms';
import { log } from '../log';
import { type Mailer, createMailer, deliverSubmissionMails, sendPendingMails } from './mailer';
import type { StoredSubmission } from './submissions';

type MailState = { mailer: Mailer | null; timer: ReturnType<typeof setInterval> | null; running: boolean };

const KEY = Symbol.for('brina.mail.service');
const store = globalThis as typeof globalThis & { [KEY]?: MailState };
const state: MailState = (store[KEY] ??= { mailer: null, timer: null, running: false });

function mailer(): Mailer {
  state.mailer ??= createMailer();
  return state.mailer;
}

/** Sends a just-stored submission's mails; a failure is logged and left to the retry timer. */
export async function sendSubmissionMails(submission: StoredSubmission): Promise<void> {
  try {
    await deliverSubmissionMails(submission, { mailer: mailer(), markSent: markMailSent });
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error), type: submission.type, documentId: submission.documentId }, 'mail not sent yet; the retry will send it');
  }
}

/** Seconds between retry rounds (`MAIL_RETRY_SECONDS`, default 60). */
export function mailRetrySeconds(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const seconds = Number(env.MAIL_RETRY_SECONDS);
  return Number.isInteger(seconds) && seconds >= 5 ? seconds : 60;
}

async function retryRound(): Promise<void> {
  // A slow round (SMTP timeouts) must not overlap the next one.
  if (state.running) return;
  state.running = true;
  try {
    const { sent, failed } = await sendPendingMails({ source: pendingMailSource, mailer: mailer() });
    if (sent || failed) log.info({ sent, failed }, 'mail retry round');
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
  log.info({ seconds, smtp: Boolean(process.env.SMTP_URL) }, 'mail retry timer started');
}
