// Lighthouse mobile performance of every page type of issue 15 (bench/pages.mjs), the median of
// three runs each, with Debian's chromium and no network beyond the site under test. Run it
// against a production build (bench/README.md).
//
//   WEB_URL=http://127.0.0.1:3410 node bench/lighthouse.mjs [--runs 3] [--json out.json]
import * as chromeLauncher from 'chrome-launcher';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { PAGES } from './pages.mjs';

const WEB_URL = (process.env.WEB_URL ?? 'http://127.0.0.1:3410').replace(/\/$/, '');
const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const RUNS = Number(arg('--runs') ?? 3);
const jsonOut = arg('--json');
const only = process.env.PAGES ? process.env.PAGES.split(',') : null;

/**
 * Asks the site once for the page and for every candidate of its pictures that do not load lazily,
 * as a browser taking WebP would: the runs then measure the steady state (pictures already
 * optimized and cached on disk), not the first visitor after a deploy.
 */
async function warm(url) {
  const html = await (await fetch(url)).text();
  const decode = (v) => v.replaceAll('&amp;', '&');
  const eager = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bloading="lazy"/.test(tag));
  const sets = [
    ...eager.map((tag) => /\bsrcset="([^"]+)"/i.exec(tag)?.[1]),
    ...[...html.matchAll(/<link\b[^>]*\bimagesrcset="([^"]+)"/gi)].map((m) => m[1]),
  ].filter(Boolean);
  const urls = new Set(
    sets.flatMap((set) =>
      decode(set)
        .split(',')
        .map((c) => c.trim().split(/\s+/)[0]),
    ),
  );
  for (const src of urls) await fetch(new URL(src, url), { headers: { accept: 'image/avif,image/webp,image/*' } }).then((r) => r.arrayBuffer());
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const rows = [];
try {
  for (const page of PAGES) {
    if (only && !only.includes(page.type)) continue;
    const url = WEB_URL + page.path;
    const status = (await fetch(url, { redirect: 'manual' })).status;
    if (status !== 200) {
      rows.push({ ...page, status });
      continue;
    }
    await warm(url);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      // The default config is Lighthouse's mobile run: Moto G Power screen, simulated slow 4G and 4x CPU.
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      const lhr = result.lhr;
      const num = (id) => lhr.audits[id]?.numericValue ?? null;
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: num('largest-contentful-paint'),
        fcp: num('first-contentful-paint'),
        tbt: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        si: num('speed-index'),
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        // Opportunities with savings (images, unused JS...), to know what holds the score down.
        savings: Object.values(lhr.audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs > 0 || a.details.overallSavingsBytes > 0))
          .map((a) => `${a.id}: ${Math.round(a.details.overallSavingsMs ?? 0)} ms, ${Math.round((a.details.overallSavingsBytes ?? 0) / 1024)} KiB`),
        warnings: lhr.runWarnings,
      });
    }
    const mid = runs.find((r) => r.score === median(runs.map((x) => x.score)));
    rows.push({ ...page, status, runs, median: mid });
    console.error(`${page.type}: ${runs.map((r) => r.score).join(', ')}`);
  }
} finally {
  await chrome.kill();
}

const ms = (v) => (v === null ? '–' : `${(v / 1000).toFixed(1)} s`);
console.log(`\n## Lighthouse ${RUNS}× mobile performance (${new Date().toISOString()}, ${WEB_URL})\n`);
console.log('| page type | path | scores | median | LCP | FCP | TBT | CLS | savings flagged (median run) |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  if (!r.runs) {
    console.log(`| ${r.type} | \`${r.path}\` | not measured: ${r.status} | | | | | | |`);
    continue;
  }
  const m = r.median;
  console.log(
    `| ${r.type} | \`${r.path}\` | ${r.runs.map((x) => x.score).join(', ')} | **${m.score}** | ${ms(m.lcp)} | ${ms(m.fcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.savings.join('; ') || '–'} |`,
  );
}
if (jsonOut) {
  fs.mkdirSync(path.dirname(jsonOut), { recursive: true });
  fs.writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
}
