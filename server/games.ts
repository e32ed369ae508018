import type { Connection } from '@/db/client';
import { versionBytesById } from '@/db/queries/uploads';
import { seasonRules } from '@/server/seasons';
import type { Season } from '@/db/schema';
import { crossTable, type CrossTable } from '@/lib/games/cross-table';
import type { Edition } from '@/lib/games/editions';
import type { RankedRow } from '@/lib/games/rank-by-chain';
import type { TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { readTournamentFile } from '@/lib/series/tournament-file';
import { styleHasGames } from '@/lib/import/headers';
import { RevisionMemo } from './revision-memo';
import { roundPairings, startingList, type Board, type StartingListEntry } from '@/lib/games/round-pairings';
import { rankProgress, type RankProgressRow } from '@/lib/games/rank-progress';
import { playerRatings, type PlayerRating } from '@/lib/games/rating/player-ratings';
import { getCurrentVersions } from './standings';

export interface TournamentGames {
  edition: Edition;
  chain: TiebreakCode[];
  ranking: RankedRow[];
  table: CrossTable;
  /** Each round's boards (issue 29: pairings as chess sites show them). */
  pairings: Board[][];
  startingList: StartingListEntry[];
  /** Each player's rank after every round, by the season's tie-break chain (issue 40, item 4). */
  progress: RankProgressRow[];
  /** Rated players' cards under the FIDE rating regulations, by start number. */
  ratings: Map<number, PlayerRating>;
  /** Each player's file line by start number: the `line` of the season's result row of that player. */
  lineOf: ReadonlyMap<number, number>;
}

/**
 * The season's key of each player of the games, by start number: a game names its player by start
 * number and a season's result row is the file's line of that start number (issue 40, item 3 of the
 * follow-up) — never by name, which a page writes one way (Surname First) and a sheet another
 * (Surname, First). `rows` are the tournament's rows of the season table (only the classified).
 */
export function keysByStartNumber(games: Pick<TournamentGames, 'lineOf'>, rows: readonly { line: number; playerKey: string }[]): Map<number, string> {
  const keyOfLine = new Map(rows.map((r) => [r.line, r.playerKey]));
  const out = new Map<number, string>();
  for (const [startNumber, line] of games.lineOf) {
    const key = keyOfLine.get(line);
    if (key !== undefined) out.set(startNumber, key);
  }
  return out;
}

/**
 * Per stored version (which never changes: the memo's revision is always 0), the tournament's date
 * and the season's tie-break rules: a write elsewhere in the season leaves a tournament's games
 * as they were, so a player page after an upload does not read and parse every TRF of the season again.
 */
const memo = new RevisionMemo<string, TournamentGames | null>('tournament-games', 256);

/**
 * The games of a tournament uploaded as TRF or as a chess-results crosstable sheet — read from the stored file (kept byte for byte) once per
 * stored version. Null for a ranking-list upload, which has no games.
 */
export function getTournamentGames(conn: Connection, season: Season, code: string): TournamentGames | null {
  const current = getCurrentVersions(conn, season).get(code);
  if (!current || !styleHasGames(current.style)) return null;
  const rules = seasonRules(season);
  return memo.get(conn, `${current.id}\u0000${current.date}\u0000${JSON.stringify(rules.tournamentTieBreaks)}\u0000${current.tableIndex ?? ''}`, 0, () => {
    const bytes = versionBytesById(conn, current.id);
    if (!bytes) return null;
    const read = readTournamentFile(bytes, { tieBreaks: rules.tournamentTieBreaks, date: current.date, table: current.tableIndex });
    if (!read.games) return null;
    const { model, edition, chain, ranking, lines } = read.games;
    return { edition, chain, ranking, table: crossTable(model, ranking), pairings: roundPairings(model), startingList: startingList(model), progress: rankProgress(model, chain, edition), ratings: playerRatings(model), lineOf: lines };
  });
}
