import type { Loaded, Problem } from '@/lib/problem';
import { problem, type ProblemCode } from '@/lib/import/problems';
import type { Sheet, SheetRow } from '@/lib/import/spreadsheet/sheet';
import { cellText, readCell } from './cell-text';
import { isSeparatorLine, markdownInline, readMarkdownPage, type PipeTable } from './markdown-page';
import { decodePage, type CharsetSource } from './page-charset';
import { BLOCK, isElement, isText, lineIndex, MAX_DEPTH, normalizeText, NOT_SHOWN, parsePage, textOf, type PageElement, type PageNode } from './page-text';

/**
 * The web-page container of the import (formats §1 "Saved web pages are results files"; issue 37):
 * a saved `.html`/`.htm` page, or a Markdown page with HTML or pipe tables inside, as one `Sheet` per
 * data table — what a spreadsheet reader gives for a workbook, so the stages after it (the table
 * found under its caption, its columns, its rows) are the same for every format.
 *
 * - A data table is an innermost `<table>` (a table holding a table lays out the page) with at least
 *   two rows that are not empty. Its rows are numbered by the source line of their `<tr>`, so a
 *   message says "line N" of the file the arbiter has. A line ends at CRLF, LF or a lone CR, as
 *   editors show it: chess-results writes a whole table on one LF-line and ends each `<tr>` with a
 *   lone CR, so each player still has a line of their own (as in the CSV reader).
 * - An empty `<tr>` is not a row; the next row says `gap: true`. Every row says `gap` (true or
 *   false), since numbers by source line cannot tell an empty row (Vega writes a row every 2 lines).
 * - Cells are `<td>` and `<th>` alike, their text as `cellText` reads it; `colspan` adds empty cells
 *   after the cell so the columns line up; `rowspan` repeats the cell's text on the rows it covers
 *   (a browser shows it beside each of them). `merged` stays empty: every cell is already filled.
 * - The text around the tables — headings, paragraphs, the cells of layout tables, each `<br>` a line
 *   of its own; not scripts, styles, forms' menus, nor the site's menu (`<nav>`) — is kept where
 *   find-table looks for a caption: the text blocks since the previous table (the last
 *   MAX_TEXT_ROWS of them) become one-cell rows above the table, with their lines (`Final Ranking
 *   crosstable after 9 Rounds`, `Cross Table at round 5`); the blocks after the last table (the
 *   first MAX_TEXT_ROWS: chess-results' `Tie Break1: …` legend) one-cell rows after it, the first
 *   with `gap: true`.
 * - A table's name is its `<caption>`, else its first row when that is one cell across the table,
 *   else the nearest heading above it since the previous table, else `table N`; names that repeat
 *   (ten groups, each with its `Rangliste`) get the heading they stand under (`Capablanca –
 *   Rangliste`), then a number.
 */
/** The page's tables, or the one problem that refuses it (issue 39: `Loaded`; no warnings). */
type ReadWebPageResult = Loaded<{ sheets: Sheet[]; charset: string; charsetFrom: CharsetSource }, Problem<ProblemCode, 'severity' | 'line'>>;

/** Text blocks kept above a table and below the last one: enough for a caption and a legend, never the whole page. */
export const MAX_TEXT_ROWS = 30;
/** HTML's own limits (colspan ≤ 1000, rowspan ≤ 65534), and no table is wider than this many columns. */
const MAX_COLSPAN = 1000;
const MAX_ROWSPAN = 65534;
const MAX_COLUMNS = 1000;
/**
 * Cells a page's colspans and rowspans may add. Real pages add a few hundred; without a bound, 10 MB
 * of `<td colspan="1000">` would be 600 million cells. Past it, spans add no more cells.
 */
export const MAX_SPAN_CELLS = 1_000_000;

/**
 * Whether bytes are a web page, by their content (formats §3: "the content decides the format"): a
 * document that opens with `<!doctype html`, `<html`, `<head` or `<body` (after a BOM, white space and
 * comments), or any text holding an HTML table (`<table` with `<tr` or `<td`), or a Markdown table
 * (a `| a | b |` line over a `|---|---|` line). Looks at the first 64 KB only.
 */
