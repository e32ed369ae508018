import { standingsToJson } from '../../../../../lib/scoring/standings-json';
import { errors, json } from '../../../../../lib/server/api';
import { connection, seasonStandings } from '../../../../../lib/server/data';
import { getSeasonBySlug } from '../../../../../db/queries/seasons';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/standings — the JSON of formats §4, public. */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const season = getSeasonBySlug(connection(), slug);
  if (!season || !season.public) return errors(404, [{ code: 'NOT_FOUND', message: `No season "${slug}".` }]);
  return json(standingsToJson(seasonStandings(season)));
}
