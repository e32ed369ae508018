import { seasonOr404 } from '@/server/api';
import { readConnection, standingsDownloadCached } from '@/server/data';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/standings.csv — the individual table for spreadsheets (formula-safe). */
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const found = seasonOr404(readConnection(), slug, { publicOnly: true });
  if (!found.ok) return found.response;
  const season = found.season;
  return new Response(standingsDownloadCached(season, 'csv'), {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${slug}-standings.csv"`, 'cache-control': 'no-store' },
  });
}
