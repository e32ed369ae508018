import { FORM_LIMIT_BYTES } from '@/lib/request-limits.mjs';
import 'server-only';
import type { Connection } from '@/db/client';
import type { Role } from '@/db/queries/users';
import type { Season, User } from '@/db/schema';
import { DatabaseBusy } from '@/db/client';
import { authorize, busy, errors, json, refusal, readBody, seasonOr404 } from './api';
import { afterSeasonWrite } from './after-write';
import { connection, readConnection } from './data';
import type { Problem, Refusal } from '@/lib/problem';
import { coded } from '@/lib/problem';

/** What a use case returns to a route: a value, or a status with coded errors — `Result<T>` with a success's status and headers (a 201, a `location`; docs/architecture.md, issue 39). */
type RouteResult<T> = { ok: true; value: T; status?: number; headers?: Record<string, string> } | Refusal;

interface RouteContext<P> {
  req: Request;
  conn: Connection;
  params: P;
  /** The caller, when the route names roles. */
  user: User;
  /** The season of `params.slug`, when the route has one. */
  season: Season;
  /** The body within the size limit, when the route asks for it (`body: 'bytes'`), or parsed JSON (`body: 'json'`). */
  bytes: Uint8Array;
  body: unknown;
}

interface RouteOptions {
  /** Who may call it; none = public. */
  roles?: Role[];
  /** `public`: only published seasons (others 404); `any`: the arbiter's view; none: no season in the path. */
  season?: 'public' | 'any';
  body?: 'bytes' | 'json';
  /** After a successful write: clear the season's router caches. */
  revalidate?: boolean;
}

/**
 * One opening for every API route (like dub's `withWorkspace`): authorize → season or 404 → read
 * the body within the size limit → call → map the result. Public routes read through the read-only
 * connection (a writer never makes them wait); a write that cannot get the lock answers 503 with
 * Retry-After, never 500. A handler returns either a Response (for
 * downloads) or a RouteResult, which becomes 200 JSON or `{errors}` with its status.
 */
export function withRoute<P extends Record<string, string>>(
  options: RouteOptions,
  handler: (ctx: RouteContext<P>) => RouteResult<unknown> | Response | Promise<RouteResult<unknown> | Response>,
) {
  return async (req: Request, segment: { params: Promise<P> }): Promise<Response> => {
    try {
      return await run(req, await segment.params);
    } catch (e) {
      if (e instanceof DatabaseBusy) return busy(e);
      throw e;
    }
  };

  async function run(req: Request, params: P): Promise<Response> {
    const conn = options.roles ? connection() : readConnection();
    const ctx = { req, conn, params } as RouteContext<P>;
    if (options.roles) {
      const auth = await authorize(conn, req, options.roles);
      if (!auth.ok) return auth.response;
      ctx.user = auth.user;
    }
    if (options.season) {
      const found = seasonOr404(conn, params.slug ?? '', { publicOnly: options.season === 'public' });
      if (!found.ok) return found.response;
      ctx.season = found.season;
    }
    if (options.body === 'bytes') {
      const body = await readBody(req);
      if (!body.ok) return body.response;
      ctx.bytes = body.bytes;
    } else if (options.body === 'json') {
      const body = await readBody(req, FORM_LIMIT_BYTES);
      if (!body.ok) return body.response;
      try {
        const text = new TextDecoder().decode(body.bytes).trim();
        ctx.body = text === '' ? {} : JSON.parse(text);
      } catch {
        return errors([coded<Problem>({ code: 'INVALID_JSON' })]);
      }
      if (ctx.body === null || typeof ctx.body !== 'object' || Array.isArray(ctx.body)) {
        return errors([coded<Problem>({ code: 'INVALID_JSON' })]);
      }
    }
    const out = await handler(ctx);
    if (out instanceof Response) return out;
    if (!out.ok) return refusal(out);
    if (options.revalidate && ctx.season) afterSeasonWrite(ctx.season.slug);
    return json(out.value, out.status ?? 200, out.headers ?? {});
  }
}

/** A route's 404 (lib/problem-status.ts): the same refusal a use case gives. */
export { notFound } from '@/lib/problem';
