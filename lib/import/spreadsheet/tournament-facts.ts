import { isIsoDate } from '@/lib/dates';
import type { SheetRow } from './sheet';

/** What the lines above a chess-results table say about the tournament (formats §1). */
export interface TournamentFacts {
  /** Line 2 of a chess-results sheet. */
  title: string | null;
  /** `Date : 2024/12/28` (or the first date of `2024/12/28 to 2024/12/29`), as YYYY-MM-DD. */
  date: string | null;
  /** The last date of a range; equal to `date` for a one-day tournament. */
  endDate: string | null;
  dateRow: number | null;
  /** `Number of rounds : 7`, else the caption's `after 7 Rounds`. */
  rounds: number | null;
  roundsRow: number | null;
  /** `Tournament type : Swiss-System`. */
  type: string | null;
  /** `Final Ranking after 7 Rounds`, `Final Ranking crosstable after 7 Rounds`. */
  caption: string | null;
  captionRow: number | null;
}

const DATE_KEYS = new Set(['date', 'data', 'datum', 'termin']);
const ROUNDS_KEYS = new Set(['number of rounds', 'rounds', 'liczba rund', 'anzahl der runden', 'runden', 'ilość rund']);
const TYPE_KEYS = new Set(['tournament type', 'typ turnieju', 'system', 'system rozgrywek', 'turnierart', 'turniertyp']);

/** A caption names a ranking (or crosstable) after some rounds: English, Polish and German chess-results wordings. */
export const CAPTION = /(ranking|rangliste|klasyfikacja|crosstable|kreuztabelle|tabela)\b.*?(\d+)\.?\s*(rounds?|runden?|rundach|rund)\b/i;

/**
 * The stage line of a table in the languages of chess-results and the pairing programs (QUIRKS H2,
 * X1, S1): what kind of table stands under it. A start list or a pairings list is not a results file.
 */
export const STAGE_KINDS: readonly { kind: 'start-list' | 'pairings' | 'crosstable' | 'ranking'; words: RegExp }[] = [
  { kind: 'start-list', words: /\b(starting rank(?! crosstable)|starting list|start ?list|startrangliste|teilnehmerliste|startliste|lista startowa|lista zawodników|ranking inicial|lista inicial|liste de départ|liste des joueurs|startlijst|startovní listina|стартовый список|список участников)\b/iu },
  { kind: 'pairings', words: /\b(pairings|paarungen|kojarzenia|emparejamientos|emparceiramentos|appariements|indeling|rozlosování|жеребь[её]вка|пары)\b/iu },
  { kind: 'crosstable', words: /(crosstable|cross table|kreuztabelle|fortschrittstabelle|tabela krzyżowa|tableau croisé|tabla cruzada|tabela cruzada|kruistabel|turnajová tabulka|турнирная таблица|таблица)/iu },
  { kind: 'ranking', words: /(ranking|rangliste|endstand|stand nach|klasyfikacja|classement|clasificación|classificação|eindstand|stand na|pořadí|положение|standings|final|rank after)/iu },
];

export const STAGE = new RegExp(STAGE_KINDS.map((k) => k.words.source).join('|'), 'iu');

export function stageKind(text: string): 'start-list' | 'pairings' | 'crosstable' | 'ranking' | null {
  if (text.length > 200) return null;
  return STAGE_KINDS.find((k) => k.words.test(text))?.kind ?? null;
}

export function rowText(row: SheetRow): string {
  return row.cells.map((c) => c.trim()).filter((c) => c !== '').join(' ');
}

/** Reads the facts from the rows above the table (the caption row included, when there is one). */
export function readTournamentFacts(above: readonly SheetRow[], caption: SheetRow | null): TournamentFacts {
  const facts: TournamentFacts = { title: null, date: null, endDate: null, dateRow: null, rounds: null, roundsRow: null, type: null, caption: null, captionRow: null };
  for (const row of above) {
    const kv = keyValue(row);
    if (!kv) continue;
    const key = kv.key.toLocaleLowerCase('pl').replace(/\s+/g, ' ');
    if (DATE_KEYS.has(key) && facts.date === null) {
      const dates = readDates(kv.value);
      if (dates.length > 0) {
        facts.date = dates[0]!;
        facts.endDate = dates[dates.length - 1]!;
        facts.dateRow = row.row;
      }
    } else if (ROUNDS_KEYS.has(key) && facts.rounds === null) {
      const m = /^\d{1,3}\b/.exec(kv.value);
      if (m && Number(m[0]) > 0) {
        facts.rounds = Number(m[0]);
        facts.roundsRow = row.row;
      }
    } else if (TYPE_KEYS.has(key) && facts.type === null && kv.value !== '') facts.type = kv.value;
  }
  const second = above.find((r) => r.row === 2);
  if (second && !keyValue(second) && !CAPTION.test(rowText(second))) facts.title = rowText(second).slice(0, 200) || null;
  if (caption) {
    facts.caption = rowText(caption).slice(0, 200);
    facts.captionRow = caption.row;
    const m = CAPTION.exec(facts.caption);
    if (facts.rounds === null && m) {
      facts.rounds = Number(m[2]);
      facts.roundsRow = caption.row;
    }
  }
  return facts;
}

/** `Date : 2024/12/28` in one cell, or `Date :` | `2024/12/28`, or `Date` | `2024/12/28`. */
function keyValue(row: SheetRow): { key: string; value: string } | null {
  const text = rowText(row);
  const colon = text.indexOf(':');
  if (colon > 0 && colon < 40) return { key: text.slice(0, colon).trim(), value: text.slice(colon + 1).trim() };
  const filled = row.cells.map((c) => c.trim()).filter((c) => c !== '');
  const key = filled[0]?.toLocaleLowerCase('pl');
  if (filled.length === 2 && key && (DATE_KEYS.has(key) || ROUNDS_KEYS.has(key) || TYPE_KEYS.has(key))) return { key: filled[0]!, value: filled[1]! };
  return null;
}

/** Every real date in a text: `2024/12/28`, `2024-12-28`, `2024.12.28` or `28.12.2024`. */
export function readDates(text: string): string[] {
  const out: string[] = [];
  const re = /\b(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})\b|\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const [y, mo, d] = m[1] ? [m[1], m[2]!, m[3]!] : [m[6]!, m[5]!, m[4]!];
    const iso = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
    if (isIsoDate(iso)) out.push(iso);
  }
  return out;
}
