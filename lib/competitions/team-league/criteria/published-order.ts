import type { RankingCriterionRule } from './ranking-criterion';

/**
 * `publishedOrder` (issue 40): the order of the final table as the event's pairing program published
 * it — the rank of each team's TRF-2026 `310` record. In a chain after `matchPoints` it orders the
 * teams level on match points as the file's own tie-breaks (`202`, e.g. `EDET/P,EMGSB/C1/P,
 * BH:MP/C1/P,MPvGP`) did, where the site computes not all of them (the extended direct encounter and
 * the C.07 dummies of EMGSB). It never overrides an earlier criterion the site computes from the
 * games. A team without a published rank comes after those with one; a file that publishes none
 * separates nobody, and the criteria after it decide. Value: minus the rank (higher ranks first).
 */
/** The value of a team the file gives no rank: below every rank a file can write (three digits). */
const UNRANKED = -1_000;

export const publishedOrder: RankingCriterionRule = {
  kind: 'value',
  unit: 1,
  values: (input) => input.publishedRanks.map((rank) => [rank === null ? UNRANKED : -rank]),
  show: (value) => (value <= UNRANKED ? '' : String(-value)),
};