export function looksLikeWebPage(bytes: Uint8Array): boolean {
  const head = headText(bytes);
  if (head.includes('\u0000')) return false;
  const lower = head.toLowerCase();
  const start = lower.replace(/^(\s|<!--[\s\S]*?-->|<\?xml[^>]*>)*/, '');
  if (/^<(!doctype\s+html|html|head|body)[\s>]/.test(start)) return true;
  const table = lower.indexOf('<table');
  if (table >= 0 && /<t[rd][\s>]/.test(lower.slice(table))) return true;
  const lines = head.split(/\r\n|\n|\r/);
  return lines.some((line, i) => i + 1 < lines.length && line.includes('|') && isSeparatorLine(lines[i + 1]!));
}

function headText(bytes: Uint8Array): string {
  const head = bytes.subarray(0, 65536);
  if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) return new TextDecoder(head[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(head.subarray(2));
  return new TextDecoder('windows-1252').decode(head);
}

interface TextBlock {
  line: number;
  text: string;
  /** 1–6 for a heading (`<h2>`, Markdown `## `), 0 for other text. */
  heading: number;
}

interface TableRow {
  line: number;
  cells: string[];
  gap: boolean;
}

interface DataTable {
  line: number;
  caption: string;
  rows: TableRow[];
}

/** A data table with what stood above it since the previous table. */
interface PlacedTable {
  table: DataTable;
  /** The last MAX_TEXT_ROWS text blocks above it. */
  above: TextBlock[];
  /** The nearest heading above it since the previous table (it may be older than `above`). */
  heading: TextBlock | null;
  /** The headings in force where it stands: outline[0] the h1, outline[1] the h2 … */
  outline: string[];
}

/**
 * Takes the page's text blocks and tables in reading order and keeps only what the sheets need: per
 * table the last MAX_TEXT_ROWS blocks above it and the nearest heading, and the first MAX_TEXT_ROWS
 * blocks after the last table. Memory stays bounded by the tables, not by the page's text (a 10 MB
 * page of paragraphs would be two million blocks).
 */
class Reading {
  readonly tables: PlacedTable[] = [];
  private first: TextBlock[] = [];
  private last: TextBlock[] = [];
  private heading: TextBlock | null = null;
  private readonly outline: string[] = [];

  text(block: TextBlock): void {
    if (this.first.length < MAX_TEXT_ROWS) this.first.push(block);
    this.last.push(block);
    if (this.last.length >= 2 * MAX_TEXT_ROWS) this.last.splice(0, this.last.length - MAX_TEXT_ROWS);
    if (block.heading > 0) {
      this.heading = block;
      this.outline[block.heading - 1] = block.text;
      this.outline.length = block.heading;
    }
  }

  table(table: DataTable): void {
    this.tables.push({ table, above: this.last.slice(-MAX_TEXT_ROWS), heading: this.heading, outline: [...this.outline] });
    this.first = [];
    this.last = [];
    this.heading = null;
  }

  /** The blocks after the last table. */
  below(): TextBlock[] {
    return this.first;
  }
}

/** The tables of a saved web page. Never throws. */
export function readWebPage(bytes: Uint8Array): ReadWebPageResult {
  const { text, charset, charsetFrom } = decodePage(bytes);
  if (text.trim() === '') return { ok: false, errors: [problem('EMPTY_FILE', 0)], warnings: [] };
  const page = readMarkdownPage(text);
  const lineOf = lineIndex(page.html);
  const document = parsePage(page.html);
  if (!document) return { ok: false, errors: [problem('WEB_PAGE_TOO_DEEP', 0, { depth: MAX_DEPTH })], warnings: [] };
  const reading = new Reading();
  const spanCells = { left: MAX_SPAN_CELLS };
  const layoutTables = walk(document.children, { markdown: page.markdown, source: page.html, lineOf, holdingTables: tablesHoldingTables(document.children), pipeTables: page.pipeTables, spanCells }, reading);
  const sheets = toSheets(reading);
  if (sheets.length === 0) return { ok: false, errors: [problem('WEB_PAGE_NO_TABLE', 0, { tables: layoutTables })], warnings: [] };
  return { ok: true, sheets, charset, charsetFrom, warnings: [] };
}

interface WalkContext {
  markdown: boolean;
  source: string;
  lineOf: (offset: number) => number;
  holdingTables: Set<PageElement>;
  /** Markdown pipe tables, in line order: each is placed before the first block or table below its line. */
  pipeTables: PipeTable[];
  /** What is left of MAX_SPAN_CELLS for the page. */
  spanCells: { left: number };
}

/**
 * The page in reading order: its text blocks and its data tables. Iterative (a stack, not recursion),
 * so no nesting depth overflows it.
 */
function walk(roots: PageNode[], context: WalkContext, reading: Reading): number {
  const { markdown, source, lineOf, holdingTables, pipeTables, spanCells } = context;
  let layoutTables = 0;
  let buffer = '';
  let bufferStart = -1;
  const headings: number[] = [];
  let nextPipe = 0;
  const pipesBefore = (line: number) => {
    while (nextPipe < pipeTables.length && pipeTables[nextPipe]!.line < line) {
      const table = pipeTable(pipeTables[nextPipe++]!);
      if (table) reading.table(table);
    }
  };
  const flush = (heading = headings[headings.length - 1] ?? 0) => {
    const t = normalizeText(buffer);
    if (t !== '') {
      const line = lineOf(bufferStart);
      pipesBefore(line);
      reading.text({ line, text: t, heading });
    }
    buffer = '';
    bufferStart = -1;
  };
  const append = (data: string, offset: number) => {
    if (bufferStart < 0) {
      const first = data.search(/\S/);
      if (first < 0) return;
      bufferStart = firstVisible(source, offset);
    }
    buffer += data;
  };
  // a close entry ends the block opened before it (its text is one block; a heading's text is a heading)
  const stack: ({ node: PageNode; root: boolean } | { close: string })[] = roots.map((node) => ({ node, root: true })).reverse();
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if ('close' in entry) {
      if (/^h[1-6]$/.test(entry.close)) {
        flush();
        headings.pop();
      } else flush();
      continue;
    }
    const { node, root } = entry;
    if (isText(node)) {
      if (markdown && root) markdownText(node.data, node.startIndex ?? 0);
      else append(node.data, node.startIndex ?? 0);
      continue;
    }
    // a site's menu (`<nav>`: Vega's "Players", "Sorted by Name" …) is not text about a table
    if (!isElement(node) || NOT_SHOWN.has(node.name) || node.name === 'nav') continue;
    if (node.name === 'table') {
      const table = holdingTables.has(node) ? null : readTable(node, lineOf, spanCells);
      if (table) {
        flush();
        pipesBefore(table.line);
        reading.table(table);
        continue;
      }
      layoutTables++;
    }
    if (BLOCK.has(node.name)) {
      flush();
      if (/^h[1-6]$/.test(node.name)) headings.push(Number(node.name[1]));
      stack.push({ close: node.name });
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, root: false });
  }
  flush();
  pipesBefore(Infinity);
  return layoutTables;

  /** Markdown outside HTML: each line is a block, `## ` lines are headings. */
  function markdownText(data: string, offset: number) {
    let at = 0;
    for (const part of data.split(/(\r\n|\n|\r)/)) {
      if (/^(\r\n|\n|\r)$/.test(part)) {
        flush();
      } else {
        const heading = /^\s{0,3}(#{1,6})\s+/.exec(part);
        if (heading) {
          flush();
          append(part.slice(heading[0].length).replace(/\s#+\s*$/, ''), offset + at + heading[0].length);
          flush(heading[1]!.length);
        } else append(part, offset + at);
      }
      at += part.length;
    }
  }
}

/** The offset of the first character after white space from `offset` on: the line a block starts on. */
function firstVisible(source: string, offset: number): number {
  let i = offset;
  while (i < source.length && /\s/.test(source[i]!)) i++;
  return i;
}

/**
 * The tables that hold a table (layout, not data), found in one pass: each table marks the table it
 * stands in. Searching each table's content instead would visit a page of tables nested n deep n²/2
 * times (20,000 nested tables: 1.9 s).
 */
function tablesHoldingTables(roots: PageNode[]): Set<PageElement> {
  const holding = new Set<PageElement>();
  const open: PageElement[] = [];
  const stack: (PageNode | 'close')[] = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === 'close') {
      open.pop();
      continue;
    }
    if (!isElement(node)) continue;
    if (node.name === 'table') {
      if (open.length > 0) holding.add(open[open.length - 1]!);
      open.push(node);
      stack.push('close');
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return holding;
}

/** A table's rows and caption, or null when it is not a data table: fewer than two rows that are not empty (a table holding a table is told before). */
function readTable(table: PageElement, lineOf: (offset: number) => number, spanCells: { left: number }): DataTable | null {
  const trs: PageElement[] = [];
  let caption = '';
  const stack: PageNode[] = [...table.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node) || NOT_SHOWN.has(node.name)) continue;
    if (node.name === 'table') return null;
    if (node.name === 'caption') {
      caption ||= normalizeText(textOf(node));
      continue;
    }
    if (node.name === 'tr') trs.push(node);
    else if (node.name === 'td' || node.name === 'th') continue; // a cell outside any row: nothing a browser lines up
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  const rows: TableRow[] = [];
  /** Vega's older layout: the start number in the player cell, by row (index in `rows`), and the player column. */
  const startNumbers = new Map<number, string>();
  let startColumn = -1;
  /** Cells a rowspan reaches into the rows below: column → text, rows left. */
  const spans = new Map<number, { text: string; rows: number }>();
  let gap = false;
  for (const tr of trs) {
    const cells: string[] = [];
    const place = (text: string) => {
      while (spans.has(cells.length) && cells.length < MAX_COLUMNS) takeSpan(cells, spans, spanCells);
      if (cells.length < MAX_COLUMNS) cells.push(text);
    };
    const trCells = cellsOf(tr);
    for (const cell of trCells) {
      const { text, startNumber: start } = readCell(cell);
      // a first row of one cell across the table is the table's caption (Swiss-Chess: `Rangliste:  Stand nach der 7. Runde`)
      if (rows.length === 0 && trCells.length === 1 && clamp(cell.attribs.colspan, MAX_COLSPAN) > 1) caption ||= text;
      const column = nextFree(cells.length, spans);
      if (start !== null && (startColumn < 0 || startColumn === column)) {
        startColumn = column;
        startNumbers.set(rows.length, start);
      }
      const colspan = clamp(cell.attribs.colspan, MAX_COLSPAN);
      const rowspan = cell.attribs.rowspan === '0' ? MAX_ROWSPAN : clamp(cell.attribs.rowspan, MAX_ROWSPAN);
      place(text);
      for (let k = 1; k < colspan && spanCells.left > 0; k++, spanCells.left--) place('');
      if (rowspan > 1 && spanCells.left > 0) for (let k = 0; k < colspan && column + k < MAX_COLUMNS; k++) spans.set(column + k, { text: k === 0 ? text : '', rows: rowspan - 1 });
    }
    // cells a rowspan holds beyond the row's last cell
    if (spans.size > 0) {
      for (const column of [...spans.keys()].sort((a, b) => a - b)) {
        if (column < cells.length) continue;
        if (!spans.has(column) || spanCells.left <= column - cells.length) {
          spans.clear();
          break;
        }
        spanCells.left -= column - cells.length;
        while (cells.length < column) cells.push('');
        takeSpan(cells, spans, spanCells);
      }
    }
    if (cells.every((c) => c === '')) {
      gap = rows.length > 0 || gap;
      startNumbers.delete(rows.length);
      continue;
    }
    rows.push({ line: lineOf(tr.startIndex ?? 0), cells, gap });
    gap = false;
  }
  if (rows.length < 2) return null;
  if (startNumbers.size > 0) startNumberColumn(rows, startColumn, startNumbers);
  return { line: lineOf(table.startIndex ?? 0), caption, rows };
}

/**
 * Vega's older layout writes each player's start number in the player cell; it becomes a column of
 * its own before the player column, headed `#` as in Vega's newer layout (the header is the row just
 * above the first player's), so a crosstable's opponents (start numbers) can be looked up in both.
 */
function startNumberColumn(rows: TableRow[], column: number, numbers: Map<number, string>): void {
  let first = Infinity;
  for (const i of numbers.keys()) first = Math.min(first, i); // not Math.min(...keys): a long table would overflow the call's arguments
  rows.forEach((row, i) => {
    while (row.cells.length < column) row.cells.push('');
    row.cells.splice(column, 0, numbers.get(i) ?? (i === first - 1 ? '#' : ''));
  });
}

function takeSpan(cells: string[], spans: Map<number, { text: string; rows: number }>, spanCells: { left: number }) {
  const column = cells.length;
  if (--spanCells.left <= 0) {
    // the page's spans have added all the cells they may: the rows go on without them
    spans.clear();
    return;
  }
  const span = spans.get(column)!;
  cells.push(span.text);
  if (--span.rows <= 0) spans.delete(column);
}

function nextFree(from: number, spans: Map<number, unknown>): number {
  let c = from;
  while (spans.has(c)) c++;
  return c;
}

function clamp(value: string | undefined, max: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : 1;
}

/** The `<td>`/`<th>` of a row, also those a stray wrapper (`<form>`, `<font>`) holds. */
function cellsOf(tr: PageElement): PageElement[] {
  const cells: PageElement[] = [];
  const stack: PageNode[] = [...tr.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node) || NOT_SHOWN.has(node.name) || node.name === 'tr') continue;
    if (node.name === 'td' || node.name === 'th') cells.push(node);
    else for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return cells;
}

