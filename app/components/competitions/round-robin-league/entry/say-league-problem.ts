import type { WriteProblemCode } from '@/lib/competitions/round-robin-league/write-league-files';
import { hasMessage } from '@/lib/i18n/catalogue';
import { t } from '@/lib/i18n/t';
import { MESSAGE_LANG } from '@/lib/i18n/lang-path';
import type { Lang } from '@/lib/i18n/messages';
import { sayFileProblem } from '@/server/action';

/**
 * The writers' codes (lib/competitions/round-robin-league/write-league-files.ts): their sentences need
 * their values; one that arrives without them (the use case passed on its code and message only) is
 * said by the entry screen's general sentence.
 */
const WRITE_CODES: ReadonlySet<string> = new Set<WriteProblemCode>(['WRITE_BAD_FILE', 'WRITE_NO_PLAYER', 'WRITE_BAD_RESULT', 'WRITE_BAD_DATE', 'WRITE_NOT_POSTPONED']);

/**
 * A problem of the league entry in the page's language, its file and line named: the code's own
 * message (with its values) when the catalogue has one, else the entry screen's sentence for it
 * (`LEAGUE_ENTRY_<code>`: the use case's NOT_A_LEAGUE, LEAGUE_INCOMPLETE, the writers' WRITE_* …).
 */
export function sayLeagueProblem(lang: Lang, p: { line?: number; code: string; message: string; params?: Record<string, string | number> }): string {
  const own = `LEAGUE_ENTRY_${p.code}`;
  const ownWords = !hasMessage(p.code) || (p.params === undefined && WRITE_CODES.has(p.code));
  return lang !== MESSAGE_LANG && ownWords && hasMessage(own) ? t(lang, own) : sayFileProblem(lang, p);
}
