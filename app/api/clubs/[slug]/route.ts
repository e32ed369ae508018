import { getClub } from '@/server/people';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET /api/clubs/{slug} — a club's players of its latest year, its team results and its tournaments in the calendars. */
export const GET = withRoute<{ slug: string }>({}, ({ conn, params }) => {
  const view = getClub(conn, params.slug);
  if (!view) return notFound({ what: 'club', name: params.slug });
  const { club, organized } = view;
  return {
    ok: true,
    value: {
      slug: club.slug,
      name: club.name,
      year: club.year,
      players: club.players,
      teams: club.teams.map(({ ref, totalUnits: _exact, ...t }) => ({ kind: ref.kind, slug: ref.slug, competition: ref.name, year: ref.year, ...t })),
      organized: organized.map((r) => ({ date: r.date, name: r.name, city: r.city, status: r.status, season: r.season.slug })),
    },
  };
});
