import { cancelReservation, updateReservation } from '@/server/reservations';
import { authorize, errors, guarded, json } from '@/server/api';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

/** DELETE — cancels a reservation: its organizer or the arbiter; anyone else 403. */
export const DELETE = guarded(async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const conn = connection();
  const auth = await authorize(conn, req, ['organizer', 'arbiter']);
  if (!auth.ok) return auth.response;
  if (!/^\d+$/.test(id)) return errors(404, [{ code: 'NOT_FOUND', message: 'No such reservation.' }]);
  const r = cancelReservation(conn, auth.user, Number(id), 'api');
  if (!r.ok) return errors(r.status, r.errors);
  return json(r.value);
});

/** PATCH {name?, city?, venue?, contact?, rounds?, tempo?, fees?, prizes?} — its organizer or the arbiter; anyone else 403. */
export const PATCH = guarded(async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const conn = connection();
  const auth = await authorize(conn, req, ['organizer', 'arbiter']);
  if (!auth.ok) return auth.response;
  if (!/^\d+$/.test(id)) return errors(404, [{ code: 'NOT_FOUND', message: 'No such reservation.' }]);
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return errors(422, [{ code: 'INVALID_JSON', message: 'The body must be a JSON object.' }]);
  }
  const r = updateReservation(conn, auth.user, Number(id), (body ?? {}) as never, 'api');
  if (!r.ok) return errors(r.status, r.errors);
  return json({ id: r.value.id, status: r.value.status, name: r.value.name, city: r.value.city });
});
