import type Redis from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { BROADCAST_CHANNEL, type ContentChange, announceContentChange, onContentChange } from '@/lib/broadcast';

const change: ContentChange = { event: 'entry.publish', model: 'product', entry: { documentId: 'abc' }, tags: ['cms:product'] };
const removals: (() => void)[] = [];
afterEach(() => removals.splice(0).forEach((remove) => remove()));

describe('content-change broadcast', () => {
  it('runs every registered handler in this instance without Redis', async () => {
    const seen: string[] = [];
    removals.push(onContentChange((c) => void seen.push(`a:${c.model}`)));
    removals.push(onContentChange(async (c) => void seen.push(`b:${c.event}`)));
    const { published } = await announceContentChange(change, () => null);
    expect(published).toBe(false);
    expect(seen.sort()).toEqual(['a:product', 'b:entry.publish']);
  });

  it('keeps running the other handlers when one fails, and stops calling a removed one', async () => {
    const seen: string[] = [];
    removals.push(onContentChange(() => Promise.reject(new Error('boom'))));
    const remove = onContentChange(() => void seen.push('removed'));
    removals.push(onContentChange(() => void seen.push('ok')));
    remove();
    await announceContentChange(change, () => null);
    expect(seen).toEqual(['ok']);
  });

  it('publishes the change on the channel when Redis is configured', async () => {
    const published: [string, string][] = [];
    const redis = { publish: async (channel: string, message: string) => (published.push([channel, message]), 1) } as unknown as Redis;
    const outcome = await announceContentChange(change, () => redis);
    expect(outcome.published).toBe(true);
    expect(published).toHaveLength(1);
    const [channel, message] = published[0] ?? ['', '{}'];
    expect(channel).toBe(BROADCAST_CHANNEL);
    expect(JSON.parse(message)).toMatchObject({ change, from: expect.any(String) });
  });

  it('still runs the local handlers when publishing fails', async () => {
    const seen: string[] = [];
    removals.push(onContentChange(() => void seen.push('local')));
    const redis = { publish: () => Promise.reject(new Error('down')) } as unknown as Redis;
    expect((await announceContentChange(change, () => redis)).published).toBe(false);
    expect(seen).toEqual(['local']);
  });
});
