import type { Edition } from '@/lib/games/editions';
import { afterRound, type GamesModel } from '@/lib/games/games-model';
import { rankByChain } from '@/lib/games/rank-by-chain';
import { applyLots, type OrderedRow } from './apply-lots';
import { completedRounds } from '@/lib/games/completed-rounds';
import { knownSlot, type Slot } from './slot';
import type { SwissOpenRules } from './swiss-open-rules';

export type QualifierStatus = 'qualified' | 'playoff' | 'out' | 'withdrawn' | 'open';

interface QualifierRow extends OrderedRow {
  /** Decided once the qualifier is over; `open` while it is under way or a tie waits for a lot. */
  status: QualifierStatus;
}

export interface QualifierCut {
  rounds: number;
  roundsPlayed: number;
  complete: boolean;
  rows: QualifierRow[];
  /** The 16th eligible player's points (the cut line), once the qualifier is over. */
  cutPoints: number | null;
  /** Seats 1 … (n − k): qualified directly; in order. Empty until the qualifier is over. */
  directSeats: Slot[];
  /** The tie at the cut (§2.5.1): every eligible player with the 16th's points, in qualifier order, and the places they hold. */
  playoff: { seeds: number[]; places: number; firstSeat: number } | null;
  /** Complete ties the regulation does not split and no lot has decided, that change a seat or a seed. */
  openTies: number[][];
}

interface QualifierCutParams {
  model: GamesModel;
  rules: SwissOpenRules;
  edition: Edition;
  /** Withdrawn before the cut: passed over — the next player takes the place (our reading). */
  withdrawnBeforeCut: ReadonlySet<number>;
  lots: readonly (readonly number[])[];
}

/**
 * The qualifier's standings and the cut (§2.5, competitions.md §3.1–3.2): points, then the chain,
 * over rounds 1–8; the top n qualify; when anybody below the n-th has the n-th's points, all the
 * players with those points play off for the places they hold within the top n (§2.5.1) — seeded
 * by the qualifier order. While the qualifier is under way the standings are provisional and
 * nothing is decided.
 */
export function qualifierCut(params: QualifierCutParams): QualifierCut {
  const { rules } = params;
  const rounds = rules.qualifier.rounds;
  const n = rules.qualifier.qualifiers;
  const roundsPlayed = Math.min(completedRounds(params.model), rounds);
  const complete = roundsPlayed === rounds;
  const ordered = applyLots(rankByChain(afterRound(params.model, roundsPlayed), rules.qualifier.chain, params.edition), params.lots);
  const open = (): QualifierCut => ({
    rounds,
    roundsPlayed,
    complete,
    rows: ordered.map((r) => ({ ...r, status: params.withdrawnBeforeCut.has(r.startNumber) ? 'withdrawn' : 'open' })),
    cutPoints: null,
    directSeats: [],
    playoff: null,
    openTies: [],
  });
  const eligible = ordered.filter((r) => !params.withdrawnBeforeCut.has(r.startNumber));
  // a plain Swiss open (no `qualifiers`) has no cut: its standings only
  if (n === undefined || !complete || eligible.length < n) return open();

  const cutPoints = eligible[n - 1]!.points;
  const above = eligible.filter((r) => r.points > cutPoints);
  const tied = eligible.filter((r) => r.points === cutPoints);
  const places = n - above.length;
  const hasPlayoff = tied.length > places;
  const decisive = hasPlayoff ? [...above, ...tied] : eligible.slice(0, n);
  // a complete tie matters where it decides a seat (the groups follow seats) or a seed
  const openTies = groupsOf(decisive.filter((r) => r.openTie));

  const inOpenTie = new Set(openTies.flat());
  const directCount = hasPlayoff ? above.length : n;
  const directSeats: Slot[] = eligible.slice(0, directCount).map((r, i) => {
    if (!r.openTie) return knownSlot(r.startNumber);
    const tie = eligible.filter((x) => x.rank === r.rank).map((x) => x.startNumber);
    return inOpenTie.has(r.startNumber) ? { startNo: null, candidates: tie } : knownSlot(eligible[i]!.startNumber);
  });
  const status = (r: OrderedRow): QualifierStatus => {
    if (params.withdrawnBeforeCut.has(r.startNumber)) return 'withdrawn';
    if (hasPlayoff && r.points === cutPoints) return 'playoff';
    return eligible.indexOf(r) < n ? 'qualified' : 'out';
  };
  const seedsOpen = hasPlayoff && tied.some((r) => inOpenTie.has(r.startNumber));
  return {
    rounds,
    roundsPlayed,
    complete,
    rows: ordered.map((r) => ({ ...r, status: status(r) })),
    cutPoints,
    directSeats,
    playoff: hasPlayoff ? { seeds: seedsOpen ? [] : tied.map((r) => r.startNumber), places, firstSeat: above.length + 1 } : null,
    openTies,
  };
}

/** Rows of shared ranks → the start numbers of each tie. */
function groupsOf(rows: readonly OrderedRow[]): number[][] {
  const byRank = new Map<number, number[]>();
  for (const r of rows) byRank.set(r.rank, [...(byRank.get(r.rank) ?? []), r.startNumber]);
  return [...byRank.values()].filter((g) => g.length > 1);
}
