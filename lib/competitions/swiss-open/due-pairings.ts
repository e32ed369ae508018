import type { SwissOpenResult } from './compute-swiss-open';
import type { EventGame } from './event-game';
import type { RoundRobinStage } from './round-robin-stage';

/** A game the event already knows is due: both players determined, no row for it in games.csv yet. */
export interface DueGame {
  stage: string;
  round: number | 'A';
  /** A proposal: the rules fix who meets whom, not always the colours (the arbiter may swap them). */
  white: number;
  black: number;
  /** The colours follow from the rules (the second game of a match reverses the first). */
  coloursKnown: boolean;
}

/**
 * The pairings the open has determined and that wait for a result (competitions.md §3): play-off
 * games whose players are known, round-robin pairs of groups and placement groups whose members are
 * all known, and the next game (or the armageddon) of a match under way. A pairing that already has
 * a row in games.csv (even without a result) is not proposed again.
 */
export function duePairings(r: SwissOpenResult): DueGame[] {
  const due: DueGame[] = [];
  if (r.playoff) {
    for (const round of r.playoff.rounds) {
      for (const m of round.matches) {
        if (m.high.startNo === null || m.low.startNo === null || m.winner !== null || m.game) continue;
        due.push({ stage: 'playoff', round: round.round, white: m.high.startNo, black: m.low.startNo, coloursKnown: false });
      }
    }
  }
  for (const stage of [...r.groups, ...r.placements]) due.push(...roundRobinDue(stage));
  for (const m of r.matches) {
    const [a, b] = m.players.map((s) => s.startNo);
    if (a == null || b == null || m.status === 'decided' || m.status === 'waiting') continue;
    if (m.status === 'armageddon') {
      if (!m.games.some((g) => g.round === 'A')) due.push({ stage: m.id, round: 'A', white: a, black: b, coloursKnown: false });
      continue;
    }
    const played = new Map(m.games.filter((g) => g.round !== 'A').map((g) => [g.round as number, g]));
    const next = Array.from({ length: r.rules.match?.games ?? 0 }, (_, i) => i + 1).find((n) => !played.has(n));
    if (next === undefined) continue;
    const previous = played.get(next - 1);
    if (previous) due.push({ stage: m.id, round: next, white: previous.black, black: previous.white, coloursKnown: true });
    else due.push({ stage: m.id, round: next, white: next % 2 === 1 ? a : b, black: next % 2 === 1 ? b : a, coloursKnown: false });
  }
  return due;
}

function roundRobinDue(stage: RoundRobinStage): DueGame[] {
  if (stage.members.some((m) => m.startNo === null)) return [];
  const has = (g: EventGame, a: number, b: number) => (g.white === a && g.black === b) || (g.white === b && g.black === a);
  const busy = new Set(stage.games.filter((g) => g.round !== 'A').map((g) => [`${g.white}@${g.round}`, `${g.black}@${g.round}`]).flat());
  const out: DueGame[] = [];
  for (const [a, b] of stage.remaining) {
    if (stage.games.some((g) => has(g, a, b))) continue;
    let round: number | null = null;
    for (let n = 1; n <= stage.rounds && round === null; n++) if (!busy.has(`${a}@${n}`) && !busy.has(`${b}@${n}`)) round = n;
    if (round === null) continue;
    busy.add(`${a}@${round}`).add(`${b}@${round}`);
    out.push({ stage: stage.id, round, white: a, black: b, coloursKnown: false });
  }
  return out.sort((x, y) => (x.round as number) - (y.round as number));
}
