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
 *   player cell (`idn`), the table reader gives it a `#` column of its own (`vegaStartNumber`), so
 *   both layouts read alike. The rating has its own `Rtg` column; the flag's `alt` says only `flag`.
 *   A cell that holds nothing but a start number (the `#` column) keeps it.
 *
 * A cell with no text but images reads as their `alt` texts (Vega's older `Fed` column: `VIC`).
 */
export function cellText(cell: PageElement): string {
  const round = vegaRoundCell(cell);
  if (round !== null) return round;
  if (isVegaPlayerCell(cell)) {
    const name = normalizeText(textOf(cell, isVegaPlayerPart));
    if (name !== '') return name;
  }
  const text = normalizeText(textOf(cell));
  if (text !== '') return text;
  return normalizeText(
    findElements(cell, (e) => e.name === 'img')
      .map((img) => img.attribs.alt ?? '')
      .join(' '),
  );
}

const COLOUR: Record<string, string> = { cw: 'w', cb: 'b' };

function vegaRoundCell(cell: PageElement): string | null {
  const res = findElements(cell, (e) => classesOf(e).includes('res'))[0];
  if (!res) return null;
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

function isVegaPlayerCell(cell: PageElement): boolean {
  return findElements(cell, (e) => classesOf(e).some((c) => c === 'idn' || c === 'player-container' || c.startsWith('player-name-box'))).length > 0;
}

const PLAYER_PARTS = new Set(['idn', 'sort-num', 'title-box', 'rating', 'fed', 'player-data-box']);

function isVegaPlayerPart(element: PageElement): boolean {
  return classesOf(element).some((c) => PLAYER_PARTS.has(c) || /^(no)?title\d*$/.test(c));
}

/**
 * The start number Vega's older layout writes in the player cell beside the name
 * (`<span class="idn"> 1 </span> … <a>Burtea,Stefan-Geo(W)</a>`); null for any other cell, also for a
 * cell that holds only a start number (the newer layout's `#` column).
 */
export function vegaStartNumber(cell: PageElement): string | null {
  const idn = findElements(cell, (e) => classesOf(e).includes('idn'))[0];
  if (!idn) return null;
  const number = normalizeText(textOf(idn));
  if (!/^\d+$/.test(number) || normalizeText(textOf(cell, isVegaPlayerPart)) === '') return null;
  return number;
}
