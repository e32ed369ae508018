/**
 * What the upload preview says of a crosstable's games (formats §1: "the preview says which"
 * numbering names the opponents). Polish first, English too; the facts come in as arguments
 * (lib/import/spreadsheet/crosstable-tournament.ts `CrosstableNumbering`).
 */
import type { CrosstableNumbering } from '@/lib/import/spreadsheet/crosstable-tournament';
import type { Lang } from './messages';

interface Words {
  by: Record<CrosstableNumbering['numbering'], string>;
  column: (header: string) => string;
  rowOrder: string;
  caption: string;
  overruled: (said: string) => string;
  mirrors: (mirrored: number, games: number) => string;
  only: string;
}

const WORDS: { pl: Words; en: Words } = {
  pl: {
    by: { start: 'numerem startowym', place: 'miejscem końcowym' },
    column: (header) => `kolumna ${header}`,
    rowOrder: 'kolejność wierszy',
    caption: 'tak podaje nagłówek tabeli',
    overruled: (said) => `nagłówek tabeli podaje ${said}, ale partie zgadzają się z obu stron dopiero przy tej numeracji`,
    mirrors: (mirrored, games) => `przy tej numeracji ${mirrored} z ${games} partii zgadza się z zapisem przeciwnika`,
    only: 'tabela nie ma kolumny numeru startowego',
  },
  en: {
    by: { start: 'start number', place: 'final place' },
    column: (header) => `column ${header}`,
    rowOrder: 'the row order',
    caption: 'the caption says so',
    overruled: (said) => `the caption says ${said}, but the games match from both sides only under this numbering`,
    mirrors: (mirrored, games) => `under this numbering ${mirrored} of ${games} games match the opponent's row`,
    only: 'the table has no start-number column',
  },
};

const LEAD: { pl: string; en: string } = { pl: 'Komórki partii wskazują przeciwnika', en: 'The games cells name each opponent by' };

/** "The games cells name each opponent by start number (column No.): the caption says so." */
const numberingSentence =
  (lang: Lang) =>
  (n: CrosstableNumbering): string => {
    const w = WORDS[lang];
    const where = n.column === null ? w.rowOrder : w.column(n.column);
    const why = n.reason === 'caption' ? w.caption : n.reason === 'only' ? w.only : n.captionSays !== null && n.captionSays !== n.numbering ? w.overruled(w.by[n.captionSays]) : w.mirrors(n.mirrored, n.games);
    return `${LEAD[lang]} ${w.by[n.numbering]} (${where}): ${why}.`;
  };

/** The sentence of a crosstable's numbering in each language: `words(lang, NUMBERING_WORDS)(numbering)`. */
export const NUMBERING_WORDS = { pl: numberingSentence('pl'), en: numberingSentence('en') };
