// The site's progress bar (PageEffects) follows link clicks, back/forward and plain form posts by
// itself; other waits the visitor makes (a filter change, the search overlay's navigation, a form
// sent with JavaScript) announce their start and end here.
export const PROGRESS_EVENT = 'brina:progress';

export type ProgressSignal = 'start' | 'end';

function signal(detail: ProgressSignal) {
  window.dispatchEvent(new CustomEvent<ProgressSignal>(PROGRESS_EVENT, { detail }));
}

/** A wait begins: the bar shows after the throttle unless the wait ends first. */
export function startProgress() {
  signal('start');
}

/** The wait is over (a navigation also ends the bar when its page arrives). */
export function endProgress() {
  signal('end');
}
