import { inEnglish, refuse } from '@/lib/problem';
import { competitionBySlug } from '@/server/lookups';
import { competitionKind } from '@/lib/competitions/registry';
import { download } from '@/server/api';
import { getCompetitionView } from '@/server/competitions';
import { notFound, withRoute } from '@/server/route';
import { publicHost } from '@/server/public-host';

export const dynamic = 'force-dynamic';

/**
 * GET /api/competitions/{slug}/calendar.ics — a competition whose kind has a calendar (a season of
 * leagues: every game day and every postponed game's new date; public). The kind's `calendar` writes it.
 */
export const GET = withRoute<{ slug: string }>({}, ({ conn, params, req }) => {
  const c = competitionBySlug(conn, params.slug);
  const kind = c ? competitionKind(c.kind) : null;
  if (!c || !c.public || !kind?.calendar) return notFound({ what: 'league-season', name: params.slug });
  const view = getCompetitionView(conn, c);
  if (!view.load.ok) return refuse(view.load.errors.map((e) => ({ line: e.line, code: e.code, message: `${e.file ? `${e.file}: ` : ''}${inEnglish(e).message}` })), 'COMPETITION_INCOMPLETE');
  return download(kind.calendar(view.load.result, { slug: c.slug, host: publicHost(req) }), 'text/calendar; charset=utf-8', `inline; filename="${c.slug}.ics"`);
});
