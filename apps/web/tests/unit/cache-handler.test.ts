import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import RedisCacheHandler, { deserialize, entryTags, serialize, tagState } from '../../cache-handler.mjs';

// Just enough of ioredis for the handler: strings, hashes and pipelines, in memory.
function fakeRedis() {
  const strings = new Map<string, string>();
  const hashes = new Map<string, Map<string, string>>();
  const hash = (key: string) => {
    const found = hashes.get(key) ?? new Map<string, string>();
    hashes.set(key, found);
    return found;
  };
  const pipeline = () => {
    const ops: (() => unknown)[] = [];
    const chain = {
      hmget: (key: string, ...fields: string[]) => (ops.push(() => fields.map((f) => hash(key).get(f) ?? null)), chain),
      hset: (key: string, values: Record<string, string>) => (ops.push(() => Object.entries(values).forEach(([f, v]) => hash(key).set(f, v))), chain),
      exec: async () => ops.map((op) => [null, op()]),
    };
    return chain;
  };
  const client = {
    get: async (key: string) => strings.get(key) ?? null,
    set: async (key: string, value: string) => (strings.set(key, value), 'OK'),
    pipeline,
  };
  return { client: client as unknown as Redis, strings };
}

function handlerWith(redis: Redis) {
  const handler = new RedisCacheHandler({ serverDistDir: '/nonexistent/server' });
  handler.redis = () => redis;
  return handler;
}

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from([0, 1, 2, 255]),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': 'cms:product,_N_T_/it/layout' },
  status: 200,
});

describe('cache entry serialisation', () => {
  it('keeps Buffers and Maps through JSON', () => {
    const back = deserialize(serialize({ value: page('<p>x</p>') })) as { value: ReturnType<typeof page> };
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect([...back.value.rscData]).toEqual([0, 1, 2, 255]);
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(back.value.html).toBe('<p>x</p>');
  });

  it('reads the tags of a data entry from its context and of a page from its header', () => {
    expect(entryTags({ kind: 'FETCH' }, { fetchCache: true, tags: ['cms:recipe'] })).toEqual(['cms:recipe']);
    expect(entryTags(page(''), {})).toEqual(['cms:product', '_N_T_/it/layout']);
    expect(entryTags(null, {})).toEqual([]);
  });
});

describe('tag state', () => {
  it('expires an entry written before the tag expired, not one written after', () => {
    expect(tagState(1000, ['2000'], [null], 3000)).toBe('expired');
    expect(tagState(2500, ['2000'], [null], 3000)).toBe('fresh');
    expect(tagState(1000, [null], [null], 3000)).toBe('fresh');
  });

  it('marks an entry stale until a future expiry arrives', () => {
    expect(tagState(1000, ['5000'], ['2000'], 3000)).toBe('stale');
    expect(tagState(1000, ['5000'], ['2000'], 6000)).toBe('expired');
  });
});

describe('RedisCacheHandler', () => {
  it('returns what was set, with its Buffers, until a tag of the entry is revalidated', async () => {
    const { client } = fakeRedis();
    const handler = handlerWith(client);
    await handler.set('/route-cache/APP_PAGE/x/$/it/prodotti/a', page('<h1>A</h1>'), { cacheControl: { revalidate: 60 } });
    const hit = await handler.get('/route-cache/APP_PAGE/x/$/it/prodotti/a', { kind: 'APP_PAGE' });
    expect((hit?.value as ReturnType<typeof page>).html).toBe('<h1>A</h1>');
    expect(Buffer.isBuffer((hit?.value as ReturnType<typeof page>).rscData)).toBe(true);
    expect(hit?.cacheControl).toEqual({ revalidate: 60 });

    await handler.revalidateTag('cms:recipe', { expire: 0 });
    expect(await handler.get('/route-cache/APP_PAGE/x/$/it/prodotti/a', { kind: 'APP_PAGE' })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag(['cms:product'], { expire: 0 });
    expect(await handler.get('/route-cache/APP_PAGE/x/$/it/prodotti/a', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('checks a data entry against the tags of the reading fetch too', async () => {
    const { client } = fakeRedis();
    const handler = handlerWith(client);
    await handler.set('abc', { kind: 'FETCH', data: { body: '{}' }, revalidate: 300 }, { fetchCache: true, tags: ['cms:product'] });
    expect(await handler.get('abc', { kind: 'FETCH', tags: ['cms:product'], softTags: ['_N_T_/it/prodotti'] })).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag('_N_T_/it/prodotti');
    expect(await handler.get('abc', { kind: 'FETCH', tags: ['cms:product'], softTags: ['_N_T_/it/prodotti'] })).toBeNull();
  });

  it('keeps pages apart per build but shares data entries', () => {
    const handler = new RedisCacheHandler({ serverDistDir: '/nonexistent/server' });
    expect(handler.storageKey('k', 'APP_PAGE')).toContain(':page:unbuilt:k');
    expect(handler.storageKey('k', 'FETCH')).toMatch(/:data:k$/);
  });

  it('treats a failing Redis as a miss, and its writes as lost', async () => {
    const broken = {
      get: async () => Promise.reject(new Error('down')),
      set: async () => Promise.reject(new Error('down')),
      pipeline: () => ({}),
    } as unknown as Redis;
    const handler = handlerWith(broken);
    await expect(handler.set('k', page(''), {})).resolves.toBeUndefined();
    await expect(handler.get('k', { kind: 'APP_PAGE' })).resolves.toBeNull();
  });
});
