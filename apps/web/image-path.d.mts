// Types of image-path.mjs (plain JavaScript: server.mjs runs it without a build step).
export declare const IMAGE_PATH: string;
export declare const IMAGE_QUALITY: number;
export declare const SHORT_FILE: RegExp;
export declare function mediaUploadsUrl(env?: Record<string, string | undefined>): string;
export declare function optimizerUrl(url: string | undefined, uploads: string): string | null;
