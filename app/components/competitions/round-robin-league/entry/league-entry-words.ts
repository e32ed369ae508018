import { describe, type Describable } from '@/lib/i18n/t';
import type { Lang } from '@/lib/i18n/messages';

/**
 * How the league entry says a use case's problem: it names its file and line as its English does
 * (`'placed'`), and a code it cannot say with its values (a writer's WRITE_* passed on without them,
 * a code the catalogue lacks) is said by the screen's own sentence instead, `LEAGUE_ENTRY_<code>`
 * (lib/competitions/round-robin-league/round-robin-league-problem-words.ts).
 */
export function describeLeagueEntry(lang: Lang, p: Describable): string {
  return describe(lang, { ...p, instead: `LEAGUE_ENTRY_${p.code}` }, 'placed');
}
