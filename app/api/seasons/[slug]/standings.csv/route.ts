import { langParam } from '@/lib/i18n/lang-path';
import { download } from '@/server/api';
import { withRoute } from '@/server/route';
import { getStandingsDownload } from '@/server/standings';

export const dynamic = 'force-dynamic';

/**
 * GET /api/seasons/{slug}/standings.csv — the individual table for spreadsheets (formula-safe).
 * `?lang=pl`: for Excel set to Polish — `;` between cells and the decimal comma (the Polish page's
 * link); otherwise `,` and `.` as before. `?provisional=1`: the table if the tournaments in progress
 * ended now (issue 25), named `…-standings-provisional.csv`; without it, the official table.
 */
export const GET = withRoute<{ slug: string }>({ season: 'public' }, ({ conn, season, req }) => {
  const query = new URL(req.url).searchParams;
  const style = langParam(query.get('lang'), 'en');
  const provisional = query.get('provisional') === '1';
  return download(getStandingsDownload(conn, season, 'csv', style, provisional), 'text/csv; charset=utf-8', `attachment; filename="${season.slug}-standings${provisional ? '-provisional' : ''}.csv"`);
});
