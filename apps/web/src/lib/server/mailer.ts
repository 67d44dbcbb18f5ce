// Sends the forms' e-mails with nodemailer: over SMTP when SMTP_URL is set, otherwise each message
// is written as an .eml file under MAIL_DIR and logged (the demo works offline). Also owns the
// retry: submissions are stored with mail_sent=false and marked once their mails went out.
import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { log } from '../log';
import { type MailMessage, newsletterConfirmation, recordLocale, teamNotification, visitorReceipt } from './mail-templates';
import { newsletterConfirmToken, newsletterConfirmUrl } from './newsletter-token';
import type { StoredSubmission, SubmissionType } from './submissions';
import type { Env } from './env';


export type MailConfig = {
  /** smtp://user:pass@host:port or smtps://…; unset: write .eml files. */
  smtpUrl?: string;
  /** Where .eml files go without SMTP. */
  mailDir: string;
  from: string;
  /** The public site (SITE_URL), for links in mails. */
  siteUrl: string;
  /** Team address per submission type, with the default already applied. */
  teams: Record<SubmissionType, string>;
  /** Days a newsletter confirmation link is valid (the CMS enforces it; the mail says it). */
  newsletterConfirmDays: number;
};

export type SentMail = { messageId: string; file?: string };
export type Mailer = { send(message: MailMessage): Promise<SentMail>; readonly config: MailConfig };

export class MailError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'MailError';
  }
}

const DEFAULT_TEAM = 'info@brina.local';

/**
 * Reads SMTP_URL, MAIL_DIR (default `.mail` in the website's folder), MAIL_FROM, SITE_URL, the team
 * addresses CONTACT_TO, SAMPLES_TO, KIT_TO, CAREERS_TO (each defaulting to MAIL_TO_DEFAULT) and
 * NEWSLETTER_CONFIRM_DAYS.
 */
export function mailConfigFromEnv(env: Env = process.env): MailConfig {
  const fallback = env.MAIL_TO_DEFAULT || DEFAULT_TEAM;
  const days = Number(env.NEWSLETTER_CONFIRM_DAYS);
  return {
    smtpUrl: env.SMTP_URL || undefined,
    // Not a file the build should trace: the folder is chosen at run time.
    mailDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.MAIL_DIR || '.mail'),
    from: env.MAIL_FROM || 'Brina <noreply@brina.local>',
    siteUrl: env.SITE_URL || 'http://localhost:3000',
    teams: {
      'contact-request': env.CONTACT_TO || fallback,
      'sample-request': env.SAMPLES_TO || fallback,
      'contact-form-richiesta-kit': env.KIT_TO || fallback,
      'job-application': env.CAREERS_TO || fallback,
      'newsletter-signup': fallback,
    },
    newsletterConfirmDays: Number.isInteger(days) && days > 0 ? days : 7,
  };
}

export function createMailer(config: MailConfig = mailConfigFromEnv()): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return {
      config,
      async send(message) {
        try {
          const info = await transport.sendMail({ from: config.from, ...message });
          log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
          return { messageId: info.messageId };
        } catch (error) {
          throw new MailError(`SMTP refused the mail to ${message.to}`, error);
        }
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    config,
    async send(message) {
      try {
        const info = await transport.sendMail({ from: config.from, ...message });
        await fs.mkdir(config.mailDir, { recursive: true });
        const file = path.join(config.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
        await fs.writeFile(file, info.message as Buffer);
        log.info({ to: message.to, subject: message.subject, file }, 'mail written (no SMTP_URL)');
        return { messageId: info.messageId, file };
      } catch (error) {
        throw new MailError(`Could not write the mail to ${message.to}`, error);
      }
    },
  };
}

/** The mails a stored submission sends: team notification and receipt, or the newsletter link. */
export function submissionMails(submission: StoredSubmission, config: MailConfig): MailMessage[] {
  const email = typeof submission.record.email === 'string' ? submission.record.email : '';
  if (submission.type === 'newsletter-signup') {
    const key = submission.record.submission_key;
    if (typeof key !== 'string' || !email) return [];
    const confirmUrl = newsletterConfirmUrl(newsletterConfirmToken(key), recordLocale(submission.record), config.siteUrl);
    return [{ to: email, ...newsletterConfirmation({ record: submission.record, confirmUrl, validDays: config.newsletterConfirmDays }) }];
  }
  const team: MailMessage = { to: config.teams[submission.type], ...teamNotification(submission), ...(email ? { replyTo: email } : {}) };
  return email ? [team, { to: email, ...visitorReceipt(submission) }] : [team];
}

/** Marks a submission's mails as sent in the CMS (the lead's CMS client implements it). */
export type MarkMailSent = (type: SubmissionType, documentId: string) => Promise<void>;

/** Where the retry finds submissions whose mails have not gone out yet. */
export type PendingMailSource = { listPending(): Promise<StoredSubmission[]>; markSent: MarkMailSent };

// The same submission is never mailed twice at once by this process (the immediate send after
// storing and the timer's retry can overlap).
const inFlight = new Set<string>();

/**
 * Sends a stored submission's mails, then marks it sent. Throws a MailError when a mail fails: the
 * submission stays pending and the timer's `sendPendingMails` tries again later. A partial failure
 * is retried whole, so the team may rarely get a notification twice; a visitor never loses one.
 */
export async function deliverSubmissionMails(submission: StoredSubmission, { mailer, markSent }: { mailer: Mailer; markSent: MarkMailSent }): Promise<'sent' | 'busy'> {
  const key = `${submission.type}:${submission.documentId}`;
  if (inFlight.has(key)) return 'busy';
  inFlight.add(key);
  try {
    for (const message of submissionMails(submission, mailer.config)) await mailer.send(message);
    await markSent(submission.type, submission.documentId);
    return 'sent';
  } finally {
    inFlight.delete(key);
  }
}

/** One retry round over every pending submission; failures are logged and left for the next round. */
export async function sendPendingMails({ source, mailer }: { source: PendingMailSource; mailer: Mailer }): Promise<{ sent: number; failed: number }> {
  let pending: StoredSubmission[];
  try {
    pending = await source.listPending();
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'pending mails: could not list submissions');
    return { sent: 0, failed: 0 };
  }
  let sent = 0;
  let failed = 0;
  for (const submission of pending) {
    try {
      if ((await deliverSubmissionMails(submission, { mailer, markSent: source.markSent })) === 'sent') sent += 1;
    } catch (error) {
      failed += 1;
      log.warn({ err: error instanceof Error ? error.message : String(error), type: submission.type, documentId: submission.documentId }, 'pending mail not sent; will retry');
    }
  }
  return { sent, failed };
}
