import type { Board } from '@/lib/games/round-pairings';
import { STANDINGS_CSV_WORDS, EXPORT_WORDS } from '@/lib/i18n/export-words';
import { ROUND_PAIRINGS_WORDS } from '@/lib/i18n/games-words';
import type { Lang } from '@/lib/i18n/messages';
import { toCsv } from './csv';
import { words } from '@/lib/i18n/words';

/**
 * Issue 40, item 4: the pairings download — every round's boards as the page shows them (lib/games
 * round-pairings: the results in the one format of lib/i18n/formats.ts), one row a board, a player
 * without an opponent with the kind of round. A league season has a column naming the league.
 * Polish: its words and `;` (Excel set to Polish), as the standings CSV.
 */
export function pairingsCsv(parts: readonly { part: string | null; rounds: readonly Board[][] }[], lang: Lang): string {
  const w = words(lang, EXPORT_WORDS);
  const p = words(lang, ROUND_PAIRINGS_WORDS);
  const withPart = parts.some((x) => x.part !== null);
  const header = [...(withPart ? [w.league] : []), w.round, w.board, `${w.white} ${w.number}`, w.white, w.result, `${w.black} ${w.number}`, w.black];
  const rows: (string | number | null)[][] = [header];
  for (const { part, rounds } of parts) {
    rounds.forEach((boards, i) => {
      for (const b of boards) {
        const alone = b.alone === 'full-bye' ? p.fullBye : b.alone === 'half-bye' ? p.halfBye : b.alone === 'absent' ? p.absent : null;
        rows.push([...(withPart ? [part ?? ''] : []), i + 1, b.board, b.white.startNumber, b.white.name, b.black ? b.result : alone, b.black?.startNumber ?? null, b.black?.name ?? null]);
      }
    });
  }
  return toCsv(rows, words(lang, STANDINGS_CSV_WORDS).separator);
}
