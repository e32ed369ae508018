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
  /** A crosstable cell that is not `45w1`, `12b½`, `-1`, `+` …. */
  CROSSTABLE_BAD_CELL: 'error',
  /** Two rows of a crosstable with one Rk.: the cells' opponent numbers could not be told apart. */
  CROSSTABLE_RANK_REPEATS: 'error',
} as const;
