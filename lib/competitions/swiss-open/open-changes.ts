import type { SwissOpenResult } from './compute-swiss-open';
import type { RoundRobinStage } from './round-robin-stage';

/** One thing a new game changes in the open, as data (the page words it). */
export type OpenChange =
  /** A seat of the final stage (start number 1…n) is decided. */
  | { kind: 'qualified'; startNo: number; seat: number }
  /** Out in the play-off at the cut. */
  | { kind: 'eliminated'; startNo: number }
  /** Every member of a group or placement round robin is known: its games can be paired. */
  | { kind: 'stage-ready'; stage: string; members: number[] }
  /** A position of a round robin is decided. */
  | { kind: 'position'; stage: string; position: number; startNo: number }
  /** Both players of a match are known. */
  | { kind: 'match-ready'; stage: string; players: [number, number] }
  | { kind: 'match-winner'; stage: string; winner: number; loser: number }
  /** A place of the final ranking is decided. */
  | { kind: 'place'; place: number; startNo: number };

/**
 * What the open decides after a change of its games that it did not decide before — compared
 * stage by stage, in the order of the event (seats, play-off, groups, placements, matches, final
 * ranking). Only what becomes known is listed: a new game never undoes a decision of the rules.
 */
export function openChanges(before: SwissOpenResult, after: SwissOpenResult): OpenChange[] {
  const out: OpenChange[] = [];
  after.seats.forEach((s, i) => {
    if (s.startNo !== null && before.seats[i]?.startNo !== s.startNo) out.push({ kind: 'qualified', startNo: s.startNo, seat: i + 1 });
  });
  for (const s of after.playoff?.eliminated ?? []) if (!(before.playoff?.eliminated ?? []).includes(s)) out.push({ kind: 'eliminated', startNo: s });
  const stagesBefore = new Map([...before.groups, ...before.placements].map((s) => [s.id, s]));
  for (const stage of [...after.groups, ...after.placements]) out.push(...roundRobinChanges(stagesBefore.get(stage.id), stage));
  const matchesBefore = new Map(before.matches.map((m) => [m.id, m]));
  for (const m of after.matches) {
    const was = matchesBefore.get(m.id);
    const [a, b] = m.players.map((p) => p.startNo);
    if (a != null && b != null && (was?.players[0].startNo == null || was.players[1].startNo == null)) out.push({ kind: 'match-ready', stage: m.id, players: [a, b] });
    if (m.winner !== null && m.loser !== null && was?.winner !== m.winner) out.push({ kind: 'match-winner', stage: m.id, winner: m.winner, loser: m.loser });
  }
  const placed = new Map(before.ranking.map((e) => [e.place, e.startNo]));
  for (const e of after.ranking) if (placed.get(e.place) !== e.startNo) out.push({ kind: 'place', place: e.place, startNo: e.startNo });
  return out;
}

function roundRobinChanges(was: RoundRobinStage | undefined, now: RoundRobinStage): OpenChange[] {
  const out: OpenChange[] = [];
  const known = (s: RoundRobinStage | undefined) => !!s && s.members.every((m) => m.startNo !== null);
  if (known(now) && !known(was)) out.push({ kind: 'stage-ready', stage: now.id, members: now.members.map((m) => m.startNo!) });
  now.positions.forEach((p, i) => {
    if (p.startNo !== null && was?.positions[i]?.startNo !== p.startNo) out.push({ kind: 'position', stage: now.id, position: i + 1, startNo: p.startNo });
  });
  return out;
}
