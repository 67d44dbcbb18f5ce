// Whether the CMS answers: after a failure (timeout, refused connection, 5xx) the CMS counts as
// down for a short while, so later requests of the same page fail at once instead of each waiting
// for its own timeout. Kept on globalThis so the web server wrapper (503 answers) sees it too.
import { settingNumber } from '../../../config.mjs';
import { log } from '../log';

/** How long after a failure requests skip the CMS (a success clears it sooner). */
const DOWN_FOR_MS = settingNumber('CMS_RETRY_AFTER_MS');

/** `staleServed`: pages rendered during the outage may hold old answers (refreshed on recovery). */
type Health = { downUntil: number; outageSince: number | null; reported: Set<string>; staleServed: boolean };

const KEY = Symbol.for('brina.cms.health');
const store = globalThis as typeof globalThis & { [KEY]?: Health };
const health: Health = (store[KEY] ??= { downUntil: 0, outageSince: null, reported: new Set(), staleServed: false });

export function cmsLooksDown(now = Date.now()): boolean {
  return now < health.downUntil;
}

/** Seconds a client should wait before retrying while the CMS is down. */
export function retryAfterSeconds(): number {
  return Math.max(1, Math.ceil(DOWN_FOR_MS / 1000));
}

export function recordCmsFailure(reason: string, now = Date.now()): void {
  health.downUntil = now + DOWN_FOR_MS;
  if (health.outageSince === null) {
    health.outageSince = now;
    log.error({ reason }, 'CMS unreachable: serving cached content, unknown pages answer 503');
  }
}

export function recordCmsSuccess(now = Date.now()): void {
  health.downUntil = 0;
  if (health.outageSince === null) return;
  log.info({ seconds: Math.round((now - health.outageSince) / 1000) }, 'CMS reachable again');
  health.outageSince = null;
  health.reported.clear();
}

/** A page was rendered from an answer kept from before the outage. */
export function recordStaleServed(): void {
  health.staleServed = true;
}

/** True the first time `what` is reported in the current outage (or ever, outside one): log once. */
export function firstReport(what: string): boolean {
  if (health.reported.has(what)) return false;
  health.reported.add(what);
  return true;
}
