import { classesOf, findElements, isElement, normalizeText, textOf, type PageElement } from './page-text';

/**
 * The text of one table cell, as a crosstable or ranking reader understands it. Most cells are their
 * text. Vega (QUIRKS V1, V2, V6) writes two kinds of cells whose meaning is in the markup, so they are
 * read by their class names — what the page's style sheet shows, not what the text glues together:
 *
 * - A round cell is two divs, the result (`res`) and the opponent, whose class is the colour:
 *   `cw` white, `cb` black, `cf` no colour (a game not played). It becomes the cell chess-results
 *   writes: `<div class="res">0</div><div class="cb">21 </div>` → `21b0`; a bye
 *   `<div class="res"> ½ </div><div class="cf">BYE</div>` → `-½` (`-1`, `-0`); an opponent without a
 *   colour is a forfeit, `1` → `12+`, `0` → `12-` (the winner's cell says `1`, the loser's `0`, in the
 *   same round of a real file). The team crosstable's `2` + `cw 10` is `10w2` (match points).
 * - A player cell holds the start number (`idn`, `sort-num`), the title (`title…`, `notitle…`), the
 *   rating (`rating`) and the flag (`fed`) beside the name; the cell keeps the name only. The start
 *   number has its own `#` column in the newer layout; in the older one, where it stands only in the
 *   player cell (`idn`), the table reader gives it a `#` column of its own (`readCell` returns it as
 *   `startNumber`), so both layouts read alike. The rating has its own `Rtg` column; the flag's `alt`
 *   says only `flag`.
 *   A cell that holds nothing but a start number (the `#` column) keeps it.
 *
 * A cell with no text but images reads as their `alt` texts (Vega's older `Fed` column: `VIC`).
 */
interface CellReading {
  text: string;
  /** Vega's older layout: the start number written in the player cell beside the name (`<span class="idn"> 1 </span>`); else null. */
  startNumber: string | null;
}

/** A cell's text, and the start number Vega's older layout writes beside a player's name. One look at the cell's elements decides its kind. */
export function readCell(cell: PageElement): CellReading {
  const marks = cellMarks(cell);
  if (marks.res) {
    const round = vegaRoundCell(marks.res);
    if (round !== null) return { text: round, startNumber: null };
  }
  if (marks.player) {
    const name = normalizeText(textOf(cell, isVegaPlayerPart));
    if (name !== '') {
      const number = marks.idn ? normalizeText(textOf(marks.idn)) : '';
      return { text: name, startNumber: /^\d+$/.test(number) ? number : null };
    }
  }
  const text = normalizeText(textOf(cell));
  if (text !== '' || !marks.img) return { text, startNumber: null };
  return {
    text: normalizeText(
      findElements(cell, (e) => e.name === 'img')
        .map((img) => img.attribs.alt ?? '')
        .join(' '),
    ),
    startNumber: null,
  };
}

/** The text of a cell (`readCell` without the start number). */
export function cellText(cell: PageElement): string {
  return readCell(cell).text;
}

interface CellMarks {
  /** Vega's result div (`res`), the first. */
  res: PageElement | null;
  /** A Vega player cell: `idn`, `player-container` or `player-name-box…` inside. */
  player: boolean;
  idn: PageElement | null;
  img: boolean;
}

/** One pass over the cell's elements; class lists are split only where there is one (most cells have none). */
function cellMarks(cell: PageElement): CellMarks {
  const marks: CellMarks = { res: null, player: false, idn: null, img: false };
  for (const e of findElements(cell, () => true)) {
    if (e.name === 'img') marks.img = true;
    if (e.attribs.class === undefined) continue;
    for (const c of classesOf(e)) {
      if (c === 'res') marks.res ??= e;
      else if (c === 'idn') {
        marks.player = true;
        marks.idn ??= e;
      } else if (c === 'player-container' || c.startsWith('player-name-box')) marks.player = true;
    }
  }
  return marks;
}

const COLOUR: Record<string, string> = { cw: 'w', cb: 'b' };

function vegaRoundCell(res: PageElement): string | null {
  let next = res.next;
  while (next && !isElement(next)) next = next.next;
  if (!next) return null;
  const kind = classesOf(next).find((c) => c === 'cw' || c === 'cb' || c === 'cf');
  if (!kind) return null;
  const result = normalizeText(textOf(res)).replace(/ /g, '');
  const other = normalizeText(textOf(next)).replace(/ /g, '');
  if (kind !== 'cf') return `${other}${COLOUR[kind]}${result}`;
  if (!/^\d+$/.test(other)) return `-${result}`; // BYE: a point, half a point or none without a game
  return result === '1' ? `${other}+` : result === '0' ? `${other}-` : `${other}${result}`;
}

const PLAYER_PARTS = new Set(['idn', 'sort-num', 'title-box', 'rating', 'fed', 'player-data-box']);

function isVegaPlayerPart(element: PageElement): boolean {
  return element.attribs.class !== undefined && classesOf(element).some((c) => PLAYER_PARTS.has(c) || /^(no)?title\d*$/.test(c));
}
