import { formatScoreText, type Units } from '@/lib/fraction';
import type { IndividualEntry, PlayerResult } from './standings';

/**
 * What a player's cell for one tournament shows, the same in the page, the CSV and the terminal:
 * counted points, a dropped result, a result that does not count, an absence, or an absence whose
 * 0 is one of the dropped values.
 */
type ResultCell =
  | { kind: 'counted' | 'dropped' | 'not-counted'; points: Units; place: number }
  | { kind: 'absent' | 'absent-dropped' };

export function resultCell(entry: IndividualEntry, tournamentId: string): ResultCell {
  const r = entry.results.find((x) => x.tournament === tournamentId);
  if (!r) return { kind: absentKind(entry, tournamentId) };
  return { kind: resultKind(r), points: r.points, place: r.place };
}

/** The cell of a tournament the player has no result in: a plain absence, or one whose 0 is dropped. */
export function absentKind(entry: Pick<IndividualEntry, 'droppedTournaments'>, tournamentId: string): 'absent' | 'absent-dropped' {
  return entry.droppedTournaments.includes(tournamentId) ? 'absent-dropped' : 'absent';
}

/** The cell of the player's (first) result in a tournament. */
export function resultKind(r: Pick<PlayerResult, 'eligible' | 'dropped'>): 'counted' | 'dropped' | 'not-counted' {
  return !r.eligible ? 'not-counted' : r.dropped ? 'dropped' : 'counted';
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
