import { standingsCsv } from '../../../../../lib/export/standings-csv';
import { errors } from '../../../../../lib/server/api';
import { connection, seasonStandings } from '../../../../../lib/server/data';
import { getSeasonBySlug } from '../../../../../db/queries/seasons';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/standings.csv — the individual table for spreadsheets (formula-safe). */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const season = getSeasonBySlug(connection(), slug);
  if (!season || !season.public) return errors(404, [{ code: 'NOT_FOUND', message: `No season "${slug}".` }]);
  return new Response(standingsCsv(seasonStandings(season)), {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${slug}-standings.csv"`, 'cache-control': 'no-store' },
  });
}
