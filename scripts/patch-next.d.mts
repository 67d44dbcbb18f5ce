// Types of patch-next.mjs (the fix to the installed Next's ISR write, and its check).
export function nextFiles(nextDir: string): string[];
export function fixText(text: string): { count: number; fixed: string };
export function weighsEveryEntry(text: string): boolean;
