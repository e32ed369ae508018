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
 * The last round with a result: a round counts as played when at least one pairing with an
 * opponent has a result code (trf.md: a blank result with an opponent is "paired, not yet played",
 * and byes alone do not make a round). Rounds after the last such round are still to come.
 */
export function roundsPlayed(model: Pick<GamesModel, 'players' | 'roundCount'>): number {
  let last = 0;
  for (const p of model.players) {
    for (let r = p.rounds.length - 1; r >= last; r--) {
      const round = p.rounds[r]!;
      if (round.opponent !== null && round.result !== ' ') {
        last = r + 1;
        break;
      }
    }
  }
  return last;
}

/** A caption that names the final ranking: such a file is finished whatever the counts say. */
const FINAL_CAPTION = /\b(final|końcow\w*|koncow\w*|endstand|abschluss\w*)\b/i;

export interface TournamentProgressInput {
  /** The games of the file (a TRF, a crosstable sheet), or null for a ranking list. */
  games: { model: Pick<GamesModel, 'players' | 'roundCount'>; declaredRounds?: number | null } | null;
  /** A spreadsheet's facts (the lines above its table), when the file is a sheet. */
  sheet?: Pick<SheetFacts, 'rounds' | 'roundsRow' | 'caption' | 'captionRow'> | null;
  /** The tournament's rounds as the season's rule set gives them (regulation §1.5), or null. */
  ruleRounds: number | null;
}

/**
 * Whether a results file is of a tournament still in progress, and after which round of how many
 * (docs/in-progress.md). The number of rounds: the one the file declares — TRF `XXR` or TRF26
 * `142`, a sheet's `Number of rounds :` line (not its caption's "after 5 Rounds", which counts the
 * rounds played) — else the rule set's. The rounds played: for a file with games, the last round
 * with a result; for a ranking list, only a sheet's caption ("Ranking after 5 Rounds") says it,
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
