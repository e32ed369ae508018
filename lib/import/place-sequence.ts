import type { Problem } from '@/lib/problem';
import type { HalfPoints } from '@/lib/half-points';
import { formatPoints } from '@/lib/half-points';
import { problem, type ProblemCode } from './problems';

/**
 * formats §1: places run 1..n down the file and may repeat — pairing programs write a tie as
 * `9, 9, 11` (competition ranks) or `9, 9, 10` (dense ranks). A file must keep to one of the two
 * styles; a place lower than the previous row's, or tied rows with different game points (a tie
 * means equal points) are errors on the row's line. A gap no tie explains (`95` then `100`) and a
 * switch between the two styles are warnings (`PLACE_GAP`, issue 27): real exports have them where
 * the organizer deleted or excluded players after the tournament, and the series that published
 * the file scores the rows by the places as printed — so the rows keep them.
 *
 * Fed row by row in file order (rows whose place or points did not parse pass `null`), so the
 * problem is reported on its own line, before that line's other problems.
 */
export function placeSequence() {
  let group: { place: number; size: number; line: number; lastLine: number; points: HalfPoints | null } | null = null;
  /** Decided by the first tie followed by another place: the two styles differ only there. */
  let style: { kind: 'competition' | 'dense'; line: number } | null = null;

  return function next(line: number, place: number, points: HalfPoints | null): Problem<ProblemCode, 'severity' | 'line'> | null {
    if (group === null) {
      // The first place is not checked: formats §1 itself shows a one-row excerpt starting at place 2.
      group = { place, size: 1, line, lastLine: line, points };
      return null;
    }
    const g = group;
    if (place === g.place) {
      g.size++;
      g.lastLine = line;
      if (g.points === null) g.points = points;
      else if (points !== null && points !== g.points) {
        return problem('SHARED_PLACE_POINTS', line, { place, first: g.line, points: formatPoints(points), otherPoints: formatPoints(g.points) });
      }
      return null;
    }
    if (place < g.place) {
      return problem('PLACE_ORDER', line, { place, previous: g.place, previousLine: g.lastLine });
    }
    const competition = g.place + g.size;
    const dense = g.place + 1;
    let found: Problem<ProblemCode, 'severity' | 'line'> | null = null;
    if (g.size === 1) {
      if (place !== dense) found = problem('PLACE_GAP', line, { place, previous: g.place, previousLine: g.lastLine, expected: dense });
    } else if (place === competition || place === dense) {
      const kind = place === competition ? 'competition' : 'dense';
      if (style === null) style = { kind, line };
      else if (style.kind !== kind) {
        const expected = style.kind === 'competition' ? competition : dense;
        found = problem(
          'PLACE_GAP',
          line,
          { place, previous: g.place, previousLine: g.lastLine, expected, shared: g.size, firstLine: g.line, style: style.kind, styleLine: style.line },
        );
      }
    } else {
      const expected = style === null ? `${competition} / ${dense}` : String(style.kind === 'competition' ? competition : dense);
      found = problem('PLACE_GAP', line, { place, previous: g.place, previousLine: g.lastLine, expected, shared: g.size, firstLine: g.line });
    }
    group = { place, size: 1, line, lastLine: line, points };
    return found;
  };
}
