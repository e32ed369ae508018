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
