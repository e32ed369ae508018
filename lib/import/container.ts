import type { Loaded, Problem } from '@/lib/problem';
import { detectDelimiter, parseCsv, type Delimiter } from './csv';
import { decodeText, type TextEncodingName } from './decode';
import { programFile } from './program-file';
import { problem, type ProblemCode } from './problems';
import { containerKind, readWorkbook } from './spreadsheet/read-workbook';
import type { Sheet, SpreadsheetFormat } from './spreadsheet/sheet';
import { looksLikeTrf } from './trf/looks-like-trf';
import { looksLikeWebPage, readWebPage } from './web-page/read-web-page';

/**
 * Stage 1 of reading a file (lib/import/pipeline.ts): bytes → container. What the first bytes say,
 * never the file's name (formats §3): a spreadsheet (zip or OLE), a pairing program's own file, a
 * saved web page (or a Markdown page holding one), a FIDE TRF, or delimited text. Every container
 * but a TRF gives its tables as `Sheet`s — grids of text cells numbered by the row or line the
 * arbiter sees — so the next stages are one code for all.
 */
export type Container =
  | { kind: 'text'; encoding: TextEncodingName; delimiter: Delimiter; text: string; sheets: Sheet[]; problems: ContainerProblem[] }
  | { kind: 'spreadsheet'; encoding: SpreadsheetFormat; sheets: Sheet[]; problems: ContainerProblem[] }
  | { kind: 'web-page'; encoding: string; sheets: Sheet[]; problems: ContainerProblem[] }
  | { kind: 'trf'; encoding: TextEncodingName; text: string; problems: ContainerProblem[] };

type ContainerProblem = Problem<ProblemCode, 'severity' | 'line'>;

/** The file's container, or the one problem that refuses it (issue 39: `Loaded`; the container's own problems are in it). */
type ContainerResult = Loaded<{ container: Container }, ContainerProblem>;

export function readContainer(bytes: Uint8Array): ContainerResult {
  const program = programFile(bytes);
  if (program) return { ok: false, errors: [problem('PROGRAM_FILE', 0, { program })], warnings: [] };
  if (containerKind(bytes) !== null) {
    const book = readWorkbook(bytes);
    if (!book.ok) return book;
    return { ok: true, container: { kind: 'spreadsheet', encoding: book.sheet.format, sheets: [book.sheet], problems: [] }, warnings: [] };
  }
  if (looksLikeWebPage(bytes)) {
    const page = readWebPage(bytes);
    if (!page.ok) return page;
    return { ok: true, container: { kind: 'web-page', encoding: page.charset, sheets: page.sheets, problems: [] }, warnings: [] };
  }
  const decoded = decodeText(bytes);
  if (!decoded.ok) return decoded;
  if (looksLikeTrf(decoded.text)) return { ok: true, container: { kind: 'trf', encoding: decoded.encoding, text: decoded.text, problems: [] }, warnings: [] };
  return { ok: true, container: { kind: 'text', encoding: decoded.encoding, ...textSheet(decoded.text) }, warnings: [] };
}

/**
 * Delimited text as one sheet: each record on the line it starts on. Lines the arbiter commented
 * out with `#` (QUIRKS C2: a footer, an annotation, a play-off note) are not read, and a warning
 * says which; an unterminated quote is the error it always was.
 */
export function textSheet(text: string): { delimiter: Delimiter; text: string; sheets: Sheet[]; problems: ContainerProblem[] } {
  const delimiter = detectDelimiter(text);
  const { records, unterminatedQuoteLine } = parseCsv(text, delimiter);
  const problems: ContainerProblem[] = [];
  if (unterminatedQuoteLine !== null) problems.push(problem('UNTERMINATED_QUOTE', unterminatedQuoteLine));
  const commented: number[] = [];
  const rows = [];
  for (const r of records) {
    if ((r.cells[0] ?? '').trimStart().startsWith('#')) commented.push(r.line);
    // a blank line of a text file is layout, not a deleted row: the rows go on (the table ends where rows stop being players)
    else rows.push({ row: r.line, cells: r.cells, gap: false });
  }
  if (commented.length > 0) problems.push(problem('LINES_COMMENTED', commented[0]!, { count: commented.length, first: commented[0]!, last: commented[commented.length - 1]! }));
  const sheet: Sheet = { format: 'csv', name: '', sheetNames: [''], rows, merged: [], formulasWithoutValue: [] };
  return { delimiter, text, sheets: [sheet], problems };
}
