// The production server's admission queue (admission.mjs): at most `max` requests at once, the
// rest first come first served; static files pass; a visitor who left is not served; a queued
// request runs in its own async context (its request id), not in that of the request that freed its place.
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createAdmission } from '../../admission.mjs';

function request(url = '/it/prodotti?diets=VEGAN', destroyed = false) {
  const res = new EventEmitter();
  return { req: { url, socket: { destroyed } } as never, res: res as never, finish: () => res.emit('finish'), close: () => res.emit('close') };
}

describe('createAdmission', () => {
  it('runs at most `max` at once and starts the others in arrival order as each one ends', () => {
    const { admit, stats } = createAdmission(2);
    const started: string[] = [];
    const reqs = ['a', 'b', 'c', 'd'].map((name) => ({ name, ...request() }));
    for (const r of reqs) admit(r.req, r.res, () => started.push(r.name));
    expect(started).toEqual(['a', 'b']);
    expect(stats()).toMatchObject({ active: 2, waiting: 2 });
    reqs[1]?.finish();
    expect(started).toEqual(['a', 'b', 'c']);
    // 'finish' and then 'close' of one response free one place, not two.
    reqs[1]?.close();
    expect(stats()).toMatchObject({ active: 2, waiting: 1 });
    reqs[0]?.close();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('static files never wait', () => {
    const { admit } = createAdmission(1);
    const started: string[] = [];
    admit(request().req, request().res, () => started.push('page'));
    const file = request('/_next/static/chunks/app.js');
    admit(file.req, file.res, () => started.push('file'));
    expect(started).toEqual(['page', 'file']);
  });

  it('skips a visitor who left while waiting', () => {
    const { admit, stats } = createAdmission(1);
    const started: string[] = [];
    const first = request();
    admit(first.req, first.res, () => started.push('first'));
    const gone = request('/it', true);
    admit(gone.req, gone.res, () => started.push('gone'));
    const third = request();
    admit(third.req, third.res, () => started.push('third'));
    first.finish();
    expect(started).toEqual(['first', 'third']);
    expect(stats()).toMatchObject({ active: 1, waiting: 0 });
  });

  it('0 turns the queue off', () => {
    const { admit } = createAdmission(0);
    let runs = 0;
    for (let i = 0; i < 50; i += 1) admit(request().req, request().res, () => (runs += 1));
    expect(runs).toBe(50);
  });

  it('a queued request runs in its own async context, not in the one of the request whose end let it in', () => {
    const { admit } = createAdmission(1);
    const store = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const [a, b, c] = [request(), request(), request()];
    store.run('a', () => admit(a.req, a.res, () => seen.push(store.getStore())));
    store.run('b', () => admit(b.req, b.res, () => seen.push(store.getStore())));
    store.run('c', () => admit(c.req, c.res, () => seen.push(store.getStore())));
    expect(seen).toEqual(['a']);
    // a's end (in a's context, as its response would close) starts b; b's end, outside any context, starts c.
    store.run('a', () => a.finish());
    b.finish();
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});
