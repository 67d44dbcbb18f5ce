// A refused upload still hears why (RFC 9112, section 9.6: "tear-down"): the server answers 413 while
// the client is still sending, so it must not close the connection on unread bytes at once — the reset
// that close sends would throw away the answer on its way. admission.mjs half-closes, reads and
// discards for a short while, then closes.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmission } from '../../admission.mjs';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
  server = null;
});

async function start() {
  const admission = createAdmission(4, { maxBodyBytes: 1024 * 1024 });
  server = createServer((req, res) => admission.admit(req, res, () => res.end('ran')));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as { port: number }).port;
}

/** A raw client sending a chunked body as fast as the socket takes it; what it hears back, and how it ended. */
function upload(port: number, total: number) {
  return new Promise<{ heard: string; ended: 'end' | 'reset'; sent: number }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let heard = '';
    let sent = 0;
    let done = false;
    const finish = (ended: 'end' | 'reset') => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ heard, ended, sent });
    };
    socket.on('data', (d) => (heard += d.toString('latin1')));
    socket.on('end', () => finish('end'));
    socket.on('error', () => finish('reset'));
    socket.on('close', () => finish('reset'));
    const chunk = Buffer.concat([Buffer.from(`${(256 * 1024).toString(16)}\r\n`), Buffer.alloc(256 * 1024, 'a'), Buffer.from('\r\n')]);
    const pump = () => {
      while (!done && sent < total && !socket.destroyed) {
        sent += 256 * 1024;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    socket.write('POST /api/careers HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/octet-stream\r\n\r\n');
    pump();
  });
}

describe('a refused upload', () => {
  it('hears its 413 and a clean end while it is still sending, every time', async () => {
    const port = await start();
    for (let i = 0; i < 8; i += 1) {
      const result = await upload(port, 64 * 1024 * 1024);
      expect(result.heard.split('\r\n')[0], `attempt ${i}`).toBe('HTTP/1.1 413 Payload Too Large');
      expect(result.ended, `attempt ${i}`).toBe('end');
      expect(result.sent).toBeLessThan(64 * 1024 * 1024);
    }
  });
});
