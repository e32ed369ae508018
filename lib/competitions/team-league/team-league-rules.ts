import { z } from 'zod';
import { presetCatalogue } from '@/lib/config/presets';
import { PRESET_FILES } from './presets';

/**
 * A team league's rules as data (guides/architecture.md §12). Every number of the regulation
 * (seed 001, "Otwarta Liga Mazowiecka w szachach Seniorów 2007/2008") is a field here, and every
 * reading of ours (competitions.md §5) that another association could plausibly read differently
 * is a setting, named in the comment beside it.
 */
export const SWISS_TIEBREAK_CODES = ['MP', 'BH/C1', 'BH', 'DE', 'PS', 'BOARDS'] as const;
type SwissTiebreakCode = (typeof SWISS_TIEBREAK_CODES)[number];

/**
 * The criteria a team ranking may name (competitions.md §6 "Team ranking as data"), each an entry
 * of lib/competitions/team-league/criteria/ranking-criteria.ts. The last four are the seed-001
 * tie-breaks (`tiebreaks` codes BH/C1, BH, PS, BOARDS) under the names of the chain.
 */
export const TEAM_RANKING_CRITERIA = [
  'matchPoints',
  'gamePoints',
  'directEncounter',
  'sonnebornBergerGG',
  'buchholzMP',
  'sonnebornBergerReal',
  'berlinerWertung',
  'buchholzCut1',
  'buchholz',
  'progressive',
  'boardPoints',
  'publishedOrder',
  'sonnebornBergerMG',
  'sonnebornBergerMGCut1',
  'buchholzMPCut1',
] as const;
export type TeamRankingCriterion = (typeof TEAM_RANKING_CRITERIA)[number];

/** The C.07 editions for unplayed rounds (tiebreaks.md). */
export const TEAM_TIEBREAK_EDITIONS = ['fide-2009', 'fide-2023', 'fide-2026'] as const;
export type TeamTiebreakEdition = (typeof TEAM_TIEBREAK_EDITIONS)[number];

/** The seed-001 tie-break codes as criteria of the ranking chain. */
const FROM_TIEBREAK_CODE: Record<SwissTiebreakCode, TeamRankingCriterion> = {
  MP: 'matchPoints',
  'BH/C1': 'buchholzCut1',
  BH: 'buchholz',
  DE: 'directEncounter',
  PS: 'progressive',
  BOARDS: 'boardPoints',
};

