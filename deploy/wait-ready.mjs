#!/usr/bin/env node
/* global process, console, fetch, AbortSignal, setTimeout -- run by Node (systemd ExecStartPost) */
// `node wait-ready.mjs URL [SECONDS]`: exits 0 once URL answers 2xx, 1 after SECONDS (default 120).
// The systemd units run it as ExecStartPost so that `systemctl start` returns only once the
// service answers its health check (a rolling restart restarts the next instance only then).
const [url, seconds = '120'] = process.argv.slice(2);
if (!url) {
  console.error('usage: wait-ready.mjs URL [SECONDS]');
  process.exit(2);
}
const until = Date.now() + Number(seconds) * 1000;
while (Date.now() < until) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (response.ok) process.exit(0);
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.error(`${url} did not answer 2xx within ${seconds} s`);
process.exit(1);
