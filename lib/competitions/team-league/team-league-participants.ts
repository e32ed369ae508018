import { toPoints } from '@/lib/half-points';
import { normalizeName } from '@/lib/identity/normalize-name';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { Appearance, AppearanceGame, ClubAppearance, CompetitionRef } from '@/lib/people/appearance';
import { sideCode } from '@/lib/people/participants/game-codes';

/**
 * A team league (seed 001): one appearance per person of the rosters (the league's own `person`: a
 * player on two clubs' rosters is one), with the board ranking's board, rank, points and games as
 * the league's JSON writes them, the team, the club, and every board game with the opponent; and
 * each team's Swiss table row and final place for its club's page.
 */
export function teamLeagueAppearances(r: TeamLeagueResult, base: { slug: string; name?: string; year?: number | null }): { people: Appearance[]; clubs: ClubAppearance[] } {
  const ref: CompetitionRef = { kind: 'team-league', slug: base.slug, name: base.name ?? r.name, year: base.year ?? null };
  const teamName = (t: number) => r.teams[t]!.name;
  // the board ranking counts a player by name over the club's boards (board-rankings.ts)
  const boardRow = new Map(r.boards.map((b) => [`${normalizeName(b.name)}|${r.teams[b.team]!.club}`, b]));
  const seat = new Map(r.lineups.map((l) => [`${l.round}|${l.team}|${l.board}|${l.playoff}`, l]));
  const byPerson = new Map<string, typeof r.players>();
  for (const p of r.players) byPerson.set(p.person, [...(byPerson.get(p.person) ?? []), p]);
  const people: Appearance[] = [];
  for (const [person, rows] of byPerson) {
    const ids = new Set(rows.map((p) => p.id));
    const board = rows.map((p) => boardRow.get(`${normalizeName(p.name)}|${p.club}`)).find((b) => b !== undefined);
    const first = rows[0]!;
    const team = board ? board.team : first.team;
    const games: AppearanceGame[] = [];
    for (const l of r.lineups) {
      if (!l.player || !ids.has(l.player.id) || l.result === null) continue;
      const other = seat.get(`${l.round}|${l.opponent}|${l.board}|${l.playoff}`);
      const side = l.side === 'home' ? 'w' : 'b';
      games.push({
        round: l.round,
        ...(l.playoff ? { stage: 'playoff' } : {}),
        opponent: other?.player ? other.player.person : null,
        opponentName: other?.name ?? null,
        colour: null,
        result: sideCode(l.result, side),
      });
    }
    people.push({
      ref,
      localKey: person,
      name: first.name,
      crId: null,
      fideId: rows.map((p) => p.fideId ?? null).find((id) => id !== null) ?? null,
      birthYear: first.birthYear,
      aliases: rows.slice(1).map((p) => ({ name: p.name, birthYear: p.birthYear })),
      club: r.teams[team]!.club,
      result: {
        team: teamName(team),
        ...(board ? { board: board.board, boardRank: board.rank, points: toPoints(board.points), games: board.games } : {}),
        ...(first.rating !== null ? { rating: first.rating } : {}),
        gameList: games,
      },
    });
  }
  const finalPlace = new Map(r.ranking.map((p) => [p.team, p.place]));
  const clubs = r.swiss.rows.map(
    (row): ClubAppearance => ({
      ref,
      club: row.club,
      team: row.name,
      rank: row.rank,
      ...(finalPlace.has(row.team) ? { place: finalPlace.get(row.team)! } : {}),
      matchPoints: row.matchPoints,
      gamePoints: toPoints(row.gamePoints),
    }),
  );
  return { people, clubs };
}
