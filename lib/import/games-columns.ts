import { headerKey } from './headers';
import type { SheetRow } from './spreadsheet/sheet';

/**
 * Which columns of a table hold games (formats §1, "Games cells as the programs write them"):
 *
 * - round columns of a Swiss crosstable, one per round, whatever the program's language calls
 *   them — `1.Rd`, `2.Rd.`, `Rd.1`, `R1`, `1.R`, `1. Runde`, `Rde 1`, `1.тур`, `Ronde 1` … — or a
 *   bare `1` … `k` over cells that name an opponent (`21b0`, Vega's `021`);
 * - opponent columns of a round-robin crosstable, headed `1` … `n` (one per player), whose
 *   diagonal is `*`, `**`, `X`, `×` or empty and whose other cells are results (`1 ½ 0 + -`).
 */
interface GameColumns {
  kind: 'rounds' | 'opponents';
  /** Column indexes (A = 0), in round order or in the order of the numbers they are headed by. */
  columns: number[];
}

/** A round's word in the languages chess-results and the common pairing programs write. */
const ROUND_WORDS = ['rd', 'rnd', 'r', 'rde', 'round', 'runde', 'ronde', 'rond', 'ronda', 'rodada', 'runda', 'rundă', 'kolo', 'k', 'kolejka', 'tur', 'тур', 'turno', 'tour', 'kierros', 'forduló', 'omgång'];
const WORD = `(?:${ROUND_WORDS.join('|')})`;
/** `1.Rd`, `2.Rd.`, `1. Runde`, `1.тур`, `1 R` — the number first. */
const NUMBER_FIRST = new RegExp(`^(\\d{1,2})\\s*\\.?\\s*${WORD}\\s*\\.?$`, 'u');
/** `Rd.1`, `R1`, `Rde 1`, `Runde 1`, `Round 1.` — the word first. */
const WORD_FIRST = new RegExp(`^${WORD}\\s*\\.?\\s*(\\d{1,2})\\s*\\.?$`, 'u');
const BARE_NUMBER = /^(\d{1,3})$/;

/** The round a header cell names (`1.Rd` → 1, `Rde 12` → 12); null when it names none. */
export function roundOfHeader(cell: string): number | null {
  const key = headerKey(cell);
  const m = NUMBER_FIRST.exec(key) ?? WORD_FIRST.exec(key);
  if (!m) return null;
  const round = Number(m[1]);
  return round >= 1 ? round : null;
}

/** A round-robin crosstable's diagonal: the cell where a player would meet themself. */
export function isDiagonalMark(cell: string): boolean {
  return /^(\*{1,2}|x|×|✕|—)$/i.test(cell.replace(/\u00A0/g, ' ').trim());
}

/** A round-robin cell: a result without an opponent (`1 ½ 0 = + -`, `1/2`, `0.5`). */
const RR_RESULT = /^(1|0|½|=|\+|-|1\/2|0[.,]5|˝)$/;
/** A round cell that names an opponent: `21b0`, ` 13b`, `45w+`, `12+`, Vega's glued `021`, `½10`, byes `1BYE`, `-1`. */
const ROUND_CELL = /^(\d{1,4}\s*[wbsz]\s*.?|\d{1,4}\s*[+\-½=]|[10½]\s*\d{1,4}|[10½]?\s*bye|-[10½]|-1\/2)$/i;

/**
 * The games columns of a table under `header`, or null when it has none. Round headers are taken
 * when they name rounds 1 to k, each once; otherwise bare numbers `1` … `k` in that order are
 * opponents when the cells say so (a diagonal on most rows, or result cells without opponents),
 * and rounds when the cells name opponents (Vega's `1` … `9` over `021`, `½10`). Pure.
 */
export function gameColumns(header: SheetRow, rows: readonly SheetRow[]): GameColumns | null {
  const rounds = numberedColumns(header, roundOfHeader);
  if (rounds) return { kind: 'rounds', columns: rounds };
  const numbered = numberedColumns(header, (cell) => {
    const m = BARE_NUMBER.exec(headerKey(cell));
    return m ? Number(m[1]) : null;
  });
  if (!numbered || numbered.length < 2) return null;
  // columns headed by numbers in column order, 1 … k, side by side (a TB column is never bare)
  if (!numbered.every((c, i) => i === 0 || c === numbered[i - 1]! + 1)) return null;
  let diagonalRows = 0;
  let resultCells = 0;
  let roundCells = 0;
  for (const { cells } of rows) {
    let marks = 0;
    for (const c of numbered) {
      const text = (cells[c] ?? '').replace(/\u00A0/g, ' ').trim();
      if (isDiagonalMark(text)) marks++;
      else if (RR_RESULT.test(text)) resultCells++;
      else if (ROUND_CELL.test(text)) roundCells++;
    }
    if (marks === 1) diagonalRows++;
  }
  const opponents = (rows.length > 0 && diagonalRows * 2 >= rows.length) || resultCells > roundCells;
  return { kind: opponents ? 'opponents' : 'rounds', columns: numbered };
}

/** The columns whose header `numberOf` reads, when they are 1 … k each once; sorted by that number. */
function numberedColumns(header: SheetRow, numberOf: (cell: string) => number | null): number[] | null {
  const found: { n: number; column: number }[] = [];
  header.cells.forEach((cell, column) => {
    const n = numberOf(cell);
    if (n !== null) found.push({ n, column });
  });
  if (found.length === 0) return null;
  found.sort((a, b) => a.n - b.n);
  if (!found.every((f, i) => f.n === i + 1)) return null;
  return found.map((f) => f.column);
}

export type Numbering = 'start' | 'place';

/**
 * What a crosstable's caption says its opponents are numbered by: `Starting rank crosstable`,
 * `Startrangliste`, `Стартовый …` by start number; `Final Ranking crosstable`, `Ranking crosstable
 * after Round 9`, `Fortschrittstabelle … nach Rangliste`, `Endtabelle` by final place. Null when it
 * does not say.
 */
export function numberingOfCaption(caption: string | null): Numbering | null {
  if (!caption) return null;
  const c = caption.replace(/\s+/g, ' ').toLocaleLowerCase('pl');
  if (/starting rank|start(rang)?liste|setzliste|startnummer|startrang|стартов|ranking inicial|classement initial|lista startowa|listy startowej|rankingu startowego|numerów startowych|startovní|clasificación inicial/.test(c)) return 'start';
  if (/ranking|rangliste|nach rang|endtabelle|rangfolge|итогов|положение|classement|classifica|clasificación|ranglijst|klasyfikacja|końcow|miejsc|pořadí|poradie|eindstand/.test(c)) return 'place';
  return null;
}
