import { authorize } from '@/server/api';
import { currentTime } from '@/server/clock';
import { connection } from '@/server/data';
import { withdrawEntry } from '@/server/entries';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/**
 * DELETE {code} — the player withdraws with the code they were shown; without a code, the
 * organizer's or the arbiter's token (or session) withdraws any entry of their tournament → 204.
 */
export const DELETE = withRoute<{ id: string; entryId: string }>({ body: 'json' }, async ({ req, params, body }) => {
  if (!/^\d{1,9}$/.test(params.id) || !/^\d{1,9}$/.test(params.entryId)) return notFound({ what: 'entry' });
  const conn = connection();
  const code = (body as { code?: unknown }).code;
  let user = null;
  if (typeof code !== 'string') {
    const auth = await authorize(conn, req, ['organizer', 'arbiter']);
    if (!auth.ok) return auth.response;
    user = auth.user;
  }
  const r = withdrawEntry(conn, user, Number(params.id), Number(params.entryId), typeof code === 'string' ? code : null, currentTime(), 'api');
  if (!r.ok) return r;
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
});
