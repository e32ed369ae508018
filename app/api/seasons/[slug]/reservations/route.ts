import { createReservation, listReservations } from '@/server/reservations';
import { authorize, errors, guarded, json, seasonOr404 } from '@/server/api';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

/** GET — the season's calendar as JSON (public). */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const found = seasonOr404(connection(), slug, { publicOnly: true });
  if (!found.ok) return found.response;
  const season = found.season;
  return json(listReservations(connection(), season));
}

/** POST {date, name, city, …} by an organizer's (or the arbiter's) token → 201 {id, status} | 422 {errors}. */
export const POST = guarded(async (req: Request, ctx: { params: Promise<{ slug: string }> }) => {
  const { slug } = await ctx.params;
  const conn = connection();
  const auth = await authorize(conn, req, ['organizer', 'arbiter']);
  if (!auth.ok) return auth.response;
  const found = seasonOr404(conn, slug, { publicOnly: false });
  if (!found.ok) return found.response;
  const season = found.season;
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
});
