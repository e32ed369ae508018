import { inEnglish, refuse } from '@/lib/problem';
import { competitionBySlug } from '@/server/lookups';
import { competitionKind } from '@/lib/competitions/registry';
import { getCompetitionView } from '@/server/competitions';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET /api/competitions/{slug} — the JSON of the kind's `gp` command (competitions.md §6), public; 409 while files are missing. */
export const GET = withRoute<{ slug: string }>({}, ({ conn, params }) => {
  const c = competitionBySlug(conn, params.slug);
  if (!c || !c.public) return notFound({ what: 'competition', name: params.slug });
  const view = getCompetitionView(conn, c);
  if (!view.load.ok) return refuse(view.load.errors.map((e) => ({ line: e.line, code: e.code, message: `${e.file ? `${e.file}: ` : ''}${inEnglish(e).message}` })), 'COMPETITION_INCOMPLETE');
  return { ok: true, value: competitionKind(c.kind)!.toJson(view.load.result) };
});
