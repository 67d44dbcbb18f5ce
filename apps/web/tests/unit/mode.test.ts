import { describe, expect, it } from 'vitest';
import { audienceFrom, resolveMode } from '@/lib/routing/mode';

describe('site mode resolution', () => {
  it('comes from the route', () => {
    expect(resolveMode('B2B', 'B2C')).toBe('B2B');
    expect(resolveMode('B2C', 'B2B')).toBe('B2C');
  });
  it('corporate pages keep the previous mode, B2C by default', () => {
    expect(resolveMode('CORPORATE', 'B2B')).toBe('B2B');
    expect(resolveMode('CORPORATE', undefined)).toBe('B2C');
    expect(resolveMode(null, 'garbage')).toBe('B2C');
  });
  it('an unknown stored value is B2C', () => {
    expect(audienceFrom('RETAIL')).toBe('B2C');
  });
});
