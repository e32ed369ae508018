import { describe, expect, test } from 'vitest';
import type { TieBreakName } from '@/lib/series/rules';
import { TIE_BREAKS, tieBreakChain, type TieBreakEntry } from '@/lib/series/tie-breaks';

const ids = ['t1', 't2', 't3'];
/** A player from [points, place] per regular tournament (null = absent); `dropped` = indexes dropped. */
function player(results: ([number, number] | null)[], opts: { dropped?: number[]; finalPlace?: number | null; rating?: number | null } = {}): TieBreakEntry {
  const rs = results.flatMap((r, i) => (r ? [{ tournament: ids[i]!, final: false, eligible: true, counted: !(opts.dropped ?? []).includes(i), place: r[1], points: r[0] }] : []));
  return { total: rs.filter((r) => r.counted).reduce((s, r) => s + r.points, 0), finalPlace: opts.finalPlace ?? null, results: rs, rating: opts.rating ?? null };
}

describe('series tie-breaks (rule-variants "Series tie-breaks"): negative = the first player ranks higher', () => {
  test.each([
    { label: 'place in the Final — Warmia-Mazury', name: 'finalPlace', a: player([[10, 1]], { finalPlace: 3 }), b: player([[10, 1]], { finalPlace: 5 }), sign: -1 },
    { label: 'place in the Final: none comes after', name: 'finalPlace', a: player([[10, 1]]), b: player([[10, 1]], { finalPlace: 20 }), sign: 1 },
    { label: 'best single result — Zehlendorf', name: 'bestSingleResult', a: player([[6, 3], [4, 5]]), b: player([[5, 4], [5, 4]]), sign: -1 },
    { label: 'higher place in the last tournament — DZSzach internet GP', name: 'lastTournamentPlace', a: player([[5, 1], [5, 1], [5, 7]]), b: player([[5, 9], [5, 9], [5, 2]]), sign: 1 },
    { label: 'last tournament: absent comes after', name: 'lastTournamentPlace', a: player([[5, 1], [5, 1], null]), b: player([[5, 9], [5, 9], [1, 30]]), sign: 1 },
    { label: 'sum including dropped results — Hetman Wrocław, Pomysł', name: 'sumAllResults', a: player([[8, 1], [8, 1], [3, 9]], { dropped: [2] }), b: player([[8, 1], [8, 1], [1, 20]], { dropped: [2] }), sign: -1 },
    { label: 'points per counted event — Keshmat (fewer counted events)', name: 'pointsPerCountedEvent', a: player([[8, 1], [8, 1], null]), b: player([[6, 1], [5, 1], [5, 1]]), sign: -1 },
    { label: 'fewer tournaments played — GP Tczewa', name: 'fewerEvents', a: player([[8, 1], [8, 1], [0, 30]]), b: player([[8, 1], [8, 1], null]), sign: 1 },
    { label: 'more tournaments played', name: 'moreEvents', a: player([[8, 1], [8, 1], [0, 30]]), b: player([[8, 1], [8, 1], null]), sign: -1 },
    { label: 'count-back: more 1st places — KKSz online GP', name: 'countBack', a: player([[5, 1], [5, 5], [5, 5]]), b: player([[5, 2], [5, 2], [5, 2]]), sign: -1 },
    { label: 'count-back: equal 1st places, then more 2nd places', name: 'countBack', a: player([[5, 1], [5, 3], [5, 3]]), b: player([[5, 1], [5, 2], [5, 9]]), sign: 1 },
    { label: 'Sailwave A8.1: sorted counted scores, first difference', name: 'sailwaveA8', a: player([[9, 1], [3, 9], [6, 4]]), b: player([[8, 2], [5, 5], [5, 5]]), sign: -1 },
    { label: 'Sailwave A8.2: then the last event, backwards', name: 'sailwaveA8', a: player([[9, 1], [6, 4], [3, 9]]), b: player([[3, 9], [6, 4], [9, 1]]), sign: 1 },
    { label: 'lower rating — GP Tczewa', name: 'lowerRating', a: player([[5, 1]], { rating: 1600 }), b: player([[5, 1]], { rating: 1500 }), sign: 1 },
    { label: 'lower rating: unknown comes after', name: 'lowerRating', a: player([[5, 1]]), b: player([[5, 1]], { rating: 2400 }), sign: 1 },
  ] as { label: string; name: TieBreakName; a: TieBreakEntry; b: TieBreakEntry; sign: number }[])('$label', ({ name, a, b, sign }) => {
    const compare = TIE_BREAKS[name]({ regularIds: ids });
    expect(Math.sign(compare(a, b))).toBe(sign);
    expect(Math.sign(compare(b, a))).toBe(-sign);
    expect(compare(a, a)).toBe(0);
  });

  test('a chain tries the next criterion only while still equal — Hetman: sum incl. dropped, then last place', () => {
    const chain = tieBreakChain(['sumAllResults', 'lastTournamentPlace'], { regularIds: ids });
    const a = player([[8, 1], [8, 1], [2, 9]], { dropped: [2] });
    const b = player([[8, 1], [2, 9], [8, 3]], { dropped: [1] });
    expect(chain(a, b)).toBeGreaterThan(0);
    expect(tieBreakChain([], { regularIds: ids })(a, b)).toBe(0);
  });
});
