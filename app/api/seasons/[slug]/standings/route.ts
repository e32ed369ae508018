import { standingsToJson } from '@/lib/series/standings-json';
import { json, seasonOr404 } from '@/server/api';
import { connection, seasonStandings } from '@/server/data';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/standings — the JSON of formats §4, public. */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const found = seasonOr404(connection(), slug, { publicOnly: true });
  if (!found.ok) return found.response;
  const season = found.season;
  return json(standingsToJson(seasonStandings(season)));
}
