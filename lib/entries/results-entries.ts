import { normalizeName } from '@/lib/identity/normalize-name';
import { nameWithoutMarker } from '@/lib/identity/spelling';

/**
 * Results meet entries (issue 41): the rows of a tournament's results file matched to the entries
 * the organizer took. An entry is the player themselves — found in the register when they entered —
 * so a row that is certainly that entry links to the entry's player without a question: the same
 * CR id, the same FIDE id, or the same name (rules §2's normalization, a guest marker dropped) and
 * the same birth year; a row without a birth year matches by name when exactly one entry has it.
 * Each entry takes one row at most, each row one entry. What is left is said: entries missing from
 * the results (did not come, or spelled otherwise), rows with no entry (entered at the desk).
 */
interface EntryForResults {
  id: number;
  name: string;
  birthYear: number | null;
  crId: string | null;
  fideId: string | null;
}

interface RowForEntries {
  line: number;
  name: string;
  birthYear: number | null;
  crId: string | null;
  fideId: string | null;
}

interface ResultsMeetEntries {
  /** Row line → the entry it is, and by what. */
  linked: { line: number; entryId: number; by: 'crId' | 'fideId' | 'name' }[];
  /** Entries (in the field) with no row. */
  missing: number[];
  /** Rows with no entry. */
  unentered: number[];
}

const nameKey = (name: string) => normalizeName(nameWithoutMarker(name));

export function matchResultsToEntries(rows: readonly RowForEntries[], entries: readonly EntryForResults[]): ResultsMeetEntries {
  const taken = new Set<number>();
  const linkedRows = new Map<number, { entryId: number; by: 'crId' | 'fideId' | 'name' }>();
  const pass = (by: 'crId' | 'fideId' | 'name', fits: (r: RowForEntries, e: EntryForResults) => boolean) => {
    for (const r of rows) {
      if (linkedRows.has(r.line)) continue;
      const candidates = entries.filter((e) => !taken.has(e.id) && fits(r, e));
      // two entries fit one row: no certainty, no link (the arbiter's usual linking decides)
      if (candidates.length !== 1) continue;
      taken.add(candidates[0]!.id);
      linkedRows.set(r.line, { entryId: candidates[0]!.id, by });
    }
  };
  pass('crId', (r, e) => r.crId !== null && r.crId === e.crId);
  pass('fideId', (r, e) => r.fideId !== null && r.fideId === e.fideId);
  // an id on both sides that differs is two people, whatever the names say
  const idsAgree = (r: RowForEntries, e: EntryForResults) => !(r.crId && e.crId && r.crId !== e.crId) && !(r.fideId && e.fideId && r.fideId !== e.fideId);
  pass('name', (r, e) => idsAgree(r, e) && r.birthYear !== null && r.birthYear === e.birthYear && nameKey(r.name) === nameKey(e.name));
  pass('name', (r, e) => idsAgree(r, e) && r.birthYear === null && nameKey(r.name) === nameKey(e.name));
  return {
    linked: [...linkedRows].map(([line, l]) => ({ line, ...l })).sort((a, b) => a.line - b.line),
    missing: entries.filter((e) => !taken.has(e.id)).map((e) => e.id),
    unentered: rows.filter((r) => !linkedRows.has(r.line)).map((r) => r.line),
  };
}
