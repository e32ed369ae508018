// Types of next-adapter.mjs (plain JavaScript, run by the production server without a build step).
export const CLIENT_ROUTER_HEADERS: readonly string[];
export function clientRouterRequest(headers: Record<string, string | string[] | undefined>): boolean;
export function nextResponseHeader(name: string): boolean;
