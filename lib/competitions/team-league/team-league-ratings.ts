import { createGamesModel, type GameRound, type GamesPlayerInput } from '@/lib/games/games-model';
import { ratingCards, type RatingCardRow } from '@/lib/games/rating/player-ratings';
import type { LineupBoard } from './resolve-lineups';
import type { RosterPlayer } from './team-league-model';

/** A board result from one side as a TRF result code: played `1 0 =`, forfeits `+ -` (not rated). */
function codeOf(result: NonNullable<LineupBoard['result']>, side: 'home' | 'away'): GameRound['result'] {
  const home = { '1-0': '1', '0-1': '0', '=': '=', '+/-': '+', '-/+': '-', '-/-': '-' } as const;
  const away = { '1-0': '0', '0-1': '1', '=': '=', '+/-': '-', '-/+': '+', '-/-': '-' } as const;
  return (side === 'home' ? home : away)[result];
}

/**
 * The FIDE rating cards of a team league's players (issue 29: what the leagues and TRF tournaments
 * show), from the boards as reported: each roster player who met another on a board of a match
 * (the play-off boards of the knock-out are rapid games, not counted), their roster rating, and the
 * opponent's. A player entered twice in one round (a line-up violation) has neither game of that
 * round counted. K comes from the rating alone: the league's files give no date for the age.
 */
export function teamLeagueRatingCards(players: readonly RosterPlayer[], lineups: readonly LineupBoard[]): RatingCardRow[] {
  const boards = lineups.filter((b) => !b.playoff && b.player !== null && b.result !== null);
  const rounds = Math.max(0, ...boards.map((b) => b.round));
  // who sat at a board in a round, to leave out a player counted twice
  const seats = new Map<string, number>();
  for (const b of boards) seats.set(`${b.round}:${b.player!.id}`, (seats.get(`${b.round}:${b.player!.id}`) ?? 0) + 1);
  const once = (b: LineupBoard) => seats.get(`${b.round}:${b.player!.id}`) === 1;
  const facing = new Map(boards.map((b) => [`${b.round}:${b.team}:${b.board}:${b.side}`, b]));
  const rows = new Map<number, (GameRound | null)[]>();
  for (const b of boards) {
    const other = facing.get(`${b.round}:${b.opponent}:${b.board}:${b.side === 'home' ? 'away' : 'home'}`);
    if (!other || !once(b) || !once(other)) continue;
    const list = rows.get(b.player!.id) ?? Array.from({ length: rounds }, () => null);
    list[b.round - 1] = { opponent: other.player!.id + 1, colour: null, result: codeOf(b.result!, b.side) };
    rows.set(b.player!.id, list);
  }
  const input: GamesPlayerInput[] = [...rows].map(([id, list]) => {
    const p = players[id]!;
    return { startNumber: id + 1, name: p.name, rating: p.rating, birth: p.birth, sex: p.sex, rounds: list };
  });
  try {
    return ratingCards(createGamesModel({ players: input, roundCount: rounds, roundRobin: false }));
  } catch {
    // boards that do not pair up both ways (a file the line-up checks already report): no cards rather than a broken page
    return [];
  }
}
