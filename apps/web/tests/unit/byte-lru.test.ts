// The byte-bounded LRU behind the CMS's last good answers: bounded by bytes, least recent dropped.
import { describe, expect, it } from 'vitest';
import { ByteLru, jsonBytes } from '@/lib/byte-lru';

describe('ByteLru', () => {
  it('keeps the total under its budget, dropping the least recently used first', () => {
    const lru = new ByteLru<string>(10, (v) => v.length);
    lru.set('a', 'xxxx');
    lru.set('b', 'xxxx');
    expect(lru.get('a')).toBe('xxxx');
    lru.set('c', 'xxxx');
    expect(lru.has('b')).toBe(false);
    expect(lru.has('a') && lru.has('c')).toBe(true);
    expect(lru.bytes).toBe(8);
  });

  it('replaces a key without counting it twice, and never keeps a value larger than the budget', () => {
    const lru = new ByteLru<string>(10, (v) => v.length);
    lru.set('a', 'xxxx');
    lru.set('a', 'xxxxxx');
    expect(lru.bytes).toBe(6);
    lru.set('big', 'x'.repeat(11));
    expect(lru.has('big')).toBe(false);
    expect(lru.count).toBe(1);
  });

  it('weighs JSON values by their text', () => {
    expect(jsonBytes({ a: 1 })).toBe(14);
  });
});
