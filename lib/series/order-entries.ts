import { compareNames, compareCrIds, competitionRanks } from './ranking';
import type { KeyedTieBreak, TieBreakEntry } from './tie-breaks';
import type { IndividualEntry } from './standings';

/**
 * The ordering of a classification (rules §4): the higher total first, then the season's tie-break
 * chain (a registry entry each, lib/series/tie-breaks.ts); players still equal share the rank and
 * are listed by CR id (as the reference lists them), those without one after, then by name.
 * Sorts `entries` in place and sets each one's rank and rank label.
 */
export function orderEntries(entries: IndividualEntry[], tieBreak: KeyedTieBreak<unknown[]>): void {
  // A decorated sort: each entry's tie-break key is read off its results once, not on every comparison.
  const decorated = entries.map((e) => ({ e, tie: tieBreak.key(tieBreakEntry(e)) }));
  decorated.sort((x, y) => {
    const a = x.e;
    const b = y.e;
    return b.total - a.total || tieBreak.compare(x.tie, y.tie) || compareCrIds(a.crId, b.crId) || compareNames(a.name, b.name) || (a.key < b.key ? -1 : 1);
  });
  const ranks = competitionRanks(decorated, (x, y) => x.e.total === y.e.total && tieBreak.compare(x.tie, y.tie) === 0);
  decorated.forEach((d, i) => {
    entries[i] = d.e;
    Object.assign(d.e, ranks[i]);
  });
}

function tieBreakEntry(e: IndividualEntry): TieBreakEntry {
  return { total: e.total, finalPlace: e.finalPlace, results: e.results, rating: e.facts.ranking };
}
