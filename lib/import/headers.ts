/** formats §1: the columns the project understands and the header names that mean each of them. */
export const FIELD_ALIASES = {
  place: ['place', 'rank', 'rk', 'rk.', 'm-ce', 'm.', 'miejsce', 'lp', 'lp.', 'poz.', 'pos', 'pos.'],
  name: ['name', 'player', 'zawodnik', 'nazwisko i imię', 'nazwisko imię', 'nazwisko i imie', 'nazwisko imie'],
  points: ['points', 'pts', 'pts.', 'pkt', 'pkt.', 'punkty'],
  cr_id: ['cr_id', 'id cr', 'idcr', 'cr', 'id pzszach', 'local id', 'cr id'],
  fide_id: ['fide_id', 'fide id', 'fideid', 'id fide'],
  birth: ['birth', 'born', 'yob', 'rok ur.', 'rok urodzenia', 'ur.', 'data ur.', 'rok ur', 'birth year'],
  sex: ['sex', 'płeć', 'plec', 'k/m'],
  club: ['club', 'club/city', 'klub', 'klub/miasto'],
  region: ['region', 'woj.', 'województwo', 'wojewodztwo'],
  rating: ['rating', 'ranking', 'ranking pzszach', 'rtgn', 'rtg nat', 'rtg_nat'],
  category: ['kat.', 'kat', 'kategoria', 'category'],
  fed: ['fed', 'federacja'],
  // the registry's own columns (formats §2)
  from: ['from', 'od'],
  to: ['to', 'do'],
} as const;

export type Field = keyof typeof FIELD_ALIASES;

const ALIAS_TO_FIELD = new Map<string, Field>();
for (const [field, aliases] of Object.entries(FIELD_ALIASES) as [Field, readonly string[]][]) {
  for (const alias of aliases) ALIAS_TO_FIELD.set(alias, field);
}

/** Header cells are matched case-insensitively after trimming (and collapsing inner spaces). */
export function headerKey(cell: string): string {
  return cell.replace(/^\uFEFF/, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');
}

export interface HeaderMapping {
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
