// What the benchmarks share: a plain GET (the bytes as they travel, no decompression), waiting for
// a server to answer, and a process tree's resident memory and CPU time (Linux /proc).
import fs from 'node:fs';
import http from 'node:http';

/** One GET without decompression: status, headers and the body's bytes. */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Resolves once `url` answers below 500; throws after `seconds`. */
export async function waitForHttp(url, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await get(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** A process and its descendants: resident memory (MB) and CPU time so far (user + system, ms; clock ticks of 10 ms). */
export function processTree(pid) {
  if (!pid) return { rssMb: 0, cpuMs: 0 };
  const stats = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) for (const [child, { parent }] of stats) if (parent === pids[i]) pids.push(child);
  let kb = 0;
  for (const p of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return { rssMb: Math.round(kb / 1024), cpuMs: pids.reduce((n, p) => n + (stats.get(p)?.ticks ?? 0), 0) * 10 };
}
