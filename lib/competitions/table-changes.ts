import type { XlsxSheet } from '@/lib/export/xlsx';
import type { HalfPoints } from '@/lib/half-points';
import { EXPORT_WORDS } from '@/lib/i18n/export-words';
import { MESSAGES, type Lang } from '@/lib/i18n/messages';
import { words } from '@/lib/i18n/words';

/**
 * Issue 40, item 5: what a competition file changes in the tables, for its preview — the table as it
 * would be after the file beside the table as it is (places moved, points, players new or gone).
 * Every kind already lays its tables out as the tabs of its workbook (`CompetitionKind.sheets`,
 * headers in the page's language), so the preview reads them from there: a tab is a standings table
 * when its header has a place (or rank) column and a player (or team) column; its points column is
 * read when it has one. No kind needs code of its own for its preview (cross-tables, whose first
 * column is a start number, are left out). Pure.
 */

interface StandingsRow {
  /** As the table prints it ("3", "3=" for a shared place, "" when not placed). */
  place: string;
  name: string;
  points: HalfPoints | null;
}

export interface StandingsTable {
  /** The tab's name: the league (a group of a page of groups), the open's stage, the team league's table. */
  title: string;
  rows: StandingsRow[];
}

/** The tabs of a kind's workbook that are standings tables, in the order the kind gives them. */
export function standingsTables(sheets: readonly XlsxSheet[], lang: Lang): StandingsTable[] {
  const m = words(lang, MESSAGES);
  const w = words(lang, EXPORT_WORDS);
  return sheets.flatMap((sheet) => {
    const header = sheet.header.map((h) => String(h ?? '').trim());
    const place = header.findIndex((h) => h === m.place || h === m.rank);
    const name = header.findIndex((h) => h === m.player || h === w.team);
    if (place !== 0 || name < 0) return [];
    const points = header.indexOf(m.points);
    return [
      {
        title: sheet.name,
        rows: sheet.rows.flatMap((row) => {
          const who = String(row[name] ?? '').trim();
          if (!who) return [];
          const p = points < 0 ? null : row[points];
          return [{ place: String(row[place] ?? '').trim(), name: who, points: typeof p === 'number' && Number.isFinite(p) ? Math.round(p * 2) : null }];
        }),
      },
    ];
  });
}

export interface TableChangeRow extends StandingsRow {
  /** The row as the table has it now; null: a player (team) the table does not have yet. */
  before: { place: string; points: HalfPoints | null } | null;
  /** Places gained (positive) or lost (negative); null when new or either place is not a number. */
  moved: number | null;
}

export interface TableChange {
  title: string;
  /** The table is not there now (a first file, a new league or group). */
  isNew: boolean;
  /** Nothing in it changes. */
  unchanged: boolean;
  /** The top rows after the file, then every other row whose place or points change, in the table's order. */
  rows: TableChangeRow[];
  /** Rows of the table after the file left out (below the top, unchanged). */
  more: number;
  /** Names in the table now that the file takes out. */
  removed: string[];
}

const key = (name: string) => name.toLocaleLowerCase('pl').replace(/[\s\u200b]+/g, ' ').trim();
const placeNumber = (place: string) => (/^\d+/.test(place) ? Number.parseInt(place, 10) : null);

/**
 * The tables after the file against the tables now (`before` null: nothing computes now). A table is
 * matched by its title, a row by its name. `top` rows are always shown, and beyond them at most
 * `changedBeyondTop` rows that change.
 */
export function tableChanges(before: readonly StandingsTable[] | null, after: readonly StandingsTable[], options: { top?: number; changedBeyondTop?: number } = {}): { tables: TableChange[]; removedTables: string[] } {
  const top = options.top ?? 10;
  const beyond = options.changedBeyondTop ?? 20;
  const now = new Map((before ?? []).map((t) => [t.title, t]));
  const tables = after.map((t): TableChange => {
    const was = now.get(t.title);
    const wasRows = new Map((was?.rows ?? []).map((r) => [key(r.name), r]));
    const rows = t.rows.map((r): TableChangeRow => {
      const b = wasRows.get(key(r.name)) ?? null;
      const from = b ? placeNumber(b.place) : null;
      const to = placeNumber(r.place);
      return { ...r, before: b ? { place: b.place, points: b.points } : null, moved: from !== null && to !== null ? from - to : null };
    });
    const changes = (r: TableChangeRow) => r.before === null || r.before.place !== r.place || r.before.points !== r.points;
    const afterKeys = new Set(t.rows.map((r) => key(r.name)));
    const removed = (was?.rows ?? []).filter((r) => !afterKeys.has(key(r.name))).map((r) => r.name);
    const unchanged = was !== undefined && removed.length === 0 && rows.every((r) => !changes(r));
    const kept = [...rows.slice(0, top), ...rows.slice(top).filter(changes).slice(0, beyond)];
    return { title: t.title, isNew: was === undefined, unchanged, rows: kept, more: rows.length - kept.length, removed };
  });
  const titles = new Set(after.map((t) => t.title));
  return { tables, removedTables: (before ?? []).map((t) => t.title).filter((t) => !titles.has(t)) };
}
