// The content types the CMS describes once (kit.ts says what a description holds): one line per type.
// Types not moved here keep their entries in the tables (docs/content-types.md).
import { EVENT } from './event';
import type { CmsType } from './kit';
import { PRESS_RELEASE } from './press-release';

export type { CmsType } from './kit';

export const CMS_TYPES: readonly CmsType[] = [EVENT, PRESS_RELEASE];

/** `{ uid: what pick reads }` of every described type that has it: a table's described entries. */
export function describedEntries<T>(pick: (type: CmsType) => T | undefined): Record<string, T> {
  return Object.fromEntries(CMS_TYPES.flatMap((type) => (pick(type) === undefined ? [] : [[type.uid, pick(type) as T]])));
}
