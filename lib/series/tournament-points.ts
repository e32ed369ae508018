import type { HalfPoints } from '@/lib/half-points';
import type { ResultRow } from '@/lib/import/parse-results';
import type { PointsRuleSet } from './rules';

/** What one tournament row is worth in the series (rule-variants: game points or a place table). */
export function tournamentPoints(row: Pick<ResultRow, 'place' | 'points'>, rule: PointsRuleSet): HalfPoints {
  switch (rule.kind) {
    case 'game':
      return row.points;
    case 'placeTable':
      // tables hold whole or half points; kept exact as half-points
      return Math.round((rule.table[row.place - 1] ?? rule.otherwise) * 2);
  }
}
