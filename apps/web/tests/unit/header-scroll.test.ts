import { describe, expect, it } from 'vitest';
import { initialHeaderState, movementThreshold, nextHeaderState, type HeaderScrollState } from '@/lib/header-scroll';

function scroll(ys: number[], isHome: boolean, start: HeaderScrollState = initialHeaderState()) {
  return ys.reduce((s, y) => nextHeaderState(s, y, isHome), start);
}

describe('header scroll thresholds', () => {
  it('uses the spec thresholds', () => {
    expect(movementThreshold(100, true)).toBe(400);
    expect(movementThreshold(649, true)).toBe(400);
    expect(movementThreshold(100, false)).toBe(200);
    expect(movementThreshold(349, false)).toBe(200);
    expect(movementThreshold(651, true)).toBe(40);
    expect(movementThreshold(900, false)).toBe(40);
  });

  it('on home below 650 px it hides only after more than 400 px down', () => {
    expect(scroll([100, 300, 400], true).hidden).toBe(false);
    expect(scroll([100, 300, 401], true).hidden).toBe(true);
  });

  it('elsewhere below 350 px it hides after more than 200 px down', () => {
    expect(scroll([50, 200], false).hidden).toBe(false);
    expect(scroll([50, 201], false).hidden).toBe(true);
  });

  it('deep in the page 40 px of movement is enough both ways', () => {
    const down = scroll([700, 800], false, initialHeaderState(700));
    expect(down.hidden).toBe(true);
    expect(nextHeaderState(down, 770, false).hidden).toBe(true);
    expect(nextHeaderState(down, 750, false).hidden).toBe(false);
  });

  it('measures from where the direction changed, and shows at the top', () => {
    const hidden = scroll([300, 600, 1200], false);
    expect(hidden.hidden).toBe(true);
    expect(nextHeaderState(hidden, 1190, false).hidden).toBe(true);
    expect(scroll([1190, 1150], false, hidden).hidden).toBe(false);
    expect(nextHeaderState(hidden, 0, false).hidden).toBe(false);
  });
});
