import type { Loaded, Problem } from '@/lib/problem';
import type { HalfPoints } from '@/lib/half-points';
import { applyGameChange, type GameChange } from './apply-game-change';
import { computeLeague, type LeagueInput, type LeagueResult } from './compute-league';
import type { ExclusionReason } from './exclusion-flags';
import type { LeagueProblemCode } from './league-problems';

/** One player's line in the arbiter's preview: place and points before and after (null = not ranked). */
export interface StandingChange {
  startNumber: number;
  name: string;
  before: { place: number; points: HalfPoints } | null;
  after: { place: number; points: HalfPoints } | null;
  /** Exclusion rules that trigger before and after (a new flag is the arbiter's cue to decide). */
  dueBefore: ExclusionReason[];
  dueAfter: ExclusionReason[];
  changed: boolean;
}

/** The preview, or what refuses the change; the warnings are the league's after the change (its loader's). */
type PreviewGameChangeResult = Loaded<{ before: LeagueResult; after: LeagueResult; input: LeagueInput; rows: StandingChange[] }, Problem<LeagueProblemCode, 'severity' | 'line'>>;

/**
 * The arbiter's preview (issue 9): the league's tables before and after one change — a result, a
 * postponement or absence, or a made-up date — without storing anything. The changed input is
 * returned so the caller can store exactly what was previewed. Exclusions are not confirmed here:
 * a rule that starts to trigger shows in `dueAfter`, and the arbiter decides.
 */
export function previewGameChange(input: LeagueInput, change: GameChange): PreviewGameChangeResult {
  const before = computeLeague(input);
  if (!before.ok) return before;
  const changed = applyGameChange(input, change);
  if (!changed.ok) return { ok: false, errors: changed.errors, warnings: before.warnings };
  const after = computeLeague(changed.input);
  if (!after.ok) return after;
  const rows = standingChanges(before.league, after.league);
  return { ok: true, before: before.league, after: after.league, input: changed.input, rows, warnings: after.warnings };
}

/** Each player's place, points and triggered rules before and after, ordered by the place after. */
export function standingChanges(before: LeagueResult, after: LeagueResult): StandingChange[] {
  const rows = before.players.map((p): StandingChange => {
    const b = before.standings.find((r) => r.startNumber === p.startNumber);
    const a = after.standings.find((r) => r.startNumber === p.startNumber);
    const dueBefore = before.flags.find((f) => f.startNumber === p.startNumber)?.due ?? [];
    const dueAfter = after.flags.find((f) => f.startNumber === p.startNumber)?.due ?? [];
    const beforeRow = b ? { place: b.place, points: b.points } : null;
    const afterRow = a ? { place: a.place, points: a.points } : null;
    return {
      startNumber: p.startNumber,
      name: p.name,
      before: beforeRow,
      after: afterRow,
      dueBefore,
      dueAfter,
      changed: JSON.stringify(beforeRow) !== JSON.stringify(afterRow) || dueBefore.join() !== dueAfter.join(),
    };
  });
  return rows.sort((x, y) => (x.after?.place ?? Infinity) - (y.after?.place ?? Infinity) || x.startNumber - y.startNumber);
}
