import { formatScoreText, type Units } from '@/lib/fraction';
import type { IndividualEntry, PlayerResult } from './standings';

/**
 * What a player's cell for one tournament shows, the same in the page, the CSV and the terminal:
 * counted points, a dropped result, a result that does not count, an absence, or an absence whose
 * 0 is one of the dropped values.
 */
export type ResultCell =
  | { kind: 'counted' | 'dropped' | 'not-counted'; points: Units; place: number }
  | { kind: 'absent' | 'absent-dropped' };

export function resultCell(entry: IndividualEntry, tournamentId: string): ResultCell {
  return cellOf(entry, tournamentId, entry.results.find((x) => x.tournament === tournamentId));
}

/**
 * resultCell for each of `tournamentIds`, reading the player's results once (a big season's table
 * has 40 columns × 1,000s of players; a search of the results per cell was most of its rendering).
 */
export function resultCells(entry: IndividualEntry, tournamentIds: readonly string[]): ResultCell[] {
  const first = new Map<string, PlayerResult>();
  for (const r of entry.results) if (!first.has(r.tournament)) first.set(r.tournament, r);
  return tournamentIds.map((id) => cellOf(entry, id, first.get(id)));
}

function cellOf(entry: IndividualEntry, tournamentId: string, r: PlayerResult | undefined): ResultCell {
  if (!r) return { kind: entry.droppedTournaments.includes(tournamentId) ? 'absent-dropped' : 'absent' };
  return { kind: !r.eligible ? 'not-counted' : r.dropped ? 'dropped' : 'counted', points: r.points, place: r.place };
}

/** A result cell as text: `(6.5)` dropped, `x6.5` not counted, `-` absent, `(-)` a dropped absence; `unit` is the season's (Standings.unit). */
export function textCell(c: ResultCell, unit: number): string {
  switch (c.kind) {
    case 'absent':
      return '-';
    case 'absent-dropped':
      return '(-)';
    case 'not-counted':
      return `x${formatScoreText(c.points, unit)}`;
    case 'dropped':
      return `(${formatScoreText(c.points, unit)})`;
    case 'counted':
      return formatScoreText(c.points, unit);
  }
}
