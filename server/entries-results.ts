/**
 * Results meet entries (issue 41 §4): the upload preview of a reserved tournament's results (its id
 * `r{id}`, or `final`) links each row that is certainly an entered player to that player — the
 * entry was found in the register when the player entered, so the row goes to the same CR id with
 * no question — and says which entries are missing from the results and which rows have no entry.
 * The links are the arbiter's hand links of those rows (kept per row, applied on every re-upload);
 * a choice the arbiter makes in the preview wins over the entry's.
 */
import type { Connection } from '@/db/client';
import { linksOfName } from '@/db/queries/registry';
import type { Season } from '@/db/schema';
import { normalizeName } from '@/lib/identity/normalize-name';
import type { ResultRow } from '@/lib/import/parse-results';
import { matchResultsToEntries } from '@/lib/entries/results-entries';
import { entriesForTournament } from './entries';

export interface EntriesInPreview {
  reservation: number;
  /** Rows that are entered players, and how they were known. */
  linked: { line: number; name: string; entry: string; crId: string | null; by: 'crId' | 'fideId' | 'name' }[];
  /** Entered players (in the field) with no row in the results. */
  missing: { id: number; name: string; birthYear: number; club: string | null }[];
  /** Rows with no entry (entered at the desk, or spelled beyond recognition). */
  unentered: { line: number; name: string }[];
}

/** The entries' report of a results file, and the row links they make certain (line → CR id); null when the tournament id names no reservation. */
export function resultsMeetEntries(conn: Connection, season: Season, code: string, rows: readonly ResultRow[], chosen: Readonly<Record<string, string | null>>): { choices: Record<string, string>; report: EntriesInPreview } | null {
  const entered = entriesForTournament(conn, season.id, code);
  if (!entered) return null;
  const meet = matchResultsToEntries(rows, entered.entries);
  const byId = new Map(entered.entries.map((e) => [e.id, e]));
  const byLine = new Map(rows.map((r) => [r.line, r]));
  const choices: Record<string, string> = {};
  for (const l of meet.linked) {
    const entry = byId.get(l.entryId)!;
    const row = byLine.get(l.line)!;
    // only a player the register knows (found when entering) can be linked; the arbiter's own choice wins
    if (entry.crId === null || entry.foundBy === null || String(l.line) in chosen || row.crId === entry.crId) continue;
    // a link already kept for this row is not made again (the same file again stays "identical")
    const kept = linksOfName(conn, season.id, code, normalizeName(row.name)).some((k) => k.crId === entry.crId && (k.place === null || k.place === row.place));
    if (!kept) choices[String(l.line)] = entry.crId;
  }
  return {
    choices,
    report: {
      reservation: entered.reservationId,
      linked: meet.linked.map((l) => ({ line: l.line, name: byLine.get(l.line)!.name, entry: byId.get(l.entryId)!.name, crId: byId.get(l.entryId)!.crId, by: l.by })),
      missing: meet.missing.map((id) => byId.get(id)!).map((e) => ({ id: e.id, name: e.name, birthYear: e.birthYear, club: e.club })),
      unentered: meet.unentered.map((line) => ({ line, name: byLine.get(line)!.name })),
    },
  };
}
