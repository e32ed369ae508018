import { standingsToJson } from '@/lib/series/standings-json';
import { withRoute } from '@/server/route';
import { getStandings } from '@/server/standings';

export const dynamic = 'force-dynamic';

/** GET /api/seasons/{slug}/standings — the JSON of formats §4, public. */
export const GET = withRoute<{ slug: string }>({ season: 'public' }, ({ conn, season }) => ({ ok: true, value: standingsToJson(getStandings(conn, season)) }));