export const TeamLeagueRulesSchema = z.object({
  /** "Pierwsza faza systemem szwajcarskim na dystansie 7 rund". */
  swissRounds: z.number().int().min(1).max(30),
  /**
   * Issue 40: a plain team Swiss read from its pairing program's team TRF takes the number of its
   * rounds (`142`, else the rounds the file has) and their dates (`132`, else `042`–`052`) from the
   * file — `swissRounds` and `roundDates` stand only where the file says nothing. A pairing program's
   * file lists every pairing, so a team without a match in a round was absent, not missing.
   */
  roundsFromFile: z.boolean().optional(),
  /**
   * Whether the line-up rules of the regulation (rosters, board order, loans, reserves, vacancies)
   * are checked. Absent: checked (seed 001). An event whose regulation has none of them (a FIDE team
   * Swiss) sets `false`: no violations are looked for and none are shown.
   */
  lineupChecks: z.boolean().optional(),
  /** "3 szachownic męskich i z 1 szachownicy kobiecej (autonomicznej)". */
  menBoards: z.number().int().min(1).max(10),
  /** The women's board follows the men's boards; `false` for a league without one. */
  womenBoard: z.boolean(),
  /** "juniora do 18 lat (ur.1989 i młodsi) z ograniczeniem rankingowym do 1600 włącznie". */
  juniorSubstitute: z.object({ bornFrom: z.number().int(), maxRating: z.number().int() }).nullable(),
  /** "Wakaty może być tylko na ostatnich szachownicach (3 lub 4 szachownicy)". */
  vacanciesAllowedOn: z.array(z.number().int().min(1)),
  /** "do drużyny można zgłosić 5 zawodników rezerwowych" — more cost `fees.extraReserve` each. */
  reservesPerTeam: z.number().int().min(0),
  /** "najpóźniej dwa dni przed rozpoczęciem VI rundy". */
  additionDeadline: z.object({ beforeRound: z.number().int().min(1), daysBefore: z.number().int().min(0) }).nullable(),
  /**
   * "podstawowy zawodnik drugiej lub dalszej drużyny może wystąpić nie więcej niż 3 razy w pierwszym
   * składzie". Our reading (competitions.md §5): after this many appearances for a higher team of
   * the club the player belongs to it, and may no longer play for his own team. Set it to 1 for the
   * stricter literal reading ("w takim przypadku traci prawo" from the first appearance).
   */
  loanAppearances: z.number().int().min(1),
  /**
   * "Zawodnik rezerwowy, który rozegrał więcej niż trzy partie w jednej drużynie, nie może już więcej
   * zagrać … w innej drużynie" — games "łącznie z partiami wygranymi walkowerem"; also between clubs.
   */
  reserveGamesLimit: z.number().int().min(0),
  /** "od czwartej rundy nie mogą się spotkać drużyny z tego samego klubu". */
  sameClubBanFromRound: z.number().int().min(1).nullable(),
  points: z.object({
    /** "Punkty duże - meczowe: wygrana 2 punkty, remis 1, przegrana 0." */
    matchWin: z.number().int(),
    matchDraw: z.number().int(),
    matchLoss: z.number().int(),
    /** "Pauza dla drużyny – punkty małe 2 pkt, meczowe 1 pkt." Game points in half-points. */
    byeGamePoints: z.number().int().min(0),
    byeMatchPoints: z.number().int(),
    /** "Zespół oddający walkower otrzyma dwa ujemne punkty meczowe" (and loses 0–4). */
    forfeitMatchPoints: z.number().int(),
    /** "Drużyna, która odda drugi walkower meczowy zostanie automatycznie wykreślona z rozgrywek." */
    forfeitsToRemoval: z.number().int().min(1).nullable(),
    /**
     * Issue 40: a half-point bye a team asks for (TRF-2026 `240 H`, `HHHH` in its `801` record) — a
     * drawn match's points. Absent: `matchDraw` and half the boards' game points (the FIDE sample's
     * published totals: the Philippines' three `H` rounds give 3 match points and 6 game points).
     * Half-points.
     */
    halfByeGamePoints: z.number().int().min(0).optional(),
    halfByeMatchPoints: z.number().int().optional(),
    /**
     * What a pairing-allocated bye (`UUUU` in a TRF-2026 `801` record, `U` on the players' lines) is
     * worth: `as-bye` the bye above (`byeGamePoints`, `byeMatchPoints`), `as-draw` the half-point bye's (a drawn match's).
     * Absent: `as-bye`. The FIDE sample's published totals count it as `as-draw` (Argentina's `UUUU` in
     * round 14: 1 match point, 2 game points), as FIDE's team events score the team left without an
     * opponent.
     */
    pairingBye: z.enum(['as-bye', 'as-draw']).optional(),
  }),
  /** "O kolejności miejsc drużyn decyduje suma małych punktów, a … kolejno: …" — after game points. */
  tiebreaks: z.array(z.enum(SWISS_TIEBREAK_CODES)),
  /**
   * The whole order of the table (competitions.md §6 "Team ranking as data"), replacing "game
   * points, then `tiebreaks`": most real team events rank by match points first. Absent: game
   * points, then `tiebreaks` (seed 001).
   */
  ranking: z.array(z.enum(TEAM_RANKING_CRITERIA)).min(1).optional(),
  /**
   * How unplayed rounds (byes, forfeited matches, rounds without a pairing) enter
   * sonnebornBergerGG, buchholzMP and sonnebornBergerReal (tiebreaks.md). Absent: by the date of
   * the first round (`roundDates[0]`): before 2023-09-01 fide-2009, until 2026-02-28 fide-2023,
   * then fide-2026; with no date, fide-2023.
   */
  tiebreakEdition: z.enum(TEAM_TIEBREAK_EDITIONS).optional(),
  /**
   * How a team's own unplayed Swiss round (bye, match forfeit) enters Buchholz. Our reading
   * (competitions.md §5): `virtual-opponent`, the fide-2009 way — the round counts against a virtual
   * opponent with the team's game points before the round, the opposite result, then draws; and an
   * opponent's unplayed rounds count as draws in the opponent's score. `actual` sums the opponents'
   * game points as they stand and skips the team's own unplayed rounds.
   */
  buchholzUnplayed: z.enum(['virtual-opponent', 'actual']),
  /**
   * Direct encounter: which points of the matches among the tied teams decide. Our reading: match
   * points ("wynik bezpośredniego spotkania" — the match was won, drawn or lost).
   */
  directEncounterBy: z.enum(['match-points', 'game-points']),
  /** null: no knock-out stage — the final ranking is the Swiss (or round-robin) table. */
  knockout: z.object({
    /** "wyłania się grupa 8 drużyn … aż do dokładnego wyłonienia wszystkich miejsc (1-8, 9-16, itd.)". */
    groupSize: z.number().int().min(2),
    /**
     * "W przypadku remisu w meczu w drugim etapie (dotyczy tylko walki o miejsca 1-8, 1-4, 1-2),
     * decyduje dogrywka … Jeśli ona nie przyniesie rozstrzygnięcia decyduje wyższe miejsce";
     * every other drawn match: the higher Swiss place.
     */
    playoffFor: z.array(z.tuple([z.number().int().min(1), z.number().int().min(1)])),
  }).nullable(),
  boardRanking: z.object({
    /** "minimum 50% partii" on the board, in per cent. */
    minSharePercent: z.number().int().min(1).max(100),
    /**
     * Whether knock-out games count. Our reading: yes (the regulation ranks the boards of the whole
     * league); play-off games at 25 minutes never count — another time control.
     */
    includeKnockout: z.boolean(),
  }),
  /** Amounts in grosze (1 zł = 100 gr); null: the event charges no fees the site computes (no fees table). */
  fees: z.object({
    /** "wpisowe w wysokości 200 zł. … za drugą i następną płaci 50% wpisowego". */
    entry: z.number().int().min(0),
    furtherTeamPercent: z.number().int().min(0).max(100),
    /** "od zawodników z rankingiem FIDE: 15 PLN; od zawodników bez rankingu FIDE: 5 PLN" (regular players). */
    ratedPlayer: z.number().int().min(0),
    unratedPlayer: z.number().int().min(0),
    /** "opłaty 15 PLN za każdego kolejnego zawodnika rezerwowego". */
    extraReserve: z.number().int().min(0),
    /** "Za zgłoszenie drużyny po terminie … dodatkową opłatę w wysokości 50 zł". */
    lateEntry: z.number().int().min(0),
    /** "kara finansowa wysokości 100 PLN" for a forfeited match. */
    forfeitFine: z.number().int().min(0),
    /** "z kaucją 50 zł od drużyny" — shown apart: a deposit is returned. */
    deposit: z.number().int().min(0),
  }).nullable(),
  /** ISO dates of the rounds (round 1 first); needed for the addition deadline. */
  roundDates: z.array(z.string()),
});
export type TeamLeagueRules = z.infer<typeof TeamLeagueRulesSchema>;

