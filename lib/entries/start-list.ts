import { writePlayerLine, writeTrf } from '@/lib/import/trf/write-trf';
import type { TrfPlayer, TrfRecord } from '@/lib/import/trf/trf-tournament';
import type { EntryCategory } from './categories';
import { byRating } from './public-list';

/**
 * The start list the organizer takes into the pairing program on the day (issue 41): the field (no
 * waiting, no withdrawn entries) in rating order, as FIDE TRF (C.04 Annex 2, TRF-2026: player
 * records without rounds) and as CSV. Both are read back by the project's own readers in the tests
 * (lib/import/trf, lib/import/pipeline): what goes out is what an upload would read.
 */
export interface StartListPlayer {
  id: number;
  name: string;
  birthYear: number | null;
  sex: 'M' | 'F' | null;
  club: string | null;
  crId: string | null;
  fideId: string | null;
  /** The national (PZSzach) rating of the register. */
  rating: number | null;
  /** The federation: the register's, else POL for a player with a CR id, else none. */
  fed: string | null;
  category: EntryCategory;
}

interface StartListTournament {
  name: string;
  city: string;
  date: string;
  rounds: number | null;
  tempo: string | null;
  /** The chief arbiter, when the announcement names one. */
  arbiter?: string | null;
}

/** The field in start order: rating, then name (the order a Swiss pairing program seeds by). */
export function startOrder(players: readonly StartListPlayer[]): StartListPlayer[] {
  return [...players].sort(byRating);
}

const trfDate = (iso: string) => iso.replaceAll('-', '/');

/**
 * TRF-2026: the header records the announcement knows (012 name, 022 city, 042/052 dates, 062
 * players, 122 time control, 142 rounds), one `001` record per player — no points, no rank, no
 * rounds — and a national rating record (`POL`, the `001` layout with the national rating at 49–52
 * and the CR id as national id at 58–68) for every player with a CR id or a national rating.
 * Names are written as the register writes them; a name longer than 33 characters is cut (the
 * record's width).
 */
export function startListTrf(t: StartListTournament, players: readonly StartListPlayer[]): string {
  const ordered = startOrder(players);
  const records: TrfRecord[] = [
    { tag: '012', value: t.name },
    { tag: '022', value: t.city },
    { tag: '042', value: trfDate(t.date) },
    { tag: '052', value: trfDate(t.date) },
    { tag: '062', value: String(ordered.length) },
    ...(t.arbiter ? [{ tag: '102', value: t.arbiter }] : []),
    ...(t.tempo ? [{ tag: '122', value: t.tempo }] : []),
    ...(t.rounds ? [{ tag: '142', value: String(t.rounds) }] : []),
  ];
  const trfPlayers: TrfPlayer[] = ordered.map((p, i) => ({
    startNumber: i + 1,
    sex: p.sex === 'F' ? 'w' : p.sex === 'M' ? 'm' : null,
    title: null,
    name: p.name,
    rating: null,
    federation: p.fed,
    fideId: p.fideId,
    birth: p.birthYear === null ? null : `${p.birthYear}/00/00`,
    points: null,
    rank: null,
    rounds: [],
  }));
  const nationalRatings = ordered.flatMap((p, i) =>
    p.crId || p.rating !== null ? [{ federation: 'POL', startNumber: i + 1, rating: p.rating, nationalId: p.crId, text: writePlayerLine({ ...trfPlayers[i]!, rating: p.rating, fideId: p.crId }).replace(/^001/, 'POL') }] : [],
  );
  return writeTrf({ records, players: trfPlayers, teams: [], nationalRatings });
}

/**
 * The CSV columns, named as the project's reader (lib/import/vocabulary.ts) and the pairing programs'
 * player import know them: Swiss-Manager's and ChessArbiter's import dialogs map a file's columns
 * by their headers or by hand; no start-number column (the program numbers the field itself, and a
 * numbered list would be read back as a start list rather than a table of players).
 */
export const START_LIST_COLUMNS = ['Name', 'Birth', 'Sex', 'Club', 'CR id', 'FIDE id', 'Rating', 'Fed', 'Category'] as const;

function cell(v: string | number | null): string {
  const s = v === null ? '' : String(v);
  return /[;"\r\n]/.test(s) || /^[=+\-@]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The CSV: semicolon-separated (what Excel and both programs expect in a Polish locale), UTF-8
 * with a BOM (so Excel and ChessArbiter read ąćęłńóśźż), CRLF. A cell that starts like a formula
 * (=, +, -, @) is quoted, and a name is never a formula when the file is opened in a spreadsheet.
 */
export function startListCsv(players: readonly StartListPlayer[]): string {
  const rows = startOrder(players).map((p) => [p.name, p.birthYear, p.sex, p.club, p.crId, p.fideId, p.rating, p.fed, p.category].map(cell).join(';'));
  return `\uFEFF${[START_LIST_COLUMNS.join(';'), ...rows].map((l) => `${l}\r\n`).join('')}`;
}
