import { competitionKind } from '@/lib/competitions/registry';
import { pairingsCsv } from '@/lib/export/pairings-csv';
import { coded, refuse, type Problem } from '@/lib/problem';
import { currentDate } from '@/server/clock';
import { publishedCompetition } from '@/server/competitions';
import { langOf } from '@/server/exports';
import { competitionBySlug } from '@/server/lookups';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET /api/competitions/{slug}/pairings.csv — every round's boards of a published open or league season (issue 40, item 4); `?lang=pl` in Polish. */
export const GET = withRoute<{ slug: string }>({}, ({ conn, params, req }) => {
  const c = competitionBySlug(conn, params.slug);
  const kind = c ? competitionKind(c.kind) : null;
  if (!c || !kind?.pairings) return notFound({ what: 'competition', name: params.slug });
  const published = publishedCompetition(conn, c, currentDate());
  if (!published || !published.view.load.ok) return refuse([coded<Problem>({ code: 'COMPETITION_INCOMPLETE' })]);
  const csv = pairingsCsv(kind.pairings(published.view.load.result), langOf(req));
  return new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${c.slug}-pairings.csv"`, 'cache-control': 'no-store' } });
});
