import { answerAgreement } from '@/server/reservations';
import { authorize, errors, guarded, json } from '@/server/api';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

/** POST {agree: true|false} — by an organizer whose confirmed tournament is on that weekend, or the arbiter. */
export const POST = guarded(async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const conn = connection();
  const auth = await authorize(conn, req, ['organizer', 'arbiter']);
  if (!auth.ok) return auth.response;
  let body: { agree?: unknown };
  try {
    body = await req.json();
  } catch {
    return errors(422, [{ code: 'INVALID_JSON', message: 'The body must be JSON: {"agree": true|false}.' }]);
  }
  if (typeof body?.agree !== 'boolean') return errors(422, [{ code: 'INVALID_FIELD', message: '"agree" must be true or false.' }]);
  if (!/^\d+$/.test(id)) return errors(404, [{ code: 'NOT_FOUND', message: 'No such reservation.' }]);
  const r = answerAgreement(conn, auth.user, Number(id), body.agree, 'api');
  if (!r.ok) return errors(r.status, r.errors);
  return json(r.value);
});
