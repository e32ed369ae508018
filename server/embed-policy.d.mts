// Types of embed-policy.mjs (plain JavaScript, run by the production server without a build step).
export const EMBED_PARAMS: string[];
export function embedRead(path: string): boolean;
export function canonicalEmbedQuery(search: string): string | null;
export function embedCacheable(url: string): { slug: string; competition: boolean; calendar: false; key: string; path: string } | null | undefined;
