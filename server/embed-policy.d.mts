// Types of embed-policy.mjs (plain JavaScript, run by the production server without a build step).
export const EMBED_PARAMS: string[];
export function canonicalEmbedQuery(search: string): string | null;
