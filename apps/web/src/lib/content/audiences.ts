// The audiences a document is in, read as the CMS types say it. Browser-safe (analytics reads the
// descriptors that use it).
import { bool, str, type Raw } from '../cms/read';
import type { AudienceMode } from '../routing/routes';

/** The fields of a type flagged per audience. */
export const AUDIENCE_FLAGS = ['available_b2c', 'available_b2b'] as const;

/** A document flagged per audience (`available_b2c` / `available_b2b`). */
export const flaggedAudiences = (raw: Raw): AudienceMode[] => [
  ...(bool(raw, 'available_b2c') ? (['B2C'] as const) : []),
  ...(bool(raw, 'available_b2b') ? (['B2B'] as const) : []),
];

/** The field of a type whose document belongs to one audience. */
export const AUDIENCE_MODE = ['mode'] as const;

/** A document of the one audience its `mode` names. */
export function modeAudience(raw: Raw): AudienceMode[] {
  const mode = str(raw, 'mode');
  return mode === 'B2B' || mode === 'B2C' ? [mode] : [];
}
