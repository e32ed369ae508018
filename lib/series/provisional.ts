import { computeStandings, type ComputeStandingsInput, type Standings } from './standings';
import type { TournamentProgress } from './tournament-progress';

/**
 * Issue 25 (docs/in-progress.md), the one reading of a season with tournaments in progress, for the
 * site and `gp standings` alike: the official table's input leaves them out; the provisional one
 * ("if they ended now") counts every tournament, and is null when none is in progress.
 */
export function splitInProgress<I extends { tournaments: readonly { id: string }[] }>(all: I, inProgress: ReadonlyMap<string, TournamentProgress>): { official: I; provisional: I | null } {
  if (inProgress.size === 0) return { official: all, provisional: null };
  return { official: { ...all, tournaments: all.tournaments.filter((t) => !inProgress.has(t.id)) }, provisional: all };
}

/** The provisional table: computed like the official one, without prizes (awarded from the official table only). */
export function provisionalStandings(input: ComputeStandingsInput): Standings {
  return { ...computeStandings(input), prizes: [] };
}
