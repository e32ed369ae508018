// Types of live-words.mjs (plain JavaScript, used by the production server without a build step).
export type LiveLang = 'pl' | 'en';
export interface AuditLine {
  action: string;
  details: Record<string, unknown>;
}
export interface LiveChange {
  action: string;
  tournament?: string;
  version?: number;
  text: { pl: string; en: string };
}
export const LIVE_WORDS: Record<string, { pl: (p: Record<string, unknown>) => string; en: (p: Record<string, unknown>) => string }>;
export const DATA_UPDATED: { pl: string; en: string };
export function describeChanges(lines: readonly AuditLine[]): { changes: LiveChange[]; text: { pl: string; en: string } };
export function outstandingGames(lang: LiveLang, n: number): string;
