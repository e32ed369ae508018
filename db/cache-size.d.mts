// Types of cache-size.mjs (plain JavaScript, run by the production server without a build step).
export function siteCacheMb(env?: Record<string, string | undefined>): number;
export function cacheSizePragma(mb: number): string;
