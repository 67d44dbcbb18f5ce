// Sends the forms' e-mails with nodemailer: over SMTP when SMTP_URL is set, otherwise each message
// is written as an .eml file under MAIL_DIR and logged (the demo works offline). Which mails a
// submission sends is decided here; when and by whom they are sent, in mail-jobs.ts.
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
import { readConfig } from '../../../config.mjs';

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
  // The one list of settings checks each value (kind, range) and gives the defaults.
  const { values } = readConfig(env);
  const text = (name: string) => (typeof values[name] === 'string' && values[name] !== '' ? (values[name] as string) : undefined);
  const fallback = text('MAIL_TO_DEFAULT') ?? DEFAULT_TEAM;
  return {
    smtpUrl: env.SMTP_URL || undefined,
    // Not a file the build should trace: the folder is chosen at run time.
    mailDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), text('MAIL_DIR') ?? '.mail'),
    from: text('MAIL_FROM') ?? 'Brina <noreply@brina.local>',
    siteUrl: text('SITE_URL') ?? 'http://localhost:3000',
    teams: {
      'contact-request': text('CONTACT_TO') ?? fallback,
      'sample-request': text('SAMPLES_TO') ?? fallback,
      'contact-form-richiesta-kit': text('KIT_TO') ?? fallback,
      'job-application': text('CAREERS_TO') ?? fallback,
      'newsletter-signup': fallback,
    },
    newsletterConfirmDays: Number(values.NEWSLETTER_CONFIRM_DAYS),
  };
}

/**
 * Whether mails may go to .eml files: outside production, or in the demo and the tests
 * (`BRINA_DEMO=1`). A production server needs SMTP_URL: its mails wait (unsent, retried) until it is set.
 */
export function fileSinkAllowed(env: Env = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.BRINA_DEMO === '1';
}

// Logs name a mail by its id only: recipients and subjects (which carry names) stay out of them.
export function createMailer(config: MailConfig = mailConfigFromEnv(), env: Env = process.env): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return {
      config,
      async send(message) {
        try {
          const info = await transport.sendMail({ from: config.from, ...message });
          log.info({ messageId: info.messageId }, 'mail sent');
          return { messageId: info.messageId };
        } catch (error) {
          throw new MailError('SMTP refused a mail', error);
        }
      },
    };
  }
  if (!fileSinkAllowed(env)) {
    log.error('SMTP_URL is not set: no mail can be sent in production (they stay pending until it is)');
    return {
      config,
      async send() {
        throw new MailError('SMTP_URL must be set in production (see README, "Configuration")');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    config,
    async send(message) {
      try {
        const info = await transport.sendMail({ from: config.from, ...message });
        // Only the site's own user may read the mails (they carry visitors' data).
        await fs.mkdir(config.mailDir, { recursive: true, mode: 0o700 });
        const file = path.join(config.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
        log.info({ messageId: info.messageId, file }, 'mail written (no SMTP_URL)');
        return { messageId: info.messageId, file };
      } catch (error) {
        throw new MailError('Could not write a mail file', error);
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
