import type { Problem } from '@/lib/problem';
import { problem, type ProblemCode } from '@/lib/import/problems';
import type { Sheet, SheetRow } from '@/lib/import/spreadsheet/sheet';
import { cellText } from './cell-text';
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
 *   message says "line N" of the file the arbiter has. chess-results writes a whole table on one
 *   line: all its rows then say that line, and `gap` (not the numbers) tells where empty rows stood.
 * - An empty `<tr>` is not a row; the next row says `gap: true`. Every row says `gap` (true or
 *   false), since numbers by source line cannot tell an empty row (Vega writes a row every 2 lines).
 * - Cells are `<td>` and `<th>` alike, their text as `cellText` reads it; `colspan` adds empty cells
 *   after the cell so the columns line up; `rowspan` repeats the cell's text on the rows it covers
 *   (a browser shows it beside each of them). `merged` stays empty: every cell is already filled.
 * - The text around the tables — headings, paragraphs, the cells of layout tables, each `<br>` a line
 *   of its own — is kept where find-table looks for a caption: the text blocks since the previous
 *   table (the last MAX_TEXT_ROWS of them) become one-cell rows above the table, with their lines
 *   (`Final Ranking crosstable after 9 Rounds`, `Cross Table at round 5`); the blocks after the last
 *   table (the first MAX_TEXT_ROWS: chess-results' `Tie Break1: …` legend) one-cell rows after it,
 *   the first with `gap: true`.
 * - A table's name is its `<caption>`, else its first row when that is one cell across the table,
 *   else the nearest heading above it since the previous table, else `table N`; names that repeat (ten groups, each with its `Rangliste`) get the heading they
 *   stand under (`Capablanca – Rangliste`), then a number.
 */
export type ReadWebPageResult =
  | { ok: true; sheets: Sheet[]; charset: string; charsetFrom: CharsetSource }
  | { ok: false; problem: Problem<ProblemCode, 'severity' | 'line'> };

/** Text blocks kept above a table and below the last one: enough for a caption and a legend, never the whole page. */
export const MAX_TEXT_ROWS = 30;
/** HTML's own limits (colspan ≤ 1000, rowspan ≤ 65534), and no table is wider than this many columns. */
const MAX_COLSPAN = 1000;
const MAX_ROWSPAN = 65534;
const MAX_COLUMNS = 1000;

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

type Item = { text: TextBlock } | { table: DataTable; outline: string[] };

/** The tables of a saved web page. Never throws. */
export function readWebPage(bytes: Uint8Array): ReadWebPageResult {
  const { text, charset, charsetFrom } = decodePage(bytes);
  if (text.trim() === '') return { ok: false, problem: problem('EMPTY_FILE', 0) };
  const page = readMarkdownPage(text);
  const lineOf = lineIndex(page.html);
  const document = parsePage(page.html);
  if (!document) return { ok: false, problem: problem('WEB_PAGE_TOO_DEEP', 0, { depth: MAX_DEPTH }) };
  const walked = walk(document.children, page.markdown, page.html, lineOf, tablesHoldingTables(document.children));
  const items = page.pipeTables.length > 0 ? mergeByLine(walked.items, page.pipeTables) : walked.items;
  const sheets = toSheets(items);
  if (sheets.length === 0) return { ok: false, problem: problem('WEB_PAGE_NO_TABLE', 0, { tables: walked.layoutTables }) };
  return { ok: true, sheets, charset, charsetFrom };
}

/**
 * The page in reading order: its text blocks and its data tables. Iterative (a stack, not recursion),
 * so no nesting depth overflows it.
 */
function walk(roots: PageNode[], markdown: boolean, source: string, lineOf: (offset: number) => number, holdingTables: Set<PageElement>): { items: Item[]; layoutTables: number } {
  const items: Item[] = [];
  let layoutTables = 0;
  let buffer = '';
  let bufferStart = -1;
  const headings: number[] = [];
  const outline: string[] = [];
  const flush = (heading = headings[headings.length - 1] ?? 0) => {
    const t = normalizeText(buffer);
    if (t !== '') {
      items.push({ text: { line: lineOf(bufferStart), text: t, heading } });
      if (heading > 0) {
        outline[heading - 1] = t;
        outline.length = heading;
      }
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
    if (!isElement(node) || NOT_SHOWN.has(node.name)) continue;
    if (node.name === 'table') {
      const table = holdingTables.has(node) ? null : readTable(node, lineOf);
      if (table) {
        flush();
        items.push({ table, outline: [...outline] });
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
  return { items, layoutTables };

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
function readTable(table: PageElement, lineOf: (offset: number) => number): DataTable | null {
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
  /** Cells a rowspan reaches into the rows below: column → text, rows left. */
  const spans = new Map<number, { text: string; rows: number }>();
  let gap = false;
  for (const tr of trs) {
    const cells: string[] = [];
    const place = (text: string) => {
      while (spans.has(cells.length) && cells.length < MAX_COLUMNS) takeSpan(cells, spans);
      if (cells.length < MAX_COLUMNS) cells.push(text);
    };
    const trCells = cellsOf(tr);
    for (const cell of trCells) {
      const text = cellText(cell);
      // a first row of one cell across the table is the table's caption (Swiss-Chess: `Rangliste:  Stand nach der 7. Runde`)
      if (rows.length === 0 && trCells.length === 1 && clamp(cell.attribs.colspan, MAX_COLSPAN) > 1) caption ||= text;
      const column = nextFree(cells.length, spans);
      const colspan = clamp(cell.attribs.colspan, MAX_COLSPAN);
      const rowspan = cell.attribs.rowspan === '0' ? MAX_ROWSPAN : clamp(cell.attribs.rowspan, MAX_ROWSPAN);
      place(text);
      for (let k = 1; k < colspan; k++) place('');
      if (rowspan > 1) for (let k = 0; k < colspan && column + k < MAX_COLUMNS; k++) spans.set(column + k, { text: k === 0 ? text : '', rows: rowspan - 1 });
    }
    // cells a rowspan holds beyond the row's last cell
    for (const column of [...spans.keys()].sort((a, b) => a - b)) {
      if (column < cells.length) continue;
      while (cells.length < column) cells.push('');
      takeSpan(cells, spans);
    }
    if (cells.every((c) => c === '')) {
      gap = rows.length > 0 || gap;
      continue;
    }
    rows.push({ line: lineOf(tr.startIndex ?? 0), cells, gap });
    gap = false;
  }
  if (rows.length < 2) return null;
  return { line: lineOf(table.startIndex ?? 0), caption, rows };
}

function takeSpan(cells: string[], spans: Map<number, { text: string; rows: number }>) {
  const column = cells.length;
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

/** The Markdown pipe tables put among the HTML's items by their lines. */
function mergeByLine(items: Item[], pipeTables: PipeTable[]): Item[] {
  const tables: Item[] = pipeTables.map((p) => ({ table: pipeTable(p), outline: [] }));
  const out: Item[] = [];
  let k = 0;
  const lineOfItem = (item: Item) => ('text' in item ? item.text.line : item.table.line);
  for (const item of items) {
    while (k < tables.length && lineOfItem(tables[k]!) < lineOfItem(item)) out.push(tables[k++]!);
    out.push(item);
  }
  while (k < tables.length) out.push(tables[k++]!);
  // a pipe table's outline: the headings above it
  const outline: string[] = [];
  for (const item of out) {
    if ('text' in item && item.text.heading > 0) {
      outline[item.text.heading - 1] = item.text.text;
      outline.length = item.text.heading;
    } else if ('table' in item && item.outline.length === 0) item.outline.push(...outline);
  }
  return out;
}

function pipeTable(p: PipeTable): DataTable {
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
  return { line: p.line, caption: '', rows };
}

/** A pipe-table cell may hold HTML (`<br>`, `&amp;`, `<b>`): its text as a cell's. */
function inlineText(cell: string): string {
  if (!/[<&]/.test(cell)) return normalizeText(cell);
  const td = parsePage(`<td>${cell}</td>`)?.children.find(isElement);
  return td ? cellText(td) : normalizeText(cell);
}

function toSheets(items: Item[]): Sheet[] {
  const found: { table: DataTable; above: TextBlock[]; outline: string[]; name: string; parent: string }[] = [];
  let since: TextBlock[] = [];
  let lastTable = -1;
  items.forEach((item, i) => {
    if ('text' in item) {
      since.push(item.text);
      return;
    }
    const above = since.slice(-MAX_TEXT_ROWS);
    const heading = [...since].reverse().find((b) => b.heading > 0);
    const name = item.table.caption || heading?.text || `table ${found.length + 1}`;
    // the heading this table stands under: above the one that names it, else the innermost one
    const level = item.table.caption ? item.outline.length + 1 : (heading?.heading ?? item.outline.length + 1);
    const parent = item.outline.slice(0, level - 1).filter((h) => h !== undefined && h !== '').pop() ?? '';
    found.push({ table: item.table, above, outline: item.outline, name, parent });
    since = [];
    lastTable = i;
  });
  if (found.length === 0) return [];
  const below = items.slice(lastTable + 1).flatMap((item) => ('text' in item ? [item.text] : [])).slice(0, MAX_TEXT_ROWS);
  const names = uniqueNames(found);
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
