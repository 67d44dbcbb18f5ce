// Types of site-paths.mjs (the generator of the CMS's copy of the route table).
export const SITE_PATHS_FILE: string;
export function descriptorDetailTypes(dir?: string): Record<string, string>;
export function sitePathsSource(routes: Record<string, { it: string | null; en: string | null }>, detailTypes: Record<string, string>): string;
