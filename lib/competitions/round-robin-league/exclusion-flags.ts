import type { IsoDate } from '@/lib/dates';
import type { ClassifiedGame } from './classify-game';
import type { LeagueRules } from './league-rules';

export type ExclusionReason = 'postponements' | 'absences';

/** What the software tells the arbiter about one player; the arbiter confirms (competitions.md §4). */
export interface ExclusionFlag {
  startNumber: number;
  /** Postponed games the player asked for and has not yet made up (rule 1 counts these). */
  unplayedPostponed: { round: number; opponent: number }[];
  /** Absences without warning in advance (rule 2 counts these). */
  absencesWithoutWarning: { round: number; opponent: number }[];
  /** The rules that trigger; empty when none does. */
  due: ExclusionReason[];
  /** The round date of the game that made the (first) rule trigger, for the arbiter's record (null in a league without dates). */
  dueSince: IsoDate | null;
}

/**
 * The two exclusion rules of the regulation, counted on the games as they stand:
 *  1. "3 несыгранные перенесенные партии": postponed games still unplayed; games postponed at
 *     someone else's request and games already made up on a reserve day do not count;
 *  2. "в двух турах заблаговременно не сообщает о своей неявке": two absences without warning.
 * Thresholds come from the rules; a player can trigger both.
 */
/** What the count needs of a game: who played, its state, who postponed it and who was absent. */
type CountedGame = Pick<ClassifiedGame, 'round' | 'white' | 'black' | 'postponedBy' | 'absentWithoutWarning'> & { status: string };

export function exclusionFlags(games: readonly CountedGame[], startNumbers: readonly number[], rules: Pick<LeagueRules, 'exclusion'>, roundDate: (round: number) => IsoDate | null): ExclusionFlag[] {
  return startNumbers.map((s) => {
    const opponent = (g: CountedGame) => (g.white === s ? g.black : g.white);
    const mine = games.filter((g) => g.white === s || g.black === s).sort((a, b) => a.round - b.round);
    const postponed = mine.filter((g) => g.status === 'postponed' && g.postponedBy.includes(s));
    const absences = mine.filter((g) => g.absentWithoutWarning.includes(s));
    const due: ExclusionReason[] = [];
    const since: IsoDate[] = [];
    if (postponed.length >= rules.exclusion.unplayedPostponed) {
      due.push('postponements');
      const date = roundDate(postponed[rules.exclusion.unplayedPostponed - 1]!.round);
      if (date !== null) since.push(date);
    }
    if (absences.length >= rules.exclusion.absencesWithoutWarning) {
      due.push('absences');
      const date = roundDate(absences[rules.exclusion.absencesWithoutWarning - 1]!.round);
      if (date !== null) since.push(date);
    }
    return {
      startNumber: s,
      unplayedPostponed: postponed.map((g) => ({ round: g.round, opponent: opponent(g) })),
      absencesWithoutWarning: absences.map((g) => ({ round: g.round, opponent: opponent(g) })),
      due,
      dueSince: since.length > 0 ? since.sort()[0]! : null,
    };
  });
}