/** The presets of team leagues (presets/*.json; seed 001 as the Mazovian association ran it in 2007/08). */
export const TEAM_LEAGUE_CATALOGUE = presetCatalogue({ files: PRESET_FILES, schema: TeamLeagueRulesSchema, defaultPreset: 'mazovia-seniors-2007' });
export const TEAM_LEAGUE_PRESETS: Record<string, TeamLeagueRules> = TEAM_LEAGUE_CATALOGUE.rules;

/** Boards per match: the men's boards and, when there is one, the women's board. */
export function boardCount(rules: Pick<TeamLeagueRules, 'menBoards' | 'womenBoard'>): number {
  return rules.menBoards + (rules.womenBoard ? 1 : 0);
}

/** The order of the table the league uses: `ranking`, or game points then the seed-001 `tiebreaks`. */
export function rankingChain(rules: Pick<TeamLeagueRules, 'ranking' | 'tiebreaks'>): TeamRankingCriterion[] {
  return rules.ranking ?? ['gamePoints', ...rules.tiebreaks.map((c) => FROM_TIEBREAK_CODE[c])];
}

/** tiebreaks.md: the edition by the event's start date unless the rules name one. */
export function tiebreakEditionOf(rules: Pick<TeamLeagueRules, 'tiebreakEdition' | 'roundDates'>): TeamTiebreakEdition {
  if (rules.tiebreakEdition) return rules.tiebreakEdition;
  const start = rules.roundDates[0];
  if (start === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return 'fide-2023';
  return start < '2023-09-01' ? 'fide-2009' : start < '2026-03-01' ? 'fide-2023' : 'fide-2026';
}

/** Whether the league checks the regulation's line-up rules (absent: yes, seed 001). */
export function checksLineups(rules: Pick<TeamLeagueRules, 'lineupChecks'>): boolean {
  return rules.lineupChecks !== false;
}
