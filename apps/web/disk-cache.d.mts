export type DiskCacheEntry = { key: string; files: string[]; bytes: number; at: number };
export function diskCacheEntries(distDir: string): Promise<DiskCacheEntry[]>;
export function pruneDiskCache(distDir: string, maxBytes: number): Promise<{ before: number; after: number; removed: number }>;
