import type { IsoDate } from '@/lib/dates';

/**
 * What the home page says of one competition — a Grand Prix season or a competition computed from
 * games — in one line: its year, its days, where it stands and who leads. Every kind computes it
 * from its own result (lib/), so the page only words it (lib/i18n/home-words.ts).
 */
export interface CompetitionSummary {
  /** The year the competition is filed under (the year of its first day). */
  year: number | null;
  firstDay: IsoDate | null;
  lastDay: IsoDate | null;
  /** The next day something is played on, from today on; null when none is known. */
  nextDay: IsoDate | null;
  /** At least one result is in: before that a competition is not public. */
  hasResults: boolean;
  /** Every result of the last stage is in. */
  finished: boolean;
  state: SummaryState;
  /** The leaders (or winners, once finished); several for a season of parallel leagues. */
  leaders: SummaryLeader[];
}

export type SummaryState =
  /** A Grand Prix: tournaments counted so far (and whether the Final is among them). */
  | { code: 'tournaments'; played: number; final: boolean }
  /**
   * A Swiss or a round robin under way: the round play has reached, of all rounds, and the games of
   * it and earlier rounds still to play (lib/games/rounds-under-way.ts; absent: none).
   */
  | { code: 'round'; round: number; rounds: number; pending?: number }
  /** An open whose qualifier is over and whose play-off at the cut is under way. */
  | { code: 'qualifier-over' }
  /** An open's groups and placement round robins under way. */
  | { code: 'groups' }
  /** The semi-finals, third place and final of an open, or a team league's knock-out. */
  | { code: 'knockout' }
  | { code: 'finished' }
  /** Issue 40, B6: a Grand Prix season with confirmed dates and no results yet. */
  | { code: 'coming' };

export interface SummaryLeader {
  name: string;
  /** Points as units of 1/unit (half-points: unit 2); null when the line names no points. */
  points: { units: number; unit: number } | null;
  /** The league of a season of leagues; null when the competition has one table. */
  group: string | null;
}
