import { download } from '@/server/api';
import { withRoute } from '@/server/route';
import { getStandingsDownload } from '@/server/standings';

export const dynamic = 'force-dynamic';

/**
 * GET /api/seasons/{slug}/standings.csv — the individual table for spreadsheets (formula-safe).
 * `?lang=pl`: for Excel set to Polish — `;` between cells and the decimal comma (the Polish page's
 * link); otherwise `,` and `.` as before.
 */
export const GET = withRoute<{ slug: string }>({ season: 'public' }, ({ conn, season, req }) => {
  const style = new URL(req.url).searchParams.get('lang') === 'pl' ? 'pl' : 'en';
  return download(getStandingsDownload(conn, season, 'csv', style), 'text/csv; charset=utf-8', `attachment; filename="${season.slug}-standings.csv"`);
});
