import type { Connection } from '@/db/client';
import { currentVersionFile } from '@/db/queries/uploads';
import { seasonRules } from '@/server/seasons';
import type { Season } from '@/db/schema';
import { crossTable, type CrossTable } from '@/lib/games/cross-table';
import type { Edition } from '@/lib/games/editions';
import type { RankedRow } from '@/lib/games/rank-by-chain';
import type { TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { readTournamentFile } from '@/lib/series/tournament-file';
import { RevisionMemo } from './revision-memo';

export interface TournamentGames {
  edition: Edition;
  chain: TiebreakCode[];
  ranking: RankedRow[];
  table: CrossTable;
}

const memo = new RevisionMemo<string, TournamentGames | null>();

/**
 * The games of a tournament uploaded as TRF — read again from the stored file (kept byte for byte),
 * once per season revision. Null for a ranking-list upload, which has no games.
 */
export function getTournamentGames(conn: Connection, season: Season, code: string): TournamentGames | null {
  return memo.get(conn, `${season.id}:${code}`, season.revision, () => {
    const file = currentVersionFile(conn, season.id, code);
    if (!file || file.style !== 'trf') return null;
    const rules = seasonRules(season);
    const read = readTournamentFile(new Uint8Array(file.bytes), { tieBreaks: rules.tournamentTieBreaks, date: file.date });
    if (!read.games) return null;
    const { model, edition, chain, ranking } = read.games;
    return { edition, chain, ranking, table: crossTable(model, ranking) };
  });
}
