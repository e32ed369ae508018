/**
 * A problem's words: its code's entry in the catalogue, said with its params. A folded problem (the
 * rows of one code past the first twenty, lib/import/problems.ts `summarizeProblems`) keeps its
 * code and says `MORE_ROWS` with the count and the lines.
 */
import { codeMessage, type MessageParams } from './catalogue';
import type { Lang } from './messages';

export function problemKey(p: { code: string; params?: MessageParams }): string {
  return p.params?.folded !== undefined ? 'MORE_ROWS' : p.code;
}

export function problemWords(lang: Lang, key: string, params: MessageParams = {}): string {
  return codeMessage(lang, key, params, key);
}

/**
 * Where a problem is, said once for every producer and reader: "gp01.csv, wiersz 5" / "gp01.csv line 5",
 * two rows ("gp05.csv lines 3 and 11"), or the file alone; '' without a file.
 */
export function placeWords(lang: Lang, file: string | null | undefined, line?: number | readonly [number, number]): string {
  if (!file) return '';
  if (Array.isArray(line)) return problemWords(lang, 'NOTE_AT_LINES', { file, first: line[0], second: line[1] });
  return typeof line === 'number' && line > 0 ? problemWords(lang, 'NOTE_AT_LINE', { file, line }) : file;
}
