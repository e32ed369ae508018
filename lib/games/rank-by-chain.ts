import type { HalfPoints } from '@/lib/half-points';
import type { Edition } from './editions';
import type { GamesModel } from './games-model';
import { createTiebreakContext, type TiebreakContextOptions } from './tiebreaks/create-tiebreak-context';
import { TIEBREAKS, type TiebreakCode } from './tiebreaks/tiebreak-registry';

export interface RankedRow {
  startNumber: number;
  name: string;
  points: HalfPoints;
  /** Shared when points and every tie-break of the chain are equal: 1, 2, 2, 4. */
  rank: number;
  /** Each tie-break of the chain as an integer in its definition's unit (`TIEBREAKS[code].scale`). */
  values: Partial<Record<TiebreakCode, number>>;
  excluded: boolean;
}

/**
 * The standings: points, then each tie-break of the chain in turn, splitting only the players still
 * tied (C.07 Art. 2–4; direct encounter looks at exactly those groups). Players level on
 * everything share a rank and are listed by start number.
 */
export function rankByChain(model: GamesModel, chain: readonly TiebreakCode[], edition: Edition, options: TiebreakContextOptions = {}): RankedRow[] {
  const ctx = createTiebreakContext(model, edition, options);
  const startNumber = (i: number) => ctx.players[i]!.startNumber;
  let groups = splitGroups([ctx.players.map((p) => p.index)], (i) => ctx.players[i]!.points, true, startNumber);
  const values = new Map<TiebreakCode, number[]>();
  for (const code of chain) {
    const def = TIEBREAKS[code];
    const computed = values.get(code) ?? def.compute(ctx, groups);
    values.set(code, computed);
    groups = splitGroups(groups, (i) => computed[i]!, def.higherIsBetter, startNumber);
  }
  const rows: RankedRow[] = [];
  let position = 1;
  for (const group of groups) {
    for (const i of group) {
      const p = model.players[i]!;
      rows.push({
        startNumber: p.startNumber,
        name: p.name,
        points: ctx.players[i]!.points,
        rank: position,
        values: Object.fromEntries(chain.map((code) => [code, values.get(code)![i]!])),
        excluded: p.excluded,
      });
    }
    position += group.length;
  }
  return rows;
}

/**
 * Orders each group by a value and splits it where the value changes; ties keep the order `startNumber`
 * gives (a player's start number; a team's index in teams.csv, team-league/swiss-standings.ts).
 */
export function splitGroups(groups: number[][], value: (i: number) => number, higherIsBetter: boolean, startNumber: (i: number) => number): number[][] {
  const out: number[][] = [];
  for (const group of groups) {
    const sorted = [...group].sort((a, b) => (higherIsBetter ? value(b) - value(a) : value(a) - value(b)) || startNumber(a) - startNumber(b));
    let current: number[] = [];
    for (const i of sorted) {
      if (current.length > 0 && value(current[0]!) !== value(i)) {
        out.push(current);
        current = [];
      }
      current.push(i);
    }
    if (current.length > 0) out.push(current);
  }
  return out;
}
