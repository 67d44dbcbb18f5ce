// "Candidati" on a position (or the spontaneous application) tells the wizard what to apply for:
// an event for a wizard already on screen, and a pending choice for one that mounts later.
export const APPLY_EVENT = 'brina:careers-apply';

/** A position's id, or null for a spontaneous application. */
export type ApplyIntent = { positionId: string | null };

let pending: ApplyIntent | null = null;

export function requestApply(intent: ApplyIntent): void {
  pending = intent;
  window.dispatchEvent(new CustomEvent<ApplyIntent>(APPLY_EVENT, { detail: intent }));
}

/** Whether a choice waits for the wizard (it is not taken). */
export function hasPendingApply(): boolean {
  return pending !== null;
}

/** The choice made before the wizard mounted, once. */
export function takePendingApply(): ApplyIntent | null {
  const intent = pending;
  pending = null;
  return intent;
}

/** The wizard listens while mounted; the pending choice is then consumed right away. */
export function onApply(listener: (intent: ApplyIntent) => void): () => void {
  const handle = (event: Event) => {
    pending = null;
    listener((event as CustomEvent<ApplyIntent>).detail);
  };
  window.addEventListener(APPLY_EVENT, handle);
  return () => window.removeEventListener(APPLY_EVENT, handle);
}
