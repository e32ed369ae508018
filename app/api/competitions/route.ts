import { createCompetition } from '@/server/competitions';
import { withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** POST /api/competitions {slug, kind, name} → 201 {slug, kind}. Arbiters only. */
export const POST = withRoute({ roles: ['arbiter'], body: 'json' }, ({ conn, user, body }) => {
  const b = body as { slug?: unknown; kind?: unknown; name?: unknown };
  const r = createCompetition(conn, user, { slug: String(b.slug ?? ''), kind: String(b.kind ?? ''), name: String(b.name ?? '') });
  if (!r.ok) return r;
  return { ok: true, value: { slug: r.value.slug, kind: r.value.kind }, status: 201 };
});
