import { cancelReservation, updateReservation } from '@/server/reservations';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** DELETE — cancels a reservation: its organizer or the arbiter; anyone else 403. */
export const DELETE = withRoute<{ id: string }>({ roles: ['organizer', 'arbiter'] }, ({ conn, user, params }) => {
  if (!/^\d+$/.test(params.id)) return notFound({ what: 'reservation' });
  return cancelReservation(conn, user, Number(params.id), 'api');
});

/** PATCH {name?, city?, venue?, contact?, rounds?, tempo?, fees?, prizes?} — its organizer or the arbiter; anyone else 403. */
export const PATCH = withRoute<{ id: string }>({ roles: ['organizer', 'arbiter'], body: 'json' }, ({ conn, user, params, body }) => {
  if (!/^\d+$/.test(params.id)) return notFound({ what: 'reservation' });
  const r = updateReservation(conn, user, Number(params.id), body as never, 'api');
  if (!r.ok) return r;
  return { ok: true, value: { id: r.value.id, status: r.value.status, name: r.value.name, city: r.value.city } };
});
