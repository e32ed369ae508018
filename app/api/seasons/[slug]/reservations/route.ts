import { createReservation, listReservations } from '../../../../../db/queries/reservations';
import { getSeasonBySlug } from '../../../../../db/queries/seasons';
import { authorize, errors, json } from '../../../../../lib/server/api';
import { connection } from '../../../../../lib/server/data';

export const dynamic = 'force-dynamic';

/** GET — the season's calendar as JSON (public). */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const season = getSeasonBySlug(connection(), slug);
  if (!season || !season.public) return errors(404, [{ code: 'NOT_FOUND', message: `No season "${slug}".` }]);
  return json(listReservations(connection(), season));
}

/** POST {date, name, city, …} by an organizer's (or the arbiter's) token → 201 {id, status} | 422 {errors}. */
export async function POST(req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const conn = connection();
  const auth = await authorize(conn, req, ['organizer', 'arbiter']);
  if (!auth.ok) return auth.response;
  const season = getSeasonBySlug(conn, slug);
  if (!season) return errors(404, [{ code: 'NOT_FOUND', message: `No season "${slug}".` }]);
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return errors(422, [{ code: 'INVALID_JSON', message: 'The body must be JSON: {"date", "name", "city"}.' }]);
  }
  const today = new Date().toISOString().slice(0, 10);
  const r = createReservation(conn, auth.user, season, (body ?? {}) as never, today, 'api');
  if (!r.ok) return errors(r.status, r.errors);
  return json({ id: r.value.id, status: r.value.status }, 201);
}
