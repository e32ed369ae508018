import 'server-only';
import { DatabaseBusy, type Connection } from '@/db/client';
import { UPLOAD_LIMIT_BYTES } from '@/lib/request-limits.mjs';
import { userForToken, type Role } from '@/server/users';
import type { Season, User } from '@/db/schema';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { currentUser } from './session';
import { coded, inEnglish, refuse, statusOf, type Problem, type Refusal } from '@/lib/problem';


export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}

/** `{errors}` with the status the problems' codes have (lib/problem-status.ts); `reason` as refuse() takes it. */
export function errors(list: Problem[], reason?: string): Response {
  return refusal(refuse(list, reason));
}

/** The refusal's answer: each problem with its English `message` (the JSON contract), rendered here, at the edge. */
export function refusal(r: Refusal): Response {
  return json({ errors: r.errors.map((p) => inEnglish(p)) }, r.status);
}

/** 503 with Retry-After: another process holds the write lock (e.g. `gp import` of a big season); nothing was written. */
export function busy(e: DatabaseBusy): Response {
  return json({ errors: [{ code: e.code, message: e.message }] }, statusOf(e.code), { 'retry-after': String(e.retryAfterSeconds) });
}


/** A union on purpose, not `Result` (docs/architecture.md, issue 39): a refusal is the ready Response the route returns as it is. Likewise BodyResult and SeasonLookup. */
type AuthResult = { ok: true; user: User } | { ok: false; response: Response };

/**
 * The caller: a Bearer API token (stored hashed) of an account with one of `roles` — or, for a
 * browser without a token, the signed-in session, for same-origin requests only (the session cookie
 * is SameSite=Lax; the Origin / Sec-Fetch-Site check also stops other sites' scripts).
 * 401 without a token or session or with an unknown/revoked token; 403 when the account may not do this.
 */
export async function authorize(conn: Connection, req: Request, roles: Role[]): Promise<AuthResult> {
  const header = req.headers.get('authorization');
  let user: User | null;
  if (header !== null) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    user = m ? userForToken(conn, m[1]!) : null;
    if (!user) return { ok: false, response: errors([coded<Problem>({ code: 'UNAUTHENTICATED', params: { reason: 'unknown-token' } })]) };
  } else {
    user = await currentUser();
    if (!user) return { ok: false, response: errors([coded<Problem>({ code: 'UNAUTHENTICATED', params: { reason: 'no-credentials' } })]) };
    if (req.method !== 'GET' && req.method !== 'HEAD' && !sameOrigin(req)) {
      return { ok: false, response: errors([coded<Problem>({ code: 'CROSS_SITE' })]) };
    }
  }
  if (!roles.includes(user.role)) return { ok: false, response: errors([coded<Problem>({ code: 'FORBIDDEN', params: { reason: 'role', role: user.role } })]) };
  return { ok: true, user };
}

function sameOrigin(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = req.headers.get('origin');
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (origin === null || host === null) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

type BodyResult = { ok: true; bytes: Uint8Array } | { ok: false; response: Response };

/** The request body, refused with 413 above the upload limit — by the declared length and by counting, as a proxy may lie. */
export async function readBody(req: Request, limit = UPLOAD_LIMIT_BYTES): Promise<BodyResult> {
  const tooLarge = () => ({ ok: false as const, response: errors([coded<Problem>({ code: 'TOO_LARGE', params: { mb: limit / 1024 / 1024 } })], 'REQUEST_TOO_LARGE') });
  const declared = Number(req.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) return tooLarge();
  if (!req.body) return { ok: true, bytes: new Uint8Array() };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return { ok: true, bytes: out };
}


type SeasonLookup = { ok: true; season: Season } | { ok: false; response: Response };

/** The season of a request, or 404; `publicOnly` hides seasons the arbiter has not published. */
export function seasonOr404(conn: Connection, slug: string, { publicOnly }: { publicOnly: boolean }): SeasonLookup {
  const season = getSeasonBySlug(conn, slug);
  if (!season || (publicOnly && !season.public)) return { ok: false, response: errors([coded<Problem>({ code: 'NOT_FOUND', params: { what: 'season', name: slug } })]) };
  return { ok: true, season };
}

/** A file for download: never cached by the browser (the data changes with every upload). */
export function download(body: string | Uint8Array, contentType: string, disposition: string, extra: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), { headers: { 'content-type': contentType, 'content-disposition': disposition, 'cache-control': 'no-store', ...extra } });
}
