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
  // rule-variants (KKSz: ≥ 4 events for prizes): players below the minimum are passed over and the
  // prizes go to the next players, who keep their ties (a prize rank = 1 + better-ranked candidates)
  const candidates = entries.filter((e) => e.eventsPlayed >= rules.minEventsForPrize);
  const prizeRank = new Map<string, number>();
  candidates.forEach((e, i) => prizeRank.set(e.key, i > 0 && candidates[i - 1]!.rank === e.rank ? prizeRank.get(candidates[i - 1]!.key)! : i + 1));
  const groups = new Map<number, IndividualEntry[]>();
  for (const e of candidates) {
    const r = prizeRank.get(e.key)!;
    const group = groups.get(r);
    if (group) group.push(e);
    else groups.set(r, [e]);
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
    const inCategory = candidates.filter((e) => e.categories.includes(category.id) && !(rules.onePrizePerPlayer && awarded.has(e.key)));
    if (inCategory.length === 0) continue;
    const bestRank = Math.min(...inCategory.map((e) => e.rank));
    const winners = inCategory.filter((e) => e.rank === bestRank).sort((a, b) => compareNames(a.name, b.name));
    const share = Math.round(toGrosze(category.amount) / winners.length);
    for (const e of winners) {
      awards.push({ prize: category.id, key: e.key, name: e.name, crId: e.crId, amountGrosze: share, sharedBy: winners.length });
      awarded.add(e.key);
    }
  }
  return awards;
}

/**
 * Issue 11: who is in the prize places now — each player's awards if the season ended with the
 * current table (the same awards as the prizes page), by player key.
 */
export function prizeHolders(prizes: readonly PrizeAward[]): Map<string, PrizeAward[]> {
  const out = new Map<string, PrizeAward[]>();
  for (const p of prizes) out.set(p.key, [...(out.get(p.key) ?? []), p]);
  return out;
}
