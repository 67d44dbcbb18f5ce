// Types of cms-types.mjs (the generator of the website's types of the CMS answers).
export const CMS_SRC: string;
export const CMS_TYPES_FILE: string;
export function typeName(uid: string): string;
export function readSchemas(src?: string): Record<string, { kind?: string; attributes?: Record<string, unknown>; [key: string]: unknown }>;
export function cmsTypesSource(schemas: Record<string, unknown>): string;
