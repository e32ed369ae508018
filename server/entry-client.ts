import 'server-only';
import { clientKey } from './abuse-guard.mjs';
import { clientAddress } from './session';

/**
 * The client an entry comes from, as the rate limits count it (lib/entries/rate-limit.ts): the
 * address the nearest proxy saw, reduced to its client key (an IPv4 address, an IPv6 /64 —
 * server/abuse-guard.mjs, the production server's own per-client key). Null when unknown.
 */
export async function entryClient(): Promise<string | null> {
  const address = await clientAddress();
  return address ? clientKey(address) : null;
}

/** The same for an API request (its headers, not the page's). */
export function entryClientOf(req: Request): string | null {
  const last = req.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || req.headers.get('x-real-ip');
  return last ? clientKey(last) : null;
}
