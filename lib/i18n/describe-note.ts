import type { StandingsNote } from '@/lib/series/standings';
import { hasMessage } from './catalogue';
import { t } from './t';
import type { Lang } from './messages';

/**
 * A warning of the standings as a page says it: English pages show the English message as the JSON
 * has it; other languages say it through the catalogue, after the file and line it is about
 * ("gp01.csv, wiersz 17: …"). A note without a code (or one the catalogue does not know) is shown as written.
 */
export function describeNote(lang: Lang, note: StandingsNote): string {
  if (lang === 'en' || !hasMessage(note.code)) return note.message;
  const text = t(lang, note.code, note.params ?? {}, note.message);
  const where = !note.file ? '' : note.line > 0 ? `${t(lang, 'NOTE_AT_LINE', { file: note.file, line: note.line })}: ` : `${note.file}: `;
  return `${where}${text}`;
}
