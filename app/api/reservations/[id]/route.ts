import { cancelReservation } from '../../../../db/queries/reservations';
import { authorize, errors, json } from '../../../../lib/server/api';
import { connection } from '../../../../lib/server/data';

export const dynamic = 'force-dynamic';

/** DELETE — cancels a reservation: its organizer or the arbiter; anyone else 403. */
export async function DELETE(req: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const conn = connection();
  const auth = authorize(conn, req, ['organizer', 'arbiter']);
  if (!auth.ok) return auth.response;
  if (!/^\d+$/.test(id)) return errors(404, [{ code: 'NOT_FOUND', message: 'No such reservation.' }]);
  const r = cancelReservation(conn, auth.user, Number(id), 'api');
  if (!r.ok) return errors(r.status, r.errors);
  return json(r.value);
}
