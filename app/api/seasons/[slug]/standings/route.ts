import { download } from '@/server/api';
import { withRoute } from '@/server/route';
import { getStandingsDownload } from '@/server/standings';

export const dynamic = 'force-dynamic';

/**
 * GET /api/seasons/{slug}/standings — the JSON of formats §4, public: the official table, which
 * never counts a tournament in progress. `?provisional=1`: the table if the tournaments in progress
 * ended now (issue 25, docs/in-progress.md).
 */
export const GET = withRoute<{ slug: string }>({ season: 'public' }, ({ conn, season, req }) => {
  const provisional = new URL(req.url).searchParams.get('provisional') === '1';
  return download(getStandingsDownload(conn, season, 'json', 'en', provisional), 'application/json; charset=utf-8', 'inline');
});
