/**
 * The public host the site is known by, for identifiers that must stay stable (iCalendar UIDs):
 * `GP_PUBLIC_HOST` when set (e.g. `gp.wmzszach.pl`), else the request's `Host` header without its
 * port. A loopback host (`localhost`, `127.0.0.1`, `::1`) is never used: it is not the site's name
 * and two installations would give the same UIDs — then `grand-prix.invalid` (a reserved name).
 */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|0\.0\.0\.0)$/i;
export const FALLBACK_HOST = 'grand-prix.invalid';

export function hostOnly(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').split('/')[0]!;
  const host = v.startsWith('[') ? v.slice(0, v.indexOf(']') + 1) : v.replace(/:\d+$/, '');
  if (!host || LOOPBACK.test(host) || !/^[a-z0-9.\-[\]:]+$/.test(host)) return null;
  return host;
}

export function publicHost(req: Request, env: Record<string, string | undefined> = process.env): string {
  return hostOnly(env.GP_PUBLIC_HOST) ?? hostOnly(req.headers.get('host')) ?? FALLBACK_HOST;
}

/**
 * The site's address for links that leave it (an iCalendar event's URL): `https://GP_PUBLIC_HOST`
 * when set, else the request's own scheme (`x-forwarded-proto` behind a proxy) and Host.
 */
export function publicSiteBase(req: Request, env: Record<string, string | undefined> = process.env): string {
  const configured = hostOnly(env.GP_PUBLIC_HOST);
  if (configured) return `https://${configured}`;
  const url = new URL(req.url);
  const proto = req.headers.get('x-forwarded-proto') === 'https' ? 'https' : url.protocol.replace(':', '');
  const host = (req.headers.get('host') ?? url.host).trim();
  return /^[A-Za-z0-9.\-[\]:]+$/.test(host) ? `${proto}://${host}` : url.origin;
}
