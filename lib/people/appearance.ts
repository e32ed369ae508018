/**
 * One person's part in one competition, as that competition's own computation gives it (issue 30).
 * The directory links appearances of every kind and year into people (link-people.ts); every number
 * here comes from the competition's own lib/ computation — the same one its pages and JSON show.
 */

/** The competition (or one league of a season of leagues) an appearance belongs to. */
export interface CompetitionRef {
  /** `grand-prix` for a season of the series, else the competition kind (its registry name). */
  kind: string;
  /** The season's or the competition's slug. */
  slug: string;
  name: string;
  /** The year the data gives (a season's year, the TRF's start date …); null when it gives none. */
  year: number | null;
  /** One league of a season of round-robin leagues: its id and name. */
  league?: { id: string; name: string };
}

/** One game of a player, from the player's side. */
export interface AppearanceGame {
  /** A round number, or the stage's round (`A` for an armageddon). */
  round: number | string;
  /** The stage it belongs to, when the competition has several (`group-1`, `final` …); absent for the Swiss. */
  stage?: string;
  /** The opponent's key inside the same competition (see Appearance.localKey); null for a bye or a vacancy. */
  opponent: string | null;
  /** The opponent's name as the file writes it (for a team league: the other team's player). */
  opponentName: string | null;
  colour: 'w' | 'b' | null;
  /** The result from the player's side: `1`, `½`, `0`, `+` (forfeit win), `-` (forfeit loss), or `bye`, `` (not played yet). */
  result: string;
}

/** The result in the competition, as its own page and JSON show it (decimals as the JSON writes them). */
export interface AppearanceResult {
  /** Grand Prix: the rank in the individual table, its label ("5–7"), the total. */
  rank?: number;
  rankLabel?: string;
  total?: number;
  /** The total exactly, in 1/unit of the season (153⅓ stays exact; the page prints it as the season's pages do). */
  totalUnits?: { units: number; unit: number };
  /** An open's or a league's place (decided places only). */
  place?: number;
  /** A team league: the team, the board of the board ranking and its rank there. */
  team?: string;
  board?: number;
  boardRank?: number;
  /** Game points (an open's Swiss, a league's table, a team league's board ranking). */
  points?: number;
  /** Games counted (a team league's board ranking: played or won by forfeit; elsewhere the games listed). */
  games?: number;
  rating?: number;
  title?: string;
  gameList?: AppearanceGame[];
}

export interface Appearance {
  ref: CompetitionRef;
  /** The participant's key inside the competition (the season's player key, a start number, a roster line). */
  localKey: string;
  name: string;
  crId: string | null;
  fideId: string | null;
  /** Used to tell namesakes apart only — never shown (privacy, issue 30 §4). */
  birthYear: number | null;
  /**
   * Other spellings the competition linked to this participant: a Grand Prix player's rows, hand
   * links included — so the arbiter's hand links apply in every other competition too.
   */
  aliases: { name: string; birthYear: number | null }[];
  club: string | null;
  result: AppearanceResult;
}

/** A club's part in a competition: a Grand Prix team table row, a team of a team league. */
export interface ClubAppearance {
  ref: CompetitionRef;
  club: string;
  /** The team's name (team league); absent for the Grand Prix team table (the club is the team). */
  team?: string;
  rank?: number;
  rankLabel?: string;
  total?: number;
  totalUnits?: { units: number; unit: number };
  place?: number;
  matchPoints?: number;
  gamePoints?: number;
}

/** The one reading of a birth field (lib/dates.ts), where the people's modules take it from. */
export { birthYearOf } from '@/lib/dates';

/** Appearances whose data gives no year take `year` (the year the competition was created), when known. */
export function withYear(people: Appearance[], year: number | null): Appearance[] {
  return people.map((a) => (a.ref.year === null && year !== null ? { ...a, ref: { ...a.ref, year } } : a));
}
