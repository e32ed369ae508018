import { download } from '@/server/api';
import { startList } from '@/server/entries';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET — the start list for the pairing program (formats §7): the organizer's or the arbiter's token or session. */
export const GET = withRoute<{ id: string }>({ roles: ['organizer', 'arbiter'] }, ({ conn, user, params }) => {
  if (!/^\d{1,9}$/.test(params.id)) return notFound({ what: 'reservation' });
  const r = startList(conn, user, Number(params.id), 'csv');
  if (!r.ok) return r;
  return download(r.value.body, r.value.contentType, `attachment; filename="${r.value.fileName}"`);
});
