import { hasMessage } from '@/lib/i18n/catalogue';
import { t } from '@/lib/i18n/t';
import { MESSAGE_LANG } from '@/lib/i18n/lang-path';
import type { Lang } from '@/lib/i18n/messages';
import { sayFileProblem } from '@/server/action';

/**
 * A problem of the league entry in the page's language, its file and line named: the code's own
 * message (with its values) when the catalogue has one, else the entry screen's sentence for it
 * (`LEAGUE_ENTRY_<code>`: the use case's NOT_A_LEAGUE, LEAGUE_INCOMPLETE, the writers' WRITE_* …).
 */
export function sayLeagueProblem(lang: Lang, p: { line?: number; code: string; message: string; params?: Record<string, string | number> }): string {
  const own = `LEAGUE_ENTRY_${p.code}`;
  return lang !== MESSAGE_LANG && !hasMessage(p.code) && hasMessage(own) ? t(lang, own) : sayFileProblem(lang, p);
}
