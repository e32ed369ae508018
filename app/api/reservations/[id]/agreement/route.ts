import { coded, refuse, type Problem } from '@/lib/problem';
import { currentTime } from '@/server/clock';
import { answerAgreement } from '@/server/reservations';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** POST {agree: true|false} — by an organizer whose confirmed tournament is on that weekend, or the arbiter. */
export const POST = withRoute<{ id: string }>({ roles: ['organizer', 'arbiter'], body: 'json' }, ({ conn, user, params, body }) => {
  const agree = (body as { agree?: unknown }).agree;
  if (typeof agree !== 'boolean') return refuse([coded<Problem>({ code: 'INVALID_FIELD', params: { field: 'agree' } })]);
  if (!/^\d+$/.test(params.id)) return notFound({ what: 'reservation' });
  return answerAgreement(conn, user, Number(params.id), agree, currentTime().toISOString(), 'api');
});
