import { completedRounds } from '@/lib/games/completed-rounds';
import { roundsUnderWayOfModel } from '@/lib/games/rounds-under-way';
import type { GamesModel } from '@/lib/games/games-model';
import type { SheetFacts } from '@/lib/import/decode-table';
import { CAPTION } from '@/lib/import/spreadsheet/tournament-facts';

/**
 * A tournament in progress (issue 25, item 4): the pairing program's file uploaded after round
 * `round` of `of`, with `pending` games of rounds 1 … `round` still without a result (issue 40:
 * read as every kind reads its round, lib/games/rounds-under-way.ts). In progress while
 * round < of or a game is pending. A file of a finished tournament has none.
 */
export interface TournamentProgress {
  round: number;
  of: number;
  /** Games of rounds 1 … round still without a result (absent: none). */
  pending?: number;
}

/**
 * The rounds finished from the first (lib/games/completed-rounds.ts): a round counts when it was
 * paired — a game with a result, or a bye the pairing gave — and none of its games still waits for
 * a result (trf.md: a blank result with an opponent is "paired, not yet played"). Since issue 40
 * the round a tournament in progress is "after" is no longer this but the round play has reached
 * (tournamentProgress); this stays the floor of that reading and the open's qualifier table.
 */
export function roundsPlayed(model: GamesModel): number {
  return completedRounds(model);
}

/** A caption that names the final ranking: such a file is finished whatever the counts say. */
const FINAL_CAPTION = /\b(final|końcow\w*|koncow\w*|endstand|abschluss\w*)\b/i;

interface TournamentProgressInput {
  /** The games of the file (a TRF, a crosstable sheet), or null for a ranking list. */
  games: { model: GamesModel; declaredRounds?: number | null } | null;
  /** A spreadsheet's facts (the lines above its table), when the file is a sheet. */
  sheet?: Pick<SheetFacts, 'rounds' | 'roundsRow' | 'caption' | 'captionRow'> | null;
  /** The tournament's rounds as the season's rule set gives them (regulation §1.5), or null. */
  ruleRounds: number | null;
}

/**
 * Whether a results file is of a tournament still in progress, and after which round of how many
 * (docs/in-progress.md). The number of rounds: the one the file declares — TRF `XXR` or TRF26
 * `142`, a sheet's `Number of rounds :` line (not its caption's "after 5 Rounds", which counts the
 * rounds played) — else the rule set's. The rounds played: for a file with games, the round play
 * has reached among rounds 1 … n with the games still without a result (roundsUnderWayOfModel,
 * issue 40); for a ranking list, only a sheet's caption ("Ranking after 5 Rounds") says it,
 * and only against a declared number of rounds. A caption that says "Final" is a finished
 * tournament; so is a file whose rounds cannot be told. Pure.
 */
export function tournamentProgress(input: TournamentProgressInput): TournamentProgress | null {
  const sheet = input.sheet ?? null;
  if (sheet?.caption && FINAL_CAPTION.test(sheet.caption)) return null;
  // `rounds` came from the caption when it was read on the caption's row: those are rounds played
  const sheetDeclared = sheet && sheet.rounds !== null && sheet.roundsRow !== sheet.captionRow ? sheet.rounds : null;
  const captionMatch = sheet?.caption ? CAPTION.exec(sheet.caption) : null;
  const captionRounds = captionMatch ? Number(captionMatch[2]) : null;
  if (input.games) {
    const declared = sheet ? sheetDeclared : (input.games.declaredRounds ?? null);
    const of = declared ?? input.ruleRounds;
    if (of === null) return null;
    // issue 40: the round reached (at least half its games in) and the games of it and earlier
    // rounds still without a result, as the leagues and the open read theirs — one game left
    // without a result no longer holds the tournament at the round before it
    const { round, pending } = roundsUnderWayOfModel(input.games.model, of);
    return round < of || pending > 0 ? { round, of, ...(pending > 0 ? { pending } : {}) } : null;
  }
  if (sheetDeclared !== null && captionRounds !== null && captionRounds < sheetDeclared) return { round: captionRounds, of: sheetDeclared };
  return null;
}
