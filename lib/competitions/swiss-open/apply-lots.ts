import type { RankedRow } from '@/lib/games/rank-by-chain';

export interface OrderedRow extends RankedRow {
  /** Shared with every player still level on points and the whole chain, and not split by a lot. */
  rank: number;
  /** Level with another player on everything, and no lot recorded: the order among them is open. */
  openTie: boolean;
}

/**
 * Splits complete ties (points and every tie-break equal) by the lots the arbiter recorded
 * (event.json `lots`: each a list of start numbers in the order the lot gave). The regulation
 * names no last tie-break for the qualifier or the Swiss (§2.5, §2.6), so without a lot such a tie
 * stays open — shown as a shared place, never decided by start number (our reading). A lot that
 * names every player of a tie orders them; a lot naming only some of them leaves the tie open.
 */
export function applyLots(rows: readonly RankedRow[], lots: readonly (readonly number[])[]): OrderedRow[] {
  const out: OrderedRow[] = [];
  let i = 0;
  while (i < rows.length) {
    let j = i;
    while (j < rows.length && rows[j]!.rank === rows[i]!.rank) j++;
    const tie = rows.slice(i, j);
    const lot = tie.length > 1 ? lots.find((l) => tie.every((r) => l.includes(r.startNumber))) : undefined;
    if (tie.length === 1) out.push({ ...tie[0]!, openTie: false });
    else if (lot) {
      const ordered = [...tie].sort((a, b) => lot.indexOf(a.startNumber) - lot.indexOf(b.startNumber));
      ordered.forEach((r, n) => out.push({ ...r, rank: rows[i]!.rank + n, openTie: false }));
    } else for (const r of tie) out.push({ ...r, openTie: true });
    i = j;
  }
  return out;
}
