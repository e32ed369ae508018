import { download } from '@/server/api';
import { withRoute } from '@/server/route';
import { getStandingsDownload } from '@/server/standings';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/standings.csv — the individual table for spreadsheets (formula-safe). */
export const GET = withRoute<{ slug: string }>({ season: 'public' }, ({ conn, season }) =>
  download(getStandingsDownload(conn, season, 'csv'), 'text/csv; charset=utf-8', `attachment; filename="${season.slug}-standings.csv"`),
);
