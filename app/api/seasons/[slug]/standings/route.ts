import { seasonOr404 } from '@/server/api';
import { readConnection, standingsDownloadCached } from '@/server/data';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/standings — the JSON of formats §4, public. */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const found = seasonOr404(readConnection(), slug, { publicOnly: true });
  if (!found.ok) return found.response;
  const season = found.season;
  return new Response(standingsDownloadCached(season, 'json'), { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
}
