import { createSeasonAsArbiter } from '@/server/seasons';
import { withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** POST /api/seasons {slug, name, year, preset, rules} → 201 {slug}. Arbiters only. */
export const POST = withRoute({ roles: ['arbiter'], body: 'json' }, ({ conn, user, body }) => {
  const r = createSeasonAsArbiter(conn, user, body as never, 'api');
  if (!r.ok) return r;
  return { ok: true, value: { slug: r.value.slug }, status: 201, headers: { location: `/api/seasons/${r.value.slug}/standings` } };
});
