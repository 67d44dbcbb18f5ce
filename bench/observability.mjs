// The per-request CPU cost of the observability server.mjs adds (issue 36): the request id, the
// AsyncLocalStorage context, the route kind, one JSON log line (pino, written to /dev/null) and
// the counter and histogram updates on close, measured in isolation on fake requests (no HTTP, no
// Next). `node bench/observability.mjs` (through scripts/with-node). Results: bench/README.md.
import fs from 'node:fs';
import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { createMetrics, routeKind } from '../apps/web/metrics.mjs';
import { observeRequest, requestContext, requestId } from '../apps/web/request-log.mjs';

const N = Number(process.argv[2] ?? 200_000);
const log = pino({ base: null }, fs.createWriteStream('/dev/null'));
const metrics = createMetrics({ defaults: false });

function fakeExchange() {
  const res = new EventEmitter();
  res.statusCode = 200;
  res.writableFinished = true;
  res.getHeader = () => 'HIT';
  return { req: { method: 'GET', url: '/it/prodotti?diets=VEGAN&page=2', headers: {} }, res };
}

function run(observe) {
  const started = performance.now();
  for (let i = 0; i < N; i += 1) {
    const { req, res } = fakeExchange();
    if (observe) {
      const kind = routeKind(req.url);
      const id = requestId(req.headers['x-request-id'], false);
      const context = observeRequest(req, res, { id, kind, log, metrics });
      context.answeredBy = 'next';
      requestContext.run(context, () => res.emit('close'));
    } else res.emit('close');
  }
  return ((performance.now() - started) * 1000) / N;
}

run(true); // warm-up
const off = run(false);
const on = run(true);
console.log(JSON.stringify({ requests: N, usPerRequestWithout: off.toFixed(2), usPerRequestWith: on.toFixed(2), addedUs: (on - off).toFixed(2) }));
