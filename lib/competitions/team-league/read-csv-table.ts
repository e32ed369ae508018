import type { Loaded, Problem } from '@/lib/problem';
import { detectDelimiter, parseCsv } from '@/lib/import/csv';
import { decodeText } from '@/lib/import/decode';
import { teamLeagueProblem, type TeamLeagueProblemCode } from './team-league-problems';

interface CsvTableRow {
  line: number;
  /** Trimmed cell of a column, '' when the row is short or the column is absent. */
  get(column: string): string;
}

type CsvTable = Loaded<{ rows: CsvTableRow[]; columns: Set<string> }, Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>>;

/**
 * A small CSV with a header line (UTF-8 or Windows-1250; comma, semicolon or tab): the columns are
 * found by name, case-insensitively, so their order does not matter and extra columns are ignored.
 */
export function readCsvTable(bytes: Uint8Array, file: string, required: readonly string[]): CsvTable {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { ok: false, warnings: [], errors: [teamLeagueProblem(decoded.errors[0]!.code === 'EMPTY_FILE' ? 'TEAM_NO_ROWS' : 'TEAM_NOT_TEXT', file, 0, { file })] };
  const text = decoded.text;
  const parsed = parseCsv(text, detectDelimiter(text));
  if (parsed.unterminatedQuoteLine !== null) {
    return { ok: false, warnings: [], errors: [teamLeagueProblem('UNTERMINATED_QUOTE', file, parsed.unterminatedQuoteLine)] };
  }
  const [header, ...records] = parsed.records;
  if (!header) return { ok: false, warnings: [], errors: [teamLeagueProblem('TEAM_NO_ROWS', file, 0, { file })] };
  const index = new Map<string, number>();
  header.cells.forEach((c, i) => {
    const name = c.trim().toLowerCase().replace(/^\uFEFF/, '');
    if (!index.has(name)) index.set(name, i);
  });
  const missing = required.filter((c) => !index.has(c));
  if (missing.length > 0) {
    return {
      ok: false,
      warnings: [],
      errors: [teamLeagueProblem('MISSING_COLUMN', file, header.line, { column: missing.join(', ') })],
    };
  }
  const rows = records.map((r) => ({
    line: r.line,
    get: (column: string) => {
      const i = index.get(column);
      return i === undefined ? '' : (r.cells[i] ?? '').trim();
    },
  }));
  return { ok: true, rows, columns: new Set(index.keys()), warnings: [] };
}
