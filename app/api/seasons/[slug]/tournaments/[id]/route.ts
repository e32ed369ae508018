import { commitTournamentUpload } from '@/server/uploads';
import { withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/**
 * PUT /api/seasons/{slug}/tournaments/{id}?name=…&date=YYYY-MM-DD[&final=true][&table=N] — body: the results
 * file as exported → 200 {version, rows, warnings}. Uploading a changed file again makes a new
 * version; a byte-identical one (same name, date, Final flag) stores nothing and answers 200
 * {version, rows, warnings: [], identicalTo: N}. A date outside the season's window: 422.
 */
export const PUT = withRoute<{ slug: string; id: string }>({ roles: ['arbiter'], season: 'any', body: 'bytes', revalidate: true }, ({ conn, user, season, params, req, bytes }) => {
  const q = new URL(req.url).searchParams;
  const upload = { season, code: params.id, name: q.get('name') ?? params.id, date: q.get('date') ?? '', final: q.get('final') === 'true', fileName: q.get('file') ?? `${params.id}.csv`, bytes, table: /^\d{1,3}$/.test(q.get('table') ?? '') ? Number(q.get('table')) : null };
  return commitTournamentUpload(conn, user, upload, 'api');
});
