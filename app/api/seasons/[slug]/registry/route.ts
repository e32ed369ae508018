import { putRegistry } from '@/server/uploads';
import { withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** PUT /api/seasons/{slug}/registry — body: the players CSV → 200 {players, warnings}. */
export const PUT = withRoute<{ slug: string }>({ roles: ['arbiter'], season: 'any', body: 'bytes', revalidate: true }, ({ conn, user, season, req, bytes }) => {
  const fileName = new URL(req.url).searchParams.get('file') ?? 'players.csv';
  const r = putRegistry(conn, { userId: user.id, via: 'api' }, season, fileName, bytes);
  if (!r.ok) return r;
  return { ok: true, value: { players: r.value.players, warnings: r.value.warnings } };
});
