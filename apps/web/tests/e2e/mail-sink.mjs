// A local SMTP server for the browser tests: the website under test sends its mails here
// (SMTP_URL=smtp://127.0.0.1:<port>) and each received message is written as one JSON file
// (to, from, subject, text, html) into a folder the tests read (MAIL_SINK_DIR).
// Run it beside the website: `node tests/e2e/mail-sink.mjs <port> <folder>`.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const addresses = (field) => (field ? (Array.isArray(field) ? field : [field]).flatMap((f) => f.value.map((v) => v.address?.toLowerCase() ?? '')) : []);

export async function startMailSink({ port, dir }) {
  await fs.mkdir(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          // The envelope says who receives it (the To header of a team mail may differ).
          const to = [...new Set([...session.envelope.rcptTo.map((r) => r.address.toLowerCase()), ...addresses(mail.to)])];
          const message = {
            to,
            from: addresses(mail.from)[0] ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          };
          const file = path.join(dir, `${Date.now()}-${randomUUID().slice(0, 8)}.json`);
          // Written whole, then renamed: a reader never sees half a file.
          await fs.writeFile(`${file}.tmp`, JSON.stringify(message));
          await fs.rename(`${file}.tmp`, file);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Every message received so far (for the tests). */
export async function readMails(dir) {
  let files = [];
  try {
    files = (await fs.readdir(dir)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return Promise.all(files.sort().map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8'))));
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [port, dir] = process.argv.slice(2);
  if (!port || !dir) {
    console.error('usage: node tests/e2e/mail-sink.mjs <port> <folder>');
    process.exit(2);
  }
  startMailSink({ port: Number(port), dir: path.resolve(dir) }).then(() => console.log(`mail sink on smtp://127.0.0.1:${port} → ${dir}`));
}
