/** The rules a roster or a line-up can break, each with the regulation's own words (seed 001). */
export const LINEUP_RULES = {
  ROSTER_BOARD_MISSING: {
    quote: 'Obowiązkowe jest zgłoszenie podstawowych zawodników wszystkich składów',
    en: 'The regular players of every team must be registered.',
  },
  ROSTER_WOMEN_BOARD: {
    quote: 'drużyna składa się z 3 szachownic męskich i z 1 szachownicy kobiecej (autonomicznej). Dopuszcza się do gry na 4-tej szachownicy juniora do 18 lat (ur.1989 i młodsi) z ograniczeniem rankingowym do 1600 włącznie, zamiast zawodniczki',
    en: "A team has 3 men's boards and 1 (autonomous) women's board; a junior up to 18 (born 1989 or later) rated at most 1600 may play board 4 instead of a woman.",
  },
  REGULAR_IN_TWO_TEAMS: {
    quote: 'jeden zawodnik nie może zostać zgłoszony jednocześnie do podstawowych składów obu drużyn',
    en: 'No player may be registered in the regular line-ups of two teams at once.',
  },
  LATE_ADDITION: {
    quote: 'Do drużyny można dopisać zawodników (najpóźniej dwa dni przed rozpoczęciem VI rundy)',
    en: 'Players may be added to a team at the latest two days before round 6 begins.',
  },
  ADDED_NOT_LAST: {
    quote: 'Zawodnika dopisanego ustawia się na koniec listy rezerwowych',
    en: 'An added player goes to the end of the reserve list.',
  },
  PLAYED_BEFORE_ADDED: {
    quote: 'Zawodnik może wystąpić po załatwieniu wymaganych formalności i uzyskaniu zgody od sędziego głównego',
    en: 'An added player may play once the formalities are done and the chief arbiter has agreed.',
  },
  NOT_ON_ROSTER: {
    quote: 'Podstawowy zawodnik drużyny … Zawodnicy rezerwowi takiego klubu umieszczeni są na jednej wspólnej dla wszystkich drużyn liście',
    en: "A team plays with its club's registered players: the regular players and the club's one reserve list.",
  },
  BOARD_ORDER: {
    quote: 'kolejność zawodników podana w składzie nie może ulec zmianie w czasie mistrzostw; zawodniczka zgłoszona na szachownicy kobiecej może wystąpić na szachownicy męskiej, za ostatnim mężczyzną',
    en: "The order of the players in the roster may not change during the championship; a woman registered on the women's board may play a men's board after the last man.",
  },
  WOMEN_BOARD: {
    quote: 'Dopuszcza się do gry na 4-tej szachownicy juniora do 18 lat … zamiast zawodniczki; Zawodniczka może być zgłoszona na dowolną szachownicę męską, lecz bez prawa gry na szachownicy kobiecej',
    en: "Board 4 is the women's board: a woman registered for it (or a reserve woman), or a junior up to 18 rated at most 1600; a woman registered on a men's board may not play it.",
  },
  VACANCY: {
    quote: 'Wakaty może być tylko na ostatnich szachownicach (3 lub 4 szachownicy)',
    en: 'Vacancies are allowed only on the last boards (board 3 or 4).',
  },
  HIGHER_TEAM_REGULAR: {
    quote: 'Podstawowy zawodnik drużyny zgłoszonej „wyżej”, nie może zostać wstawiony do składu drugiej lub dalszej drużyny',
    en: "A regular player of a club's higher team may not be put into its second or further team.",
  },
  LOAN_LIMIT: {
    quote: 'podstawowy zawodnik drugiej lub dalszej drużyny może wystąpić nie więcej niż 3 razy w pierwszym składzie, lecz w takim przypadku traci prawo występowania w drugiej lub dalszej drużynie do końca tych rozgrywek',
    en: "A regular player of the second or further team may play up to 3 times for the first team; then he loses the right to play for the second or further team until the end.",
  },
  RESERVE_GAMES: {
    quote: 'Zawodnik rezerwowy, który rozegrał więcej niż trzy partie w jednej drużynie, nie może już więcej zagrać w ramach tego samego turnieju w innej drużynie … (łącznie z partiami wygranymi walkowerem) dotyczy również przechodzenia zawodników między klubami',
    en: 'A reserve who has played more than three games (forfeit wins included) for one team may not play for another team in the same event; this also applies to moves between clubs.',
  },
  ONE_PLACE_PER_ROUND: {
    quote: 'Żaden zawodnik nie może zostać wstawiony do składu obu lub więcej drużyn jednocześnie w ramach tej samej rundy',
    en: 'No player may be put into the line-ups of two or more teams in the same round.',
  },
  SAME_CLUB_MEETING: {
    quote: 'W turnieju szwajcarskim od czwartej rundy nie mogą się spotkać drużyny z tego samego klubu',
    en: 'From round 4 of the Swiss tournament, teams of the same club may not meet.',
  },
} as const;

export type LineupRule = keyof typeof LINEUP_RULES;

export interface LineupViolation {
  rule: LineupRule;
  /** null for a roster rule. */
  round: number | null;
  team: number;
  board: number | null;
  /** The player's name as written, when one player is concerned. */
  player: string | null;
  /** The file and line where the arbiter finds it. */
  file: string;
  line: number;
  /** What happened, in the page's language. */
  explanation: { pl: string; en: string };
}

/** A violation found on one board of one round's line-up: where the arbiter finds it and what happened. */
export function violationAt(
  rule: LineupRule,
  board: { round: number; team: number; board: number; name: string | null; line: number },
  file: string,
  explanation: { pl: string; en: string },
): LineupViolation {
  return { rule, round: board.round, team: board.team, board: board.board, player: board.name, file, line: board.line, explanation };
}
