/**
 * A Markdown page (a Jekyll site's `.md`: YAML front matter, then Markdown with HTML inside —
 * QUIRKS S1, S2) made ready for the HTML reader: the front matter is blanked, and Markdown pipe
 * tables (`| Rang | Name |`, a `|---|---|` line, then rows) are taken out as tables of their own
 * and blanked too. Blanking keeps every character's offset, so the HTML reader's line numbers are
 * the file's.
 */
export interface PipeTable {
  /** Line of the header row (1-based). */
  line: number;
  /** Rows by line, the separator line left out; each cell's raw Markdown, trimmed. */
  rows: { line: number; cells: string[] }[];
}

interface MarkdownPage {
  /** True for a page that is Markdown (front matter, or text that does not open with a tag): its lines outside HTML are text blocks. */
  markdown: boolean;
  /** The text with the front matter and the pipe tables blanked (spaces, line ends kept). */
  html: string;
  pipeTables: PipeTable[];
}

const FRONT_MATTER_OPEN = /^---[ \t]*$/;
const FRONT_MATTER_CLOSE = /^(---|\.\.\.)[ \t]*$/;
/** A line longer than this is not a table row: no results table is that wide, and it keeps every line's work small. */
const MAX_PIPE_LINE = 4000;
const FENCE = /^\s*(```|~~~)/;

export function readMarkdownPage(text: string): MarkdownPage {
  const lines = text.split(/\r\n|\n|\r/);
  const blank = new Set<number>(); // 0-based line indexes to blank
  let hasFrontMatter = false;
  if (lines.length > 1 && FRONT_MATTER_OPEN.test(lines[0]!)) {
    const close = lines.findIndex((l, i) => i > 0 && FRONT_MATTER_CLOSE.test(l));
    if (close > 0) {
      hasFrontMatter = true;
      for (let i = 0; i <= close; i++) blank.add(i);
    }
  }
  const markdown = hasFrontMatter || !/^\s*</.test(text);
  const pipeTables: PipeTable[] = [];
  if (markdown) {
    let fenced = false;
    for (let i = 0; i < lines.length; i++) {
      if (blank.has(i)) continue;
      const line = lines[i]!;
      if (FENCE.test(line)) fenced = !fenced;
      if (fenced) continue;
      const next = lines[i + 1];
      if (next === undefined || line.length > MAX_PIPE_LINE || !line.includes('|') || !isSeparatorLine(next)) continue;
      const header = pipeCells(line);
      if (header.length < 2 && !/^\s*\|/.test(line)) continue;
      const table: PipeTable = { line: i + 1, rows: [{ line: i + 1, cells: header }] };
      blank.add(i).add(i + 1);
      let j = i + 2;
      for (; j < lines.length && lines[j]!.includes('|') && lines[j]!.trim() !== '' && lines[j]!.length <= MAX_PIPE_LINE; j++) {
        table.rows.push({ line: j + 1, cells: pipeCells(lines[j]!) });
        blank.add(j);
      }
      pipeTables.push(table);
      i = j - 1;
    }
  }
  if (blank.size === 0) return { markdown, html: text, pipeTables };
  // blank line by line in the original text, so the line ends (CRLF or LF) stay where they were
  let out = '';
  for (let i = 0, lineNo = 0; ; lineNo++) {
    let j = i;
    while (j < text.length && text[j] !== '\n' && text[j] !== '\r') j++;
    out += blank.has(lineNo) ? ' '.repeat(j - i) : text.slice(i, j);
    if (j >= text.length) break;
    const end = text[j] === '\r' && text[j + 1] === '\n' ? j + 2 : j + 1;
    out += text.slice(j, end);
    i = end;
  }
  return { markdown, html: out, pipeTables };
}

/**
 * `|---|:---:|`, `--- | ---`: the line under a pipe table's header — a pipe, and every cell three or
 * more dashes with optional colons. By hand, not a regular expression: a pattern of optional spaces
 * around optional pipes backtracks quadratically on a long line of spaces.
 */
export function isSeparatorLine(line: string): boolean {
  if (line.length > MAX_PIPE_LINE || !line.includes('|')) return false;
  const parts = line.trim().split('|');
  if (parts[0]!.trim() === '') parts.shift();
  if (parts.length > 0 && parts[parts.length - 1]!.trim() === '') parts.pop();
  return parts.length > 0 && parts.every((p) => /^:?-{3,}:?$/.test(p.trim()));
}

/** `| a | b \| c |` → `['a', 'b | c']`: a row's cells, the outer pipes optional, `\|` a pipe inside a cell. */
function pipeCells(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && s[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (s[i] === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += s[i];
  }
  cells.push(cell.trim());
  return cells;
}

/** A pipe-table cell's Markdown as text: links and images as their words, emphasis and code marks dropped. HTML inside is left to the caller. */
export function markdownInline(cell: string): string {
  return cell
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/(^|\s)_([^_]+)_(?=\s|$)/g, '$1$2');
}
