import { compareNames } from './ranking';
import type { RuleSet } from './rules';
import type { IndividualEntry } from './standings';

export interface PrizeAward {
  /** `place` or a category id (`rating1800`, `veteran60`, `junior14`, `woman`). */
  prize: string;
  /** For place prizes: the (first) rank the player holds. */
  place?: number;
  placeLabel?: string;
  key: string;
  name: string;
  crId: string | null;
  /** In grosze (1/100 zł), so splits stay exact until printed. */
  amountGrosze: number;
  /** How many players share this prize. */
  sharedBy: number;
}

const toGrosze = (zloty: number) => Math.round(zloty * 100);

/**
 * rules §6. Place prizes: players with rank ≤ the number of places ("the awarded first 15"); a
 * group sharing a rank pools the amounts of the positions it occupies (positions past the table
 * add 0) and splits them equally, rounded to 0.01 zł. Then each category in order goes to the
 * best-ranked player of the category without a prize yet; candidates sharing that rank split it.
 */
export function awardPrizes(entries: readonly IndividualEntry[], rules: RuleSet): PrizeAward[] {
  const awards: PrizeAward[] = [];
  const awarded = new Set<string>();
  const places = rules.placePrizes.map(toGrosze);
  const groups = new Map<number, IndividualEntry[]>();
  for (const e of entries) {
    const group = groups.get(e.rank);
    if (group) group.push(e);
    else groups.set(e.rank, [e]);
  }

  for (const [rank, group] of groups) {
    if (rank > places.length) continue;
    let pool = 0;
    for (let pos = rank; pos < rank + group.length; pos++) pool += places[pos - 1] ?? 0;
    if (pool === 0) continue;
    const share = Math.round(pool / group.length);
    for (const e of group) {
      awards.push({ prize: 'place', place: rank, placeLabel: e.rankLabel, key: e.key, name: e.name, crId: e.crId, amountGrosze: share, sharedBy: group.length });
      awarded.add(e.key);
    }
  }

  for (const category of rules.categories) {
    const candidates = entries.filter((e) => e.categories.includes(category.id) && !(rules.onePrizePerPlayer && awarded.has(e.key)));
    if (candidates.length === 0) continue;
    const bestRank = Math.min(...candidates.map((e) => e.rank));
    const winners = candidates.filter((e) => e.rank === bestRank).sort((a, b) => compareNames(a.name, b.name));
    const share = Math.round(toGrosze(category.amount) / winners.length);
    for (const e of winners) {
      awards.push({ prize: category.id, key: e.key, name: e.name, crId: e.crId, amountGrosze: share, sharedBy: winners.length });
      awarded.add(e.key);
    }
  }
  return awards;
}
