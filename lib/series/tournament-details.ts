import { readTables } from '@/lib/import/pipeline';
import { rowText } from '@/lib/import/spreadsheet/tournament-facts';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import type { TrfInfo } from '@/lib/import/trf/trf-tournament';

/** Where a detail comes from: the results file, or the organizer's date reservation. */
type DetailSource = 'file' | 'reservation';

interface TournamentDetail {
  value: string;
  source: DetailSource;
}

/** The facts a chess site shows about a tournament (issue 29): each one from the file, else from the reservation. */
export interface TournamentDetails {
  city: TournamentDetail | null;
  venue: TournamentDetail | null;
  timeControl: TournamentDetail | null;
  rounds: TournamentDetail | null;
  chiefArbiter: TournamentDetail | null;
  organizer: TournamentDetail | null;
}

export type DetailFacts = Partial<Record<keyof TournamentDetails, string | number | null>>;

/** What a reservation says about the tournament (an organizer fills it in when booking the date). */
export interface ReservationFacts {
  city: string | null;
  venue: string | null;
  club: string | null;
  rounds: number | null;
  tempo: string | null;
}

const KEYS: readonly (keyof TournamentDetails)[] = ['city', 'venue', 'timeControl', 'rounds', 'chiefArbiter', 'organizer'];
/** A value is shown as at most this many characters: the page stays readable whatever a file holds. */
const MAX_LENGTH = 200;

/** Merges the file's facts and the reservation's, the file first (it is what was played). */
export function tournamentDetails(file: DetailFacts | null, reservation: ReservationFacts | null): TournamentDetails {
  const fromReservation: DetailFacts = reservation ? { city: reservation.city, venue: reservation.venue, organizer: reservation.club, rounds: reservation.rounds, timeControl: reservation.tempo } : {};
  const out = {} as TournamentDetails;
  for (const k of KEYS) {
    const f = clean(file?.[k]);
    const r = clean(fromReservation[k]);
    out[k] = f !== null ? { value: f, source: 'file' } : r !== null ? { value: r, source: 'reservation' } : null;
  }
  return out;
}

/** Whether there is anything to show. */
export function hasDetails(d: TournamentDetails): boolean {
  return KEYS.some((k) => d[k] !== null);
}

function clean(v: string | number | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v).replace(/\s+/g, ' ').trim();
  if (s === '' || (typeof v === 'number' && (!Number.isInteger(v) || v <= 0))) return null;
  return s.length > MAX_LENGTH ? `${s.slice(0, MAX_LENGTH - 1)}…` : s;
}

/** A TRF's header records (trf.md): 022 city, 102 chief arbiter, 122 time control, the rounds (XXR/142 or the round columns). */
export function trfDetails(info: TrfInfo, roundCount: number): DetailFacts {
  return { city: info.city, chiefArbiter: info.chiefArbiter, timeControl: info.timeControl, rounds: info.declaredRounds ?? (roundCount > 0 ? roundCount : null) };
}

/** The "key : value" lines above a chess-results table, in its English, Polish and German wordings. */
const SHEET_KEYS: Record<string, keyof TournamentDetails> = {
  'chief arbiter': 'chiefArbiter',
  'sędzia główny': 'chiefArbiter',
  hauptschiedsrichter: 'chiefArbiter',
  'organizer(s)': 'organizer',
  organizer: 'organizer',
  organizator: 'organizer',
  'organizator(zy)': 'organizer',
  'organizatorzy': 'organizer',
  veranstalter: 'organizer',
  location: 'venue',
  'miejsce': 'venue',
  'miejsce rozgrywek': 'venue',
  ort: 'venue',
  'number of rounds': 'rounds',
  'liczba rund': 'rounds',
  'ilość rund': 'rounds',
  'anzahl der runden': 'rounds',
  'time control': 'timeControl',
  'tempo gry': 'timeControl',
  tempo: 'timeControl',
  bedenkzeit: 'timeControl',
};

/** The facts above a spreadsheet's table (rows before its header row). */
export function sheetDetails(rowsAbove: readonly { row: number; cells: string[] }[]): DetailFacts {
  const out: DetailFacts = {};
  for (const row of rowsAbove) {
    const text = rowText(row);
    const colon = text.indexOf(':');
    if (colon <= 0 || colon > 40) continue;
    // "Time control (Standard) : 90 min" — the bracket names the kind of time control
    const key = text.slice(0, colon).trim().toLocaleLowerCase('pl').replace(/\s+/g, ' ');
    const field = SHEET_KEYS[key] ?? SHEET_KEYS[key.replace(/\s*\([^)]*\)$/, '')];
    const value = text.slice(colon + 1).trim();
    if (!field || value === '' || out[field] !== undefined) continue;
    out[field] = field === 'rounds' ? (/^\d{1,3}\b/.exec(value)?.[0] ?? null) : value;
  }
  return out;
}

/** The details a stored results file holds: a TRF's header records, or a spreadsheet's or web page's facts above its table; none for a CSV. */
export function fileDetails(bytes: Uint8Array, table: number | null = null): DetailFacts | null {
  const read = readTables(bytes, { table });
  if (!read.ok) return null;
  if ('found' in read) {
    if (read.container.kind === 'text') return null;
    const t = read.found.table;
    const above = t.sheet.rows.filter((r) => r.row < t.header.row);
    return sheetDetails(above);
  }
  const trf = parseTrfText(read.container.text);
  return trf.ok ? trfDetails(trf.tournament.info, trf.tournament.roundCount) : null;
}
