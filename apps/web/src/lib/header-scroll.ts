// When the header hides and shows (spec section 4): it hides after scrolling down, and shows after
// scrolling up, by more than a movement threshold that depends on where the page is.
export const HOME_THRESHOLD = { below: 650, movement: 400 } as const;
export const PAGE_THRESHOLD = { below: 350, movement: 200 } as const;
export const DEEP_SCROLL = { above: 650, movement: 40 } as const;
/** The navbar is transparent while the home page is scrolled less than this. */
export const TRANSPARENT_UNTIL = 80;

export function movementThreshold(scrollY: number, isHome: boolean): number {
  if (scrollY > DEEP_SCROLL.above) return DEEP_SCROLL.movement;
  if (isHome) return HOME_THRESHOLD.movement;
  if (scrollY < PAGE_THRESHOLD.below) return PAGE_THRESHOLD.movement;
  return DEEP_SCROLL.movement;
}

export type HeaderScrollState = { hidden: boolean; lastY: number; anchorY: number; direction: 'up' | 'down' };

export const initialHeaderState = (y = 0): HeaderScrollState => ({ hidden: false, lastY: y, anchorY: y, direction: 'down' });

/** The header state after the page scrolled to `y`. */
export function nextHeaderState(state: HeaderScrollState, y: number, isHome: boolean): HeaderScrollState {
  if (y <= 0) return { hidden: false, lastY: 0, anchorY: 0, direction: 'up' };
  if (y === state.lastY) return state;
  const direction = y > state.lastY ? 'down' : 'up';
  // The distance is measured from where the current scroll direction started.
  const anchorY = direction === state.direction ? state.anchorY : state.lastY;
  const moved = Math.abs(y - anchorY);
  let hidden = state.hidden;
  if (moved > movementThreshold(y, isHome)) hidden = direction === 'down';
  return { hidden, lastY: y, anchorY, direction };
}
