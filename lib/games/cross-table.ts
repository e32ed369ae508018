import type { HalfPoints } from '@/lib/half-points';
import { playerPoints, type GamesModel, type ResultCode } from './games-model';
import type { RankedRow } from './rank-by-chain';

/** One cell of a cross-table: whom (by rank in the final ranking), with which colour, and what came of it. */
export interface CrossCell {
  /** The opponent's rank in the final ranking; null for a bye or an unpaired round. */
  opponentRank: number | null;
  opponentStartNumber: number | null;
  colour: 'w' | 'b' | null;
  /** The result code from this player's side (TRF: `1 = 0 + - W D L H F U Z`, blank). */
  result: ResultCode;
}

interface CrossRow {
  rank: number;
  startNumber: number;
  name: string;
  points: HalfPoints;
  /** Swiss: one cell per round. */
  rounds: CrossCell[];
  /** Round robin: one entry per row of the table (by rank), the results against that player; null on the diagonal. */
  against: (CrossCell[] | null)[] | null;
}

export interface CrossTable {
  kind: 'swiss' | 'round-robin';
  roundCount: number;
  rows: CrossRow[];
}

/**
 * The cross-table as chess-results shows it (issue 8): rows in the order of the final ranking; a
 * Swiss lists each round's opponent by rank with colour and result; a round robin is the square
 * table, a double round robin showing both games in a cell.
 */
export function crossTable(model: GamesModel, ranking: readonly RankedRow[]): CrossTable {
  const rankOf = new Map(ranking.map((r) => [r.startNumber, r.rank]));
  const order = ranking.map((r) => r.startNumber);
  const byStart = new Map(model.players.map((p) => [p.startNumber, p]));
  const rows = ranking.map((r): CrossRow => {
    const p = byStart.get(r.startNumber)!;
    const rounds = p.rounds.map((g): CrossCell => ({ opponentRank: g.opponent === null ? null : (rankOf.get(g.opponent) ?? null), opponentStartNumber: g.opponent, colour: g.colour, result: g.result }));
    const against = model.roundRobin ? order.map((other) => (other === p.startNumber ? null : rounds.filter((c) => c.opponentStartNumber === other))) : null;
    return { rank: r.rank, startNumber: p.startNumber, name: p.name, points: playerPoints(p), rounds, against };
  });
  return { kind: model.roundRobin ? 'round-robin' : 'swiss', roundCount: model.roundCount, rows };
}

/** A result code as a cross-table cell shows it: `1 ½ 0`, `+ −` for forfeits, `½B`-style byes. */
export function resultSymbol(code: ResultCode): string {
  switch (code) {
    case '1': case 'W': return '1';
    case '0': case 'L': return '0';
    case '=': case 'D': return '½';
    case '+': return '+';
    case '-': return '−';
    case 'H': return '½';
    case 'F': case 'U': return '1';
    case 'Z': return '0';
    case ' ': return '';
  }
}
