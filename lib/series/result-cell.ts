import { formatPoints, type HalfPoints } from '@/lib/half-points';
import type { IndividualEntry } from './standings';

/**
 * What a player's cell for one tournament shows, the same in the page, the CSV and the terminal:
 * counted points, a dropped result, a result that does not count, an absence, or an absence whose
 * 0 is one of the dropped values.
 */
export type ResultCell =
  | { kind: 'counted' | 'dropped' | 'not-counted'; points: HalfPoints; place: number }
  | { kind: 'absent' | 'absent-dropped' };

export function resultCell(entry: IndividualEntry, tournamentId: string): ResultCell {
  const r = entry.results.find((x) => x.tournament === tournamentId);
  if (!r) return { kind: entry.droppedTournaments.includes(tournamentId) ? 'absent-dropped' : 'absent' };
  return { kind: !r.eligible ? 'not-counted' : r.dropped ? 'dropped' : 'counted', points: r.points, place: r.place };
}

/** A result cell as text: `(6.5)` dropped, `x6.5` not counted, `-` absent, `(-)` a dropped absence. */
export function textCell(c: ResultCell): string {
  switch (c.kind) {
    case 'absent':
      return '-';
    case 'absent-dropped':
      return '(-)';
    case 'not-counted':
      return `x${formatPoints(c.points)}`;
    case 'dropped':
      return `(${formatPoints(c.points)})`;
    case 'counted':
      return formatPoints(c.points);
  }
}
