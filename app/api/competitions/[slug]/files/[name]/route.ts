import { putCompetitionFile } from '@/server/competitions';
import { withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/**
 * PUT /api/competitions/{slug}/files/{name} — body: one file of the competition's folder (the
 * `event.json`/`league.json`/`team-league.json` and the TRF/CSV files it names) → 200 {version,
 * complete, warnings}; a problem in this file → 422 with its lines, nothing stored.
 */
export const PUT = withRoute<{ slug: string; name: string }>({ roles: ['arbiter'], body: 'bytes' }, ({ conn, user, params, bytes }) => putCompetitionFile(conn, user, params.slug, params.name, bytes));
