import { gamesToJson } from '@/lib/games/games-json';
import { getTournamentGames } from '@/server/games';
import { notFound, withRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** GET …/tournaments/{id}/games — for a tournament uploaded as TRF: the ranking with tie-breaks and every game (public). */
export const GET = withRoute<{ slug: string; id: string }>({ season: 'public' }, ({ conn, season, params }) => {
  const games = getTournamentGames(conn, season, params.id);
  if (!games) return notFound({ what: 'games', name: params.id });
  return { ok: true, value: gamesToJson(games) };
});
