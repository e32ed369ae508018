// Types of next-adapter.mjs (plain JavaScript, run by the production server without a build step).
type Headers = Record<string, string | string[] | undefined>;
export const CLIENT_ROUTER_HEADERS: readonly string[];
export function clientRouterRequest(headers: Headers, url?: string): boolean;
export function routerPayload(headers: Headers, url: string): { path: string; variant: string; headers: Record<string, string>; address: (path: string) => string } | null;
export function nextResponseHeader(name: string): boolean;
