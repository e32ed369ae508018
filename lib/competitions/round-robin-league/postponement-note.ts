import type { IsoDate } from '@/lib/dates';

/**
 * What the arbiter wrote about one player's absence from one round's game (one row of the
 * postponements file, or one entry of the arbiter's workspace).
 */
export interface PostponementNote {
  round: number;
  /** Start number of the player who asked (or who did not come). */
  player: number;
  /** When the player warned the opponent and the organisers (club's local time); null = no warning. */
  warnedAt: { date: IsoDate; time: string } | null;
  /** The reason given, as the arbiter wrote it. */
  reason: string | null;
  /** The arbiter accepted the reason as valid ("уважительная причина"). */
  reasonAccepted: boolean;
  /** The reserve date the game was (or is to be) played on; null = not fixed yet. */
  madeUpOn: IsoDate | null;
  /** Optional check: the opponent the arbiter had in mind. */
  opponent?: number | null;
  /** Line of the postponements file (0 when the note comes from the workspace). */
  line: number;
}

/**
 * How a note reads under the regulation:
 *  - `postponed`: warned at least 3 hours before the round, with a valid reason → the game moves
 *    to a reserve day ("данная партия переносится на резервный день");
 *  - `no-warning` / `late-warning`: absent without warning in advance → a loss, and one of the two
 *    absences that exclude ("в двух турах заблаговременно не сообщает о своей неявке");
 *  - `reason-not-accepted`: warned in time but without a valid reason → a loss (an absence is
 *    allowed "только по уважительной причине"); our reading: he did warn in advance, so it is not
 *    an absence without warning for the exclusion rule.
 */
export type NoteKind = 'postponed' | 'no-warning' | 'late-warning' | 'reason-not-accepted';
