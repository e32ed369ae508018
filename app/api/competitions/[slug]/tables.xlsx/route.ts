import { coded, refuse, type Problem } from '@/lib/problem';
import { competitionBySlug as getCompetitionBySlug } from '@/server/lookups';
import { notFound, withRoute } from '@/server/route';
import { competitionWorkbook, langOf, xlsxResponse } from '@/server/exports';

export const dynamic = 'force-dynamic';

/** GET /api/competitions/{slug}/tables.xlsx — every table of an open, a season of leagues or a team league as tabs of one workbook; `?lang=pl` in Polish; 409 while files are missing. */
export const GET = withRoute<{ slug: string }>({}, ({ conn, params, req }) => {
  const c = getCompetitionBySlug(conn, params.slug);
  if (!c || !c.public) return notFound({ what: 'competition', name: params.slug });
  const bytes = competitionWorkbook(conn, c, langOf(req));
  if (!bytes) return refuse([coded<Problem>({ code: 'COMPETITION_INCOMPLETE' })]);
  return xlsxResponse(bytes, `${c.slug}-tables`);
});
