import Papa from 'papaparse';

export type Delimiter = ',' | ';' | '\t';

interface CsvRecord {
  /** 1-based physical line where the record starts (the header is line 1 unless blank lines precede it). */
  line: number;
  cells: string[];
}

/**
 * formats §1: the delimiter is detected from the header line — the most frequent of tab, semicolon
 * and comma outside quotes (tab wins ties: names and numbers never contain one). A file whose first
 * line holds none (a caption above the table: QUIRKS C4) is judged by the first of its first 30 lines
 * that holds one.
 */
export function detectDelimiter(text: string): Delimiter {
  const lines = text.replace(/^[\r\n]+/, '').split(/\r\n|\n|\r/, 30);
  const counts: Record<Delimiter, number> = { '\t': 0, ';': 0, ',': 0 };
  for (const [i, line] of lines.entries()) {
    if (i > 0 && counts['\t'] + counts[';'] + counts[','] > 0) break;
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (!quoted && (ch === '\t' || ch === ';' || ch === ',')) counts[ch]++;
    }
    if (i === 0 && counts['\t'] + counts[';'] + counts[','] > 0) break;
  }
  const order: Delimiter[] = ['\t', ';', ','];
  let best: Delimiter = ',';
  let bestCount = 0;
  for (const d of order) {
    if (counts[d] > bestCount) {
      best = d;
      bestCount = counts[d];
    }
  }
  return best;
}

interface ParsedCsv {
  records: CsvRecord[];
  /** Line of an opening quote never closed, if any. */
  unterminatedQuoteLine: number | null;
}

/** Splits text into records with their physical line numbers; blank lines are skipped. */
export function parseCsv(text: string, delimiter: Delimiter): ParsedCsv {
  // Papa takes the first line break for the only one: a file with CRLF and LF lines (one edited on
  // another system — a real-world shape) had its LF lines glued into one record's last cell
  // ("to" date "…49002"). Every line break becomes LF first; line numbers are unchanged.
  const result = Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), { delimiter, newline: '\n', skipEmptyLines: false, header: false });
  const records: CsvRecord[] = [];
  let line = 1;
  let unterminatedQuoteLine: number | null = null;
  const lineOfDataRow: number[] = [];
  const hasQuotes = text.includes('"');
  for (let i = 0; i < result.data.length; i++) {
    const cells = result.data[i]!;
    lineOfDataRow.push(line);
    let newlinesInside = 0;
    // only a quoted cell can hold a line break
    if (hasQuotes) for (const c of cells) if (c.includes('\n') || c.includes('\r')) newlinesInside += countLineBreaks(c);
    if (!isBlank(cells)) {
      records.push({ line, cells });
    }
    line += 1 + newlinesInside;
  }
  for (const e of result.errors) {
    if (e.code === 'MissingQuotes' && typeof e.row === 'number') {
      unterminatedQuoteLine = lineOfDataRow[e.row] ?? line;
      break;
    }
  }
  return { records, unterminatedQuoteLine };
}

function countLineBreaks(s: string): number {
  const m = s.match(/\r\n|\n|\r/g);
  return m ? m.length : 0;
}

function isBlank(cells: string[]): boolean {
  for (const c of cells) if (c !== '' && c.trim() !== '') return false;
  return true;
}
