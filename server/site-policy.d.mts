// Types of site-policy.mjs (plain JavaScript, run by the production server without a build step).
export const PRIVATE: string;
export function publicCacheControl(env?: Record<string, string | undefined>): string;
export type PublicScope = 'season' | 'competition' | 'public';
export const PUBLIC_ROUTES: readonly { pattern: string; segments: readonly string[]; scope: PublicScope; query: 'dropped' | 'kept' | 'refused' | ((search: string) => string | null) }[];
export function publicRoute(path: string): { route: (typeof PUBLIC_ROUTES)[number]; slug: string | null; rest: string[]; perRequest?: boolean } | null;
export function cacheableRequest(req: { url?: string; method?: string; headers: Record<string, string | string[] | undefined> }): { scope: PublicScope; slug: string | null; calendar: boolean; key: string; path: string; competition?: boolean; headers?: Record<string, string> } | null;
export function seasonPage(path: string): boolean;
export function whatIfPage(path: string): boolean;
export function interactiveRequest(method: string | undefined, url: string | undefined): boolean;
