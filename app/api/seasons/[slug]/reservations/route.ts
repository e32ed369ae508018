import { currentDate } from '@/server/clock';
import { createReservation, listReservations } from '@/server/reservations';
import { withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET — the season's calendar as JSON (public). */
export const GET = withRoute({ season: 'public' }, ({ conn, season }) => ({ ok: true, value: listReservations(conn, season) }));

/** POST {date, name, city, …} by an organizer's (or the arbiter's) token → 201 {id, status, warnings} | 422 {errors}. */
export const POST = withRoute({ roles: ['organizer', 'arbiter'], season: 'any', body: 'json', revalidate: true }, ({ conn, user, season, body }) => {
  const r = createReservation(conn, user, season, body as never, currentDate(), 'api');
  if (!r.ok) return r;
  // a plan that breaks the regulation is booked; the broken rules come back as warnings
  return { ok: true, value: { id: r.value.id, status: r.value.status, warnings: r.value.warnings.map((w) => ({ code: w.code, message: w.message, params: w.params })) }, status: 201 };
});
