import { standingsCsv } from '@/lib/export/standings-csv';
import { download } from '@/server/api';
import { withRoute } from '@/server/route';
import { getStandings } from '@/server/standings';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/standings.csv — the individual table for spreadsheets (formula-safe). */
export const GET = withRoute<{ slug: string }>({ season: 'public' }, ({ conn, season }) =>
  download(standingsCsv(getStandings(conn, season)), 'text/csv; charset=utf-8', `attachment; filename="${season.slug}-standings.csv"`),
);
