import type { HalfPoints } from '@/lib/half-points';
import type { ResultCode } from './result-codes';

/** One round of a player record: columns 92–99 (+10 per round) of a `001` line. */
export interface TrfRound {
  /** Opponent's start number; `null` for `0000` or blank. */
  opponent: number | null;
  /** `null` for `-` or blank. */
  colour: 'w' | 'b' | null;
  result: ResultCode;
}

/** A `001` player record. Text fields are trimmed; "none" values (`0000`, `0`, blank) are `null`. */
export interface TrfPlayer {
  startNumber: number;
  /** `m` or `w`; real files also write `f`, read as `w`. */
  sex: 'm' | 'w' | null;
  /** Upper-case FIDE title (`GM` … `WCM`); the one-letter forms real files write are expanded. */
  title: string | null;
  /** As written, e.g. "Mueller,Kai" — display code adds the missing space. */
  name: string;
  rating: number | null;
  federation: string | null;
  fideId: string | null;
  /** As written (`1996/00/00`, `1996`); `null` when blank. */
  birth: string | null;
  /** The points column, in half-points; `null` when blank. */
  points: HalfPoints | null;
  rank: number | null;
  /** Exactly `roundCount` rounds: rounds the line does not reach are blank (not paired). */
  rounds: TrfRound[];
}

/** A `013` team record: members' start numbers in board order. */
export interface TrfTeam {
  name: string;
  members: number[];
}

/**
 * A TRF26 national rating record: first three characters a federation code, `001` layout with the
 * national rating at 49–52 and the national id at 58–68. Written back exactly as read (`text`).
 */
export interface TrfNationalRating {
  federation: string;
  startNumber: number | null;
  rating: number | null;
  nationalId: string | null;
  text: string;
}

/**
 * Every other line, kept in file order and written back unchanged: header records (`012`–`132`,
 * TRF26 `142`–`362`), `###` comments, JaVaFo `XX?` extensions, and records of unknown type.
 */
export interface TrfRecord {
  /** Columns 1–3. */
  tag: string;
  /** Everything after the tag and its one separating space, right-trimmed. */
  value: string;
}

/** Facts read from the header records (derived from `records`, never written separately). */
export interface TrfInfo {
  name: string | null;
  city: string | null;
  federation: string | null;
  /** `042` as an ISO date (`2024-06-18`), or `null` when absent or unreadable. */
  startDate: string | null;
  endDate: string | null;
  /** `062`: the first number of the record (one real export writes `129 (88)`). */
  declaredPlayers: number | null;
  /** `XXR` or TRF26 `142`, the larger when both are present. */
  declaredRounds: number | null;
  /** `092`, free text. */
  type: string | null;
  /** TRF26 `192`, e.g. `FIDE_DUTCH_2026`. */
  typeCode: string | null;
  chiefArbiter: string | null;
  deputies: string[];
  timeControl: string | null;
  /** `132`: the dates written above each round's columns (`YY/MM/DD`), `null` where blank. */
  roundDates: (string | null)[];
  /** TRF26 `202`/`212`: tie-break codes as written (`BH/C1`, `SB` …). */
  tiebreakCodes: string[];
}

export interface TrfTournament {
  /** `TRF26` when the file carries any record TRF16 does not know (`###`, `142`–`362`, national ratings). */
  format: 'TRF16' | 'TRF26';
  /** The larger of `XXR`, `142` and the longest round columns of any player (trf.md). */
  roundCount: number;
  records: TrfRecord[];
  players: TrfPlayer[];
  teams: TrfTeam[];
  nationalRatings: TrfNationalRating[];
  info: TrfInfo;
}
