import { completedRounds } from '@/lib/games/completed-rounds';
import type { GamesModel } from '@/lib/games/games-model';
import type { SheetFacts } from '@/lib/import/decode-table';
import { CAPTION } from '@/lib/import/spreadsheet/tournament-facts';

/**
 * A tournament in progress (issue 25, item 4): the pairing program's file uploaded after round
 * `round` of `of` (round < of). A file of a finished tournament has none.
 */
export interface TournamentProgress {
  round: number;
  of: number;
}

/**
 * The rounds played: the rounds finished from the first, read as the open reads them
 * (lib/games/completed-rounds.ts, one reading for every kind with rounds): a round
 * counts when it was paired — a game with a result, or a bye the pairing gave — and none of its
 * games still waits for a result (trf.md: a blank result with an opponent is "paired, not yet
 * played"). A file written during round 6 is after round 5.
 */
export function roundsPlayed(model: GamesModel): number {
  return completedRounds(model);
}

/** A caption that names the final ranking: such a file is finished whatever the counts say. */
const FINAL_CAPTION = /\b(final|końcow\w*|koncow\w*|endstand|abschluss\w*)\b/i;

export interface TournamentProgressInput {
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
 * rounds played) — else the rule set's. The rounds played: for a file with games, the rounds
 * finished (roundsPlayed); for a ranking list, only a sheet's caption ("Ranking after 5 Rounds") says it,
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
    const round = roundsPlayed(input.games.model);
    return of !== null && round < of ? { round, of } : null;
  }
  if (sheetDeclared !== null && captionRounds !== null && captionRounds < sheetDeclared) return { round: captionRounds, of: sheetDeclared };
  return null;
}
