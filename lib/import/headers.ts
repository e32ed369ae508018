import { spellingsOf, VOCABULARY, type Field, type KeptColumn } from './vocabulary';

export type { Field } from './vocabulary';

/** formats §1: the header names that mean each field, in every language of lib/import/vocabulary.ts. */
export const FIELD_ALIASES: Readonly<Record<Field, readonly string[]>> = Object.fromEntries(
  [...new Set(VOCABULARY.map((r) => r.column))]
    .filter((k): k is Field => k !== 'start_no' && k !== 'title' && k !== 'fide_rating')
    .map((field) => [field, spellingsOf(field)]),
) as unknown as Record<Field, readonly string[]>;

const ALIAS_TO_FIELD = new Map<string, Field>();
for (const [field, aliases] of Object.entries(FIELD_ALIASES) as [Field, readonly string[]][]) {
  for (const alias of aliases) if (!ALIAS_TO_FIELD.has(alias)) ALIAS_TO_FIELD.set(alias, field);
}

/** Header cells are matched case-insensitively after trimming (and collapsing inner spaces). */
export function headerKey(cell: string): string {
  return cell.replace(/[\uFEFF\u200B-\u200D\u2060]/g, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');
}

interface HeaderMapping {
  /** Column index of each recognized field. */
  columns: Partial<Record<Field, number>>;
  /** Header cells that name a field already mapped by an earlier column. */
  duplicates: { field: Field; header: string }[];
}

export function mapHeaders(cells: readonly string[], fields: readonly Field[]): HeaderMapping {
  const wanted = new Set(fields);
  const columns: Partial<Record<Field, number>> = {};
  const duplicates: HeaderMapping['duplicates'] = [];
  cells.forEach((cell, index) => {
    const field = ALIAS_TO_FIELD.get(headerKey(cell));
    if (!field || !wanted.has(field)) return;
    if (columns[field] === undefined) columns[field] = index;
    else duplicates.push({ field, header: cell.trim() });
  });
  return { columns, duplicates };
}

export type FileStyle = 'chessarbiter' | 'chess-results' | 'chess-results-crosstable' | 'plain' | 'trf';

/** The styles whose file holds every game (a TRF, a chess-results crosstable sheet): tie-breaks and the cross-table come from them. */
export function styleHasGames(style: string): boolean {
  return style === 'trf' || style === 'chess-results-crosstable';
}

/** A name for the export style, shown in the upload preview; scoring never depends on it. */
export function detectStyle(headerCells: readonly string[]): FileStyle {
  const keys = new Set(headerCells.map(headerKey));
  if (keys.has('m-ce') || keys.has('nazwisko i imię') || keys.has('pkt.') || keys.has('rok ur.')) return 'chessarbiter';
  if (keys.has('rk.') || keys.has('sno') || keys.has('club/city') || keys.has('rtgn')) return 'chess-results';
  return 'plain';
}

/** The header cells of one kept column in every language of the vocabulary (lib/import/vocabulary.ts). */
export function keptColumnHeaders(column: KeptColumn): ReadonlySet<string> {
  return new Set(spellingsOf(column));
}

/** Header cells of a start-number column (`SNo`, `No.`, `Nr.`, `Nº`, `Ном.`; Vega's `#`): a starting-rank table numbers its players by it. */
export const START_NUMBER_HEADERS: ReadonlySet<string> = new Set([...keptColumnHeaders('start_no'), '#']);

/** The titles a title column holds (FIDE's and the Asian continental ones chess-results writes: `AFM`). */
export const FIDE_TITLES: ReadonlySet<string> = new Set(['GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM', 'WCM', 'AGM', 'AIM', 'AFM', 'ACM']);