/** A pipe table as a data table; null, like an HTML table, when fewer than two of its rows are not empty. */
function pipeTable(p: PipeTable): DataTable | null {
  const rows: TableRow[] = [];
  let gap = false;
  for (const r of p.rows) {
    const cells = r.cells.map((c) => inlineText(markdownInline(c)));
    if (cells.every((c) => c === '')) {
      gap = rows.length > 0 || gap;
      continue;
    }
    rows.push({ line: r.line, cells, gap });
    gap = false;
  }
  return rows.length < 2 ? null : { line: p.line, caption: '', rows };
}


/** A pipe-table cell may hold HTML (`<br>`, `&amp;`, `<b>`): its text as a cell's. */
function inlineText(cell: string): string {
  if (!/[<&]/.test(cell)) return normalizeText(cell);
  const td = parsePage(`<td>${cell}</td>`)?.children.find(isElement);
  return td ? cellText(td) : normalizeText(cell);
}

function toSheets(reading: Reading): Sheet[] {
  const found = reading.tables;
  if (found.length === 0) return [];
  const named = found.map((f, i) => {
    const name = f.table.caption || f.heading?.text || `table ${i + 1}`;
    // the heading the table stands under: above the one that names it, else the innermost one
    const level = f.table.caption || !f.heading ? f.outline.length + 1 : f.heading.heading;
    const parent = f.outline.slice(0, level - 1).filter((h) => h !== undefined && h !== '').pop() ?? '';
    return { name, parent };
  });
  const names = uniqueNames(named);
  const below = reading.below();
  return found.map((f, i) => {
    // every row says `gap`: rows numbered by source line do not tell an empty row by their numbers
    const rows: SheetRow[] = f.above.map((b) => ({ row: b.line, cells: [b.text], gap: false }));
    for (const r of f.table.rows) rows.push({ row: r.line, cells: r.cells, gap: r.gap });
    if (i === found.length - 1) below.forEach((b, k) => rows.push({ row: b.line, cells: [b.text], gap: k === 0 }));
    return { format: 'html', name: names[i]!, sheetNames: names, rows, merged: [], formulasWithoutValue: [] };
  });
}

/** Names that repeat get the heading they stand under, then `(2)`, `(3)` … */
function uniqueNames(found: { name: string; parent: string }[]): string[] {
  const count = (names: string[]) => names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>());
  const first = count(found.map((f) => f.name));
  const names = found.map((f) => ((first.get(f.name) ?? 0) > 1 && f.parent !== '' && f.parent !== f.name ? `${f.parent} – ${f.name}` : f.name));
  const second = count(names);
  const seen = new Map<string, number>();
  return names.map((n) => {
    if ((second.get(n) ?? 0) < 2) return n;
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return k === 1 ? n : `${n} (${k})`;
  });
}
