import { download } from '@/server/api';
import { withRoute } from '@/server/route';
import { getStandingsDownload } from '@/server/standings';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/standings — the JSON of formats §4, public. */
export const GET = withRoute<{ slug: string }>({ season: 'public' }, ({ conn, season }) =>
  download(getStandingsDownload(conn, season, 'json'), 'application/json; charset=utf-8', 'inline'),
);
