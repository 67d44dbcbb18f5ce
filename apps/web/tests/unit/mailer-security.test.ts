// Mails without SMTP_URL: a production server writes no .eml files (its mails wait, unsent, until
// SMTP_URL is set); the demo and the tests keep the file sink, readable by the site's user only;
// no log line names a recipient or a subject.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/log';
import { MailError, createMailer, mailConfigFromEnv } from '@/lib/server/mailer';

const message = { to: 'giulia.rossi@example.com', subject: 'Richiesta di Giulia Rossi', text: 'Ciao', html: '<p>Ciao</p>' };
const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

async function configIn(env: Record<string, string>) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'brina-mail-'));
  dirs.push(dir);
  return { config: mailConfigFromEnv({ ...env, MAIL_DIR: path.join(dir, 'mail') }), dir: path.join(dir, 'mail') };
}

/** Everything the logger was given, as one string. */
function captureLogs(): () => string {
  const lines: unknown[] = [];
  for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(log, level).mockImplementation(((...args: unknown[]) => void lines.push(args)) as never);
  return () => JSON.stringify(lines);
}

describe('mailer without SMTP_URL', () => {
  it('in production writes no file: every mail fails (and stays pending for the retry)', async () => {
    const logs = captureLogs();
    const { config, dir } = await configIn({});
    const mailer = createMailer(config, { NODE_ENV: 'production' });
    await expect(mailer.send(message)).rejects.toThrow(MailError);
    await expect(mailer.send(message)).rejects.toThrow(/SMTP_URL/);
    await expect(fs.readdir(dir)).rejects.toThrow();
    expect(logs()).toMatch(/SMTP_URL/);
  });

  it('in the demo (BRINA_DEMO=1) writes .eml files only its user can read, and logs neither recipient nor subject', async () => {
    const logs = captureLogs();
    const { config, dir } = await configIn({});
    const mailer = createMailer(config, { NODE_ENV: 'production', BRINA_DEMO: '1' });
    const sent = await mailer.send(message);
    expect(sent.file).toBeTruthy();
    expect((await fs.stat(sent.file ?? '')).mode & 0o777).toBe(0o600);
    expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
    expect(logs()).not.toContain('giulia.rossi@example.com');
    expect(logs()).not.toContain('Giulia Rossi');
  });

  it('names no recipient in the error of a mail it could not write', async () => {
    const { dir } = await configIn({});
    await fs.mkdir(path.dirname(dir), { recursive: true });
    // A file where the folder should be: the write fails.
    await fs.writeFile(dir, 'not a folder');
    const mailer = createMailer(mailConfigFromEnv({ MAIL_DIR: dir }), { NODE_ENV: 'test' });
    const error = await mailer.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect(String((error as Error).message)).not.toContain('giulia.rossi');
  });
});
