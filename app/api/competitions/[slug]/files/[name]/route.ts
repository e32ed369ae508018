import { afterCompetitionWrite } from '@/server/after-write';
import { putCompetitionFile, publishedTrf } from '@/server/competitions';
import { currentDate } from '@/server/clock';
import { competitionBySlug } from '@/server/lookups';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/**
 * PUT /api/competitions/{slug}/files/{name} — body: one file of the competition's folder (the
 * `event.json`/`league.json`/`team-league.json` and the TRF/CSV files it names) → 200 {version,
 * complete, warnings}; a problem in this file → 422 with its lines, nothing stored. Once stored, the
 * competition's kept rows are brought up to date before the answer (issue 38, server/after-write.ts),
 * as a season's upload does: the first public page after it computes nothing.
 */
export const PUT = withRoute<{ slug: string; name: string }>({ roles: ['arbiter'], body: 'bytes' }, ({ conn, user, params, bytes }) => {
  const r = putCompetitionFile(conn, user, params.slug, params.name, bytes);
  if (r.ok) afterCompetitionWrite(competitionBySlug(conn, params.slug)?.kind ?? null, params.slug);
  return r;
});

/**
 * GET /api/competitions/{slug}/files/{name}.trf — a published competition's TRF as stored (issue 40,
 * item 4: the TRF among the downloads, for a pairing program). Only TRF files: the description and
 * the CSV files are the arbiter's working files, their tables are on the page and in tables.xlsx.
 */
export const GET = withRoute<{ slug: string; name: string }>({}, ({ conn, params }) => {
  const c = competitionBySlug(conn, params.slug);
  const missing = () => notFound({ what: 'competition-file', name: params.name });
  const bytes = c ? publishedTrf(conn, c, params.name, currentDate()) : null;
  if (!c || !bytes) return missing();
  const safe = params.name.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': `attachment; filename="${c.slug}-${safe}"`, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } });
});
