/** Problems of a spreadsheet results or register file (formats §1; issue 27), with their severities. */
export const SHEET_PROBLEM_CODES = {
  SHEET_NOT_SPREADSHEET: 'error',
  SHEET_CORRUPT: 'error',
  SHEET_PASSWORD: 'error',
  SHEET_OLD_EXCEL: 'error',
  SHEET_TOO_LARGE: 'error',
  SHEET_EMPTY: 'error',
  SHEET_NO_HEADER: 'error',
  SHEET_OTHER_SHEETS: 'warning',
  SHEET_MERGED_CELLS: 'warning',
  SHEET_FORMULA_NO_VALUE: 'warning',
  SHEET_ROWS_AFTER_TABLE: 'warning',
  /** The sheet's `Date :` line is not the date the tournament is uploaded with. */
  SHEET_DATE_DIFFERS: 'warning',
  /** The sheet's `Number of rounds :` is not the rule set's (or the tournament's) rounds. */
  SHEET_ROUNDS_DIFFER: 'warning',
  /** `gp tiebreaks` was given a ranking list sheet: no round columns, no games. */
  SHEET_NOT_CROSSTABLE: 'error',
  /** A crosstable cell that is not `45w1`, `12b½`, `-1`, `+` …: its round counts no game (formats §1, read what is there). */
  CROSSTABLE_BAD_CELL: 'warning',
  /** Two rows of a crosstable with one start number: the later row is given a number of its own, its games incomplete. */
  CROSSTABLE_RANK_REPEATS: 'warning',
  /** A row whose start number cannot be read, in a crosstable numbered by start number. */
  CROSSTABLE_NO_NUMBER: 'warning',
  /** Games against opponents who have no row (deleted by the organizer, or a list cut after N ranks; QUIRK X9). */
  CROSSTABLE_MISSING_OPPONENT: 'warning',
  /** A game the opponent's row does not show, or shows with another result (or the same colour). */
  CROSSTABLE_NOT_MIRRORED: 'warning',
  /** A round paired but not played (` 13b`: opponent and colour, no result). */
  CROSSTABLE_PENDING_ROUND: 'warning',
  /** A row's points column is not the sum of its games. */
  CROSSTABLE_POINTS_DIFFER: 'warning',
  /** Tie-breaks computed from incomplete games, naming the players. */
  TIEBREAKS_INCOMPLETE: 'warning',
} as const;
