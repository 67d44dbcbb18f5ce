// Types of log-privacy.mjs (the scan of test logs for people's email addresses).
export function emailsIn(text: string): string[];
export function emailsInFiles(files: string[]): Record<string, string[]>;
