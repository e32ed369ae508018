import { readTables } from '@/lib/import/pipeline';
import type { SheetRow } from '@/lib/import/spreadsheet/sheet';
import { FIDE_TITLES, headerKey, keptColumnHeaders, mapHeaders, type Field } from '@/lib/import/headers';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import { tieBreakColumns as fileTieBreakColumns } from './tournament-file';

/** What a row of the file says beyond what scoring reads (formats §1: "other columns are ignored for scoring"). */
interface RowExtras {
  fideRating: number | null;
  /** FIDE title as written, upper case (`GM`, `WFM`). */
  title: string | null;
  /** One value per FileExtras.tieBreaks column; null where the cell is empty or not a number. */
  tieBreaks: (number | null)[];
}

export interface FileExtras {
  /** The file's tie-break columns, as its header names them (`Bch.`, `Progr.`, `TB1`), in file order. */
  tieBreaks: string[];
  /** Whether any row has a FIDE rating / a title. */
  hasFideRating: boolean;
  hasTitle: boolean;
  /** By the row's line (ResultRow.line / ScoredRow.line). */
  byLine: Map<number, RowExtras>;
}

// the vocabulary's kept columns (lib/import/vocabulary.ts), in every language it has
const FIDE_RATING_HEADERS = keptColumnHeaders('fide_rating');
const TITLE_HEADERS = keptColumnHeaders('title');
const KNOWN_FIELDS: Field[] = ['place', 'name', 'points', 'cr_id', 'fide_id', 'birth', 'sex', 'club', 'region', 'rating', 'category', 'fed'];

const EMPTY: FileExtras = { tieBreaks: [], hasFideRating: false, hasTitle: false, byLine: new Map() };

/**
 * Issue 11 ("on tournament pages rating and tie-break columns when the file has them"; FIDE rating
 * and title): the columns of a stored results file that scoring ignores — tie-breaks (`Bch.`,
 * `M-Bch`, `Progr.`, `SB`, `TB1` …), the FIDE rating (`Rtg`, `RtgI`, `Elo`) and the title (`Tit.`)
 * — read again from the file kept byte for byte (a spreadsheet's table too, by sheet row). A TRF gives the title and FIDE rating of its
 * player records (its tie-breaks come from its games). Pure; a file it cannot read gives nothing.
 */
export function readFileExtras(bytes: Uint8Array, table: number | null = null): FileExtras {
  const read = readTables(bytes, { table });
  if (!read.ok) return EMPTY;
  return 'found' in read ? listExtras(read.found.table) : trfExtras(read.container.text);
}

function listExtras(table: { header: SheetRow; rows: readonly SheetRow[] }): FileExtras {
  const header = table.header;
  const taken = new Set(Object.values(mapHeaders(header.cells, KNOWN_FIELDS).columns));
  // the file's own tie-break columns as the reader finds them (the same ones ties by score compare)
  const tieBreakColumns = fileTieBreakColumns(header);
  const free = (i: number, set: ReadonlySet<string>) => !taken.has(i) && set.has(headerKey(header.cells[i]!));
  const fideColumn = header.cells.findIndex((_, i) => free(i, FIDE_RATING_HEADERS));
  const titleColumn = header.cells.findIndex((_, i) => free(i, TITLE_HEADERS));
  const byLine = new Map<number, RowExtras>();
  for (const { row: line, cells } of table.rows) {
    byLine.set(line, {
      fideRating: fideColumn < 0 ? null : rating(cells[fideColumn]),
      title: titleColumn < 0 ? null : title(cells[titleColumn]),
      tieBreaks: tieBreakColumns.map((c) => decimal(cells[c])),
    });
  }
  return finish(tieBreakColumns.map((c) => header.cells[c]!.trim()), byLine);
}

function trfExtras(text: string): FileExtras {
  const trf = parseTrfText(text);
  if (!trf.ok) return EMPTY;
  const lines = new Map<number, number>();
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    const n = line.startsWith('001') ? Number(line.slice(4, 8)) : NaN;
    if (Number.isInteger(n) && n > 0 && !lines.has(n)) lines.set(n, i + 1);
  });
  const byLine = new Map<number, RowExtras>();
  for (const p of trf.tournament.players) {
    const line = lines.get(p.startNumber);
    if (line !== undefined) byLine.set(line, { fideRating: p.rating, title: title(p.title ?? ''), tieBreaks: [] });
  }
  return finish([], byLine);
}

function finish(tieBreaks: string[], byLine: Map<number, RowExtras>): FileExtras {
  const rows = [...byLine.values()];
  // a column nobody filled in is not shown
  const filled = tieBreaks.map((_, i) => rows.some((r) => r.tieBreaks[i] !== null));
  if (filled.some((f) => !f)) for (const r of rows) r.tieBreaks = r.tieBreaks.filter((_, i) => filled[i]);
  return { tieBreaks: tieBreaks.filter((_, i) => filled[i]), hasFideRating: rows.some((r) => r.fideRating !== null), hasTitle: rows.some((r) => r.title !== null), byLine };
}

function rating(cell: string | undefined): number | null {
  const t = (cell ?? '').trim();
  return /^\d{3,4}$/.test(t) && Number(t) > 0 ? Number(t) : null;
}

function title(cell: string | undefined): string | null {
  const t = (cell ?? '').trim().toUpperCase();
  return FIDE_TITLES.has(t) ? t : null;
}

function decimal(cell: string | undefined): number | null {
  const t = (cell ?? '').trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}
