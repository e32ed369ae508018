import { putRegistry } from '@/db/queries/uploads';
import { authorize, errors, guarded, json, readBody, revalidateSeason, seasonOr404 } from '@/server/api';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

/** PUT /api/seasons/{slug}/registry — body: the players CSV → 200 {players}. */
export const PUT = guarded(async (req: Request, ctx: { params: Promise<{ slug: string }> }) => {
  const { slug } = await ctx.params;
  const conn = connection();
  const auth = await authorize(conn, req, ['arbiter']);
  if (!auth.ok) return auth.response;
  const found = seasonOr404(conn, slug, { publicOnly: false });
  if (!found.ok) return found.response;
  const season = found.season;
  const body = await readBody(req);
  if (!body.ok) return body.response;
  const fileName = new URL(req.url).searchParams.get('file') ?? 'players.csv';
  const r = putRegistry(conn, { userId: auth.user.id, via: 'api' }, season, fileName, body.bytes);
  if (!r.ok) return errors(r.status, r.errors);
  revalidateSeason(slug);
  return json({ players: r.value.players, warnings: r.value.warnings });
});
