// Speed and size of the in-process search index on a synthetic catalogue (or the seeded CMS
// content): build time, heap held by the index, time per query (full page and overlay) with typos,
// and one upsert (a webhook).
//
//   nice -n 10 node --expose-gc --import tsx bench/search/search-bench.ts
//   CORPUS=seeded CMS_URL=http://127.0.0.1:1338 BRINA_DEMO=1 TSX_TSCONFIG_PATH=apps/web/tsconfig.json \
//     nice -n 10 node --expose-gc --import ./bench/search/server-only.mjs --import tsx bench/search/search-bench.ts
//
// Options (environment): DOCS per language (5000), QUERIES (1000), TYPO_RATE (0.4), CORPUS (synthetic | seeded).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createOramaSearchIndex } from '../../apps/web/src/lib/search/orama-index';
import type { SearchDocType } from '../../apps/web/src/lib/search/types';
import { syntheticDocs, syntheticQueries } from './corpus';
import { seededDocs, seededQueries } from './seeded';

const DOCS = Number(process.env.DOCS ?? 5000);
const QUERIES = Number(process.env.QUERIES ?? 1000);
const TYPO_RATE = Number(process.env.TYPO_RATE ?? 0.4);
const SEEDED = process.env.CORPUS === 'seeded';
const WARM_UP = 200;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc so the heap can be measured');

function heapMb(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function summary(times: number[]): { p50: number; p95: number; p99: number; max: number; mean: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
  };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Wall and CPU milliseconds of `task`: on a shared machine the CPU time shows the work, the wall time the wait too. */
async function timed<T>(task: () => Promise<T>): Promise<{ result: T; wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const result = await task();
  const used = process.cpuUsage(cpu);
  return { result, wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
}

async function main(): Promise<void> {
  const read = SEEDED ? await timed(() => seededDocs()) : null;
  const docs = read ? read.result : [...syntheticDocs('it', DOCS, 1), ...syntheticDocs('en', DOCS, 2)];
  const queries = (SEEDED ? seededQueries : syntheticQueries)(docs, WARM_UP + QUERIES, 3, TYPO_RATE);
  const sourceMb = docs.reduce((n, d) => n + d.title.length + d.body.length, 0) / 1024 / 1024;

  const loadBefore = os.loadavg()[0] ?? 0;
  const before = heapMb();
  const index = createOramaSearchIndex();
  const build = await timed(() => index.replaceAll(docs));
  const indexMb = heapMb() - before;

  // Full page: page 1 of 10, a type filter on one query in five (as after clicking a facet).
  const searchTimes: number[] = [];
  const searchCpu: number[] = [];
  let withHits = 0;
  let withSuggestion = 0;
  const types: SearchDocType[] = ['product', 'recipe', 'article'];
  for (const [i, query] of queries.entries()) {
    const type = i % 5 === 0 ? types[i % 3] : null;
    const { result, wall, cpu } = await timed(() => index.search({ ...query, type, page: 1, pageSize: 10 }));
    if (i < WARM_UP) continue;
    searchTimes.push(wall);
    searchCpu.push(cpu);
    if (result.total > 0) withHits += 1;
    if (result.didYouMean) withSuggestion += 1;
  }

  // Overlay: the same queries typed, last word unfinished (a letter short) when it is long enough.
  const suggestTimes: number[] = [];
  const suggestCpu: number[] = [];
  for (const [i, query] of queries.entries()) {
    const q = query.q.length > 4 ? query.q.slice(0, -1) : query.q;
    const { wall, cpu } = await timed(() => index.suggest(q, query.locale, query.audience, 3));
    if (i < WARM_UP) continue;
    suggestTimes.push(wall);
    suggestCpu.push(cpu);
  }

  // A webhook: one published document re-read and replaced (and a new one added).
  const upsertTimes: number[] = [];
  for (let i = 0; i < 50; i++) {
    const source = docs[(i * 97) % docs.length];
    if (!source) continue;
    const changed = i % 2 === 0 ? { ...source, title: `${source.title} nuovo formato`, url: `${source.url}-v${i}` } : { ...source, id: `product:new-${i}` };
    upsertTimes.push((await timed(() => index.upsert([changed]))).wall);
  }

  const stats = await index.stats();
  const search = summary(searchTimes);
  const suggest = summary(suggestTimes);
  const upsert = summary(upsertTimes);
  const cpuSearch = summary(searchCpu);
  const cpuSuggest = summary(suggestCpu);
  const loadAfter = os.loadavg()[0] ?? 0;

  console.log(`node ${process.version}, ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after`);
  const perLocale = (l: string) => docs.filter((d) => d.locale === l).length;
  const corpus = read
    ? `seeded CMS content: ${perLocale('it')} Italian and ${perLocale('en')} English documents, read in ${(read.wall / 1000).toFixed(2)} s`
    : `${DOCS} documents per language`;
  console.log(`${corpus} (${docs.length} in all, ${sourceMb.toFixed(2)} MB of text), ${QUERIES} queries (${Math.round(TYPO_RATE * 100)}% with a typo)`);
  console.log(`vocabulary: ${stats.words.it} Italian words, ${stats.words.en} English words`);
  console.log(`build (replaceAll): ${(build.wall / 1000).toFixed(2)} s (CPU ${(build.cpu / 1000).toFixed(2)} s)`);
  console.log(`index heap: ${indexMb.toFixed(1)} MB (heap delta after GC, source documents excluded)`);
  console.log(
    `search page, wall: p50 ${ms(search.p50)}, p95 ${ms(search.p95)}, p99 ${ms(search.p99)}, max ${ms(search.max)}, mean ${ms(search.mean)} (${Math.round(1000 / search.mean)} queries/s on one core)`,
  );
  console.log(
    `search page, CPU:  p50 ${ms(cpuSearch.p50)}, p95 ${ms(cpuSearch.p95)}, p99 ${ms(cpuSearch.p99)}, max ${ms(cpuSearch.max)}; ${withHits} queries with hits, ${withSuggestion} with a did-you-mean`,
  );
  console.log(`overlay suggest, wall: p50 ${ms(suggest.p50)}, p95 ${ms(suggest.p95)}, p99 ${ms(suggest.p99)}, max ${ms(suggest.max)}`);
  console.log(`overlay suggest, CPU:  p50 ${ms(cpuSuggest.p50)}, p95 ${ms(cpuSuggest.p95)}, p99 ${ms(cpuSuggest.p99)}, max ${ms(cpuSuggest.max)}`);
  console.log(`upsert of one document: p50 ${ms(upsert.p50)}, max ${ms(upsert.max)}`);
  const goals = [
    ['p95 <= 10 ms', search.p95 <= 10],
    ['index <= 100 MB', indexMb <= 100],
    ['upsert <= 2 s', upsert.max <= 2000],
  ] as const;
  console.log(`goals: ${goals.map(([name, ok]) => `${name} ${ok ? 'met' : 'MISSED'}`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
