import { add, div, fraction, fromDecimal, mul, type Fraction } from '@/lib/fraction';
import type { HalfPoints } from '@/lib/half-points';
import type { PointsRuleSet, RuleSet } from './rules';

/** What the points rules look at in one row of a tournament's final ranking. */
export interface PointsRow {
  /** The place as the file writes it: tied rows share it (formats §1, `9, 9, 11` or `9, 9, 10`). */
  place: number;
  /** Game points. */
  points: HalfPoints;
  /** The place shared with every row equal on points and every tie-break column of the file (ResultRow.scorePlace). */
  scorePlace?: number;
}

interface TournamentPointsParams {
  /** Every row of the tournament's file, eligible or not: places and participants come from the file. */
  rows: readonly PointsRow[];
  rules: Pick<RuleSet, 'points' | 'tiedPlaces' | 'participationBonus'>;
  /** The tournament's multiplier (rule-variants: US Chess GP, NC Grand Prix, Bristol GP); 1 = none. */
  multiplier?: number;
}

/**
 * What each row of one tournament is worth in the series, exactly (rule-variants "Points a player
 * earns in one tournament"), in the order of `rows`. Pure.
 */
export function tournamentPoints({ rows, rules, multiplier = 1 }: TournamentPointsParams): Fraction[] {
  const factor = fromDecimal(multiplier);
  const bonus = fromDecimal(rules.participationBonus);
  // fractions are kept reduced, so adding 0 and multiplying by 1 would give the same value: skipped
  // (a big season scores 40,000 rows)
  const plain = bonus.n === 0 && factor.n === factor.d;
  const points = rules.points;
  if (points.kind === 'game') return rows.map((row) => (plain ? fraction(row.points, 2) : mul(add(fraction(row.points, 2), bonus), factor)));
  const groups = tieGroups(rows, rules.tiedPlaces.by);
  const byPlace = placeValue(points, rows.length);
  return rows.map((row, i) => {
    const { first, size } = groups[i]!;
    const share =
      rules.tiedPlaces.share === 'split'
        ? // Hattersheim, US Chess GP, FIDE GP: the points of the places the tied players occupy, summed and split
          div(Array.from({ length: size }, (_, k) => byPlace(first + k)).reduce(add, fraction(0)), size)
        : // Pomysł GrandPrix: "shared places get the bonus of the place they share"
          byPlace(first);
    const value = points.kind === 'gamePlusPlace' ? add(fraction(row.points, 2), share) : share;
    return plain ? value : mul(add(value, bonus), factor);
  });
}

/**
 * For each row: the first position its tie group occupies and the group's size. By `place`, rows
 * sharing a place are tied and a dense file (`9, 9, 10`) is read as the positions it stands for
 * (the third player is 11th); a gap is kept (`95` then `100`: the next row is 100th). By `gamePoints`, rows with equal game points are tied whatever the
 * file's places say (FIDE Grand Prix: "no tie-breaks inside an event").
 */
export function tieGroups(rows: readonly PointsRow[], by: 'place' | 'gamePoints' | 'score'): { first: number; size: number }[] {
  // by score (a Berlin club's series): equal on points and every tie-break column of the file, though
  // the file writes them 3 and 4, is one shared place — the reader's scorePlace
  const key = (r: PointsRow) => (by === 'place' ? r.place : by === 'score' ? (r.scorePlace ?? r.place) : -r.points);
  const count = new Map<number, number>();
  for (const r of rows) count.set(key(r), (count.get(key(r)) ?? 0) + 1);
  const keys = [...count.keys()].sort((a, b) => a - b);
  let position = 1;
  const first = new Map<number, number>();
  for (const k of keys) {
    // By place, a group stands at least at its published place: a file may be an excerpt starting
    // below 1st (formats §1 shows one), and a gap no tie explains (`95` then `100`: players deleted
    // after the tournament) keeps the published place, which is what the series scores (formats §1,
    // issue 27). Below the published place only for a dense file, whose places count groups.
    if (by !== 'gamePoints' && k > position) position = k;
    first.set(k, position);
    position += count.get(k)!;
  }
  return rows.map((r) => ({ first: first.get(key(r))!, size: count.get(key(r))! }));
}

/** The points of a position (1 = first) under a place-based rule; `participants` = rows of the file. */
export function placeValue(rule: Exclude<PointsRuleSet, { kind: 'game' }>, participants: number): (position: number) => Fraction {
  if (rule.kind === 'participants') {
    // Bielany GP: the number of participants for 1st, one less per place
    return (position) => fraction(Math.max(0, participants - position + 1));
  }
  return (position) => {
    const inTable = rule.table[position - 1];
    if (inTable !== undefined) return fromDecimal(inTable);
    if (rule.step === null) return fromDecimal(rule.otherwise);
    // OKS Sokół: "then −1 per place, at least 1"
    const last = fromDecimal(rule.table[rule.table.length - 1]!);
    const down = mul(fromDecimal(rule.step), fraction(position - rule.table.length));
    const value = add(last, fraction(-down.n, down.d));
    const min = fromDecimal(rule.min);
    return value.n * min.d < min.n * value.d ? min : value;
  }
}
