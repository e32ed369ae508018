/**
 * The words of the team league's line-up checks (issue 23): each rule's quote from the regulation
 * with its English rendering, and the explanation of a violation from its code and values, Polish
 * and English. A violation (lib/competitions/team-league/lineup-violation.ts) carries no words;
 * pages, the JSON, the command line and the captains' check all say it with
 * `describeViolation(lang, v)`. Counts take their plural form from Intl.PluralRules (plural.ts).
 */
import type { JuniorReason, LineupRule, LineupViolation, Registration, ViolationParams } from '@/lib/competitions/team-league/lineup-violation';
import type { Lang } from '@/lib/i18n/messages';
import { countOf, NOUNS, type EnglishForms, type PolishForms } from '@/lib/i18n/plural';

/** The rules with the regulation's own words (seed 001) and an English rendering for English pages. */
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
    en: 'A regular player of the second or further team may play up to 3 times for the first team; then he loses the right to play for the second or further team until the end.',
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
} as const satisfies Record<LineupRule, { quote: string; en: string }>;

/** "3 razy" / "3 times": how often a player played. */
const TIMES: { pl: PolishForms; en: EnglishForms } = { pl: { one: 'raz', few: 'razy', many: 'razy' }, en: { one: 'time', other: 'times' } };

interface LineupWords {
  /** Where a player is registered. */
  registration(r: Registration): string;
  /** Why a player is no junior substitute. */
  junior(r: JuniorReason): string;
  /** Board numbers as alternatives: "3 lub 4". */
  boards(boards: readonly number[]): string;
  /** A violation's explanation, one entry a rule. */
  violation: { [R in LineupRule]: (p: ViolationParams[R]) => string };
}

const list = (lang: Lang) => new Intl.ListFormat(lang, { type: 'disjunction' });
const LISTS = { pl: list('pl'), en: list('en') };

const pl: LineupWords = {
  registration: (r) => ('reserve' in r ? `rezerwowy nr ${r.reserve} klubu ${r.club}` : `${r.team}, szachownica ${r.board}${r.women ? ' (kobieca)' : ''}`),
  junior: (r) => {
    switch (r.why) {
      case 'sex-unknown':
        return 'płeć nie jest podana';
      case 'no-junior':
        return 'regulamin nie dopuszcza juniora';
      case 'no-birth-year':
        return 'brak daty urodzenia';
      case 'born-before':
        return `urodzony w ${r.born}, przed ${r.from}`;
      case 'rated-above':
        return `ranking ${r.rating} powyżej ${r.max}`;
    }
  },
  boards: (boards) => LISTS.pl.format(boards.map(String)),
  violation: {
    ROSTER_BOARD_MISSING: (p) => `${p.team}: nikt nie jest zgłoszony na szachownicę ${p.board}.`,
    ROSTER_WOMEN_BOARD: (p) => `${p.name} jest zgłoszony na szachownicę kobiecą, a nie jest kobietą ani juniorem do ${p.maxRating ?? '—'} (${pl.junior(p.reason)}).`,
    REGULAR_IN_TWO_TEAMS: (p) => `${p.name} jest już zawodnikiem podstawowym: ${pl.registration(p.at)} (wiersz ${p.line}).`,
    LATE_ADDITION: (p) => `${p.name} został dopisany ${p.added}, po terminie ${p.deadline}.`,
    ADDED_NOT_LAST: (p) => {
      switch (p.case) {
        case 'reserve-after-later':
          return `${p.name} jest na liście rezerwowych za zawodnikiem dopisanym później (wiersz ${p.line}).`;
        case 'on-a-board':
          return `${p.name}, dopisany ${p.added}, stoi na szachownicy ${p.board}, a nie na końcu listy rezerwowych.`;
        case 'after-a-later-date':
          return `${p.name}, dopisany ${p.added}, stoi za zawodnikiem dopisanym ${p.before} (wiersz ${p.line}).`;
      }
    },
    PLAYED_BEFORE_ADDED: (p) => `Runda ${p.round} (${p.date}): ${p.name} został dopisany dopiero ${p.added}.`,
    NOT_ON_ROSTER: (p) => `Runda ${p.round}: ${p.name} nie jest zgłoszony w klubie ${p.club}${p.elsewhere ? ` (jest zgłoszony: ${pl.registration(p.elsewhere)})` : ''}.`,
    BOARD_ORDER: (p) =>
      `Runda ${p.round}: ${p.name} (${pl.registration(p.at)}) gra na szachownicy ${p.board}, niżej niż ${p.above} (${pl.registration(p.aboveAt)}) na szachownicy ${p.aboveBoard}, który w składzie stoi za nim.`,
    WOMEN_BOARD: (p) => {
      const r = p.reason;
      const why =
        r.why === 'woman-on-a-men-board'
          ? `zawodniczka zgłoszona na szachownicę męską (${pl.registration(r.at)}) nie ma prawa gry na szachownicy kobiecej`
          : r.why === 'on-a-men-board'
            ? `jest zgłoszony na szachownicę męską (${pl.registration(r.at)})`
            : `rezerwowy, który nie jest kobietą ani juniorem z limitem rankingu (${pl.junior(r.junior)})`;
      return `Runda ${p.round}: ${p.name} gra na szachownicy kobiecej, a ${why}.`;
    },
    VACANCY: (p) =>
      `Runda ${p.round}: ${p.team} nie wystawia nikogo na szachownicy ${p.board}; ${p.allowed.length === 0 ? 'regulamin nie dopuszcza wakatów' : `wakat może być tylko na szachownicy ${pl.boards(p.allowed)}`}.`,
    HIGHER_TEAM_REGULAR: (p) => `Runda ${p.round}: ${p.name} jest zawodnikiem podstawowym wyższej drużyny (${pl.registration(p.at)}) i nie może grać w drużynie ${p.team}.`,
    LOAN_LIMIT: (p) =>
      `Runda ${p.round}: ${p.name}, zawodnik podstawowy drużyny ${p.own}, zagrał już ${countOf('pl', p.games, TIMES)} w drużynie ${p.higher} i należy do niej; nie może grać w drużynie ${p.team}.`,
    RESERVE_GAMES: (p) =>
      `Runda ${p.round}: ${p.name} rozegrał już ${countOf('pl', p.games, NOUNS.gameAccusative)} w drużynie ${p.other} (więcej niż ${p.limit}) i nie może grać w drużynie ${p.team}.`,
    ONE_PLACE_PER_ROUND: (p) => `Runda ${p.round}: ${p.name} jest już w składzie w tej rundzie (${p.team}, szachownica ${p.board}, wiersz ${p.line}).`,
    SAME_CLUB_MEETING: (p) => `Runda ${p.round}: ${p.home} i ${p.away} są z jednego klubu (${p.club}), a od rundy ${p.from} nie mogą się spotkać.`,
  },
};

const en: LineupWords = {
  registration: (r) => ('reserve' in r ? `reserve no. ${r.reserve} of club ${r.club}` : `${r.team}, board ${r.board}${r.women ? " (women's)" : ''}`),
  junior: (r) => {
    switch (r.why) {
      case 'sex-unknown':
        return 'the sex is not given';
      case 'no-junior':
        return 'the rules allow no junior';
      case 'no-birth-year':
        return 'no birth date';
      case 'born-before':
        return `born in ${r.born}, before ${r.from}`;
      case 'rated-above':
        return `rated ${r.rating}, above ${r.max}`;
    }
  },
  boards: (boards) => LISTS.en.format(boards.map(String)),
  violation: {
    ROSTER_BOARD_MISSING: (p) => `${p.team}: nobody is registered on board ${p.board}.`,
    ROSTER_WOMEN_BOARD: (p) => `${p.name} is registered on the women's board but is neither a woman nor a junior rated at most ${p.maxRating ?? '—'} (${en.junior(p.reason)}).`,
    REGULAR_IN_TWO_TEAMS: (p) => `${p.name} is already a regular player: ${en.registration(p.at)} (line ${p.line}).`,
    LATE_ADDITION: (p) => `${p.name} was added on ${p.added}, after the deadline of ${p.deadline}.`,
    ADDED_NOT_LAST: (p) => {
      switch (p.case) {
        case 'reserve-after-later':
          return `${p.name} is on the reserve list after a player added later (line ${p.line}).`;
        case 'on-a-board':
          return `${p.name}, added on ${p.added}, stands on board ${p.board}, not at the end of the reserve list.`;
        case 'after-a-later-date':
          return `${p.name}, added on ${p.added}, stands after a player added on ${p.before} (line ${p.line}).`;
      }
    },
    PLAYED_BEFORE_ADDED: (p) => `Round ${p.round} (${p.date}): ${p.name} was only added on ${p.added}.`,
    NOT_ON_ROSTER: (p) => `Round ${p.round}: ${p.name} is not registered with club ${p.club}${p.elsewhere ? ` (registered: ${en.registration(p.elsewhere)})` : ''}.`,
    BOARD_ORDER: (p) =>
      `Round ${p.round}: ${p.name} (${en.registration(p.at)}) plays board ${p.board}, below ${p.above} (${en.registration(p.aboveAt)}) on board ${p.aboveBoard}, who comes after him in the roster.`,
    WOMEN_BOARD: (p) => {
      const r = p.reason;
      const why =
        r.why === 'woman-on-a-men-board'
          ? `a woman registered on a men's board (${en.registration(r.at)}) may not play the women's board`
          : r.why === 'on-a-men-board'
            ? `he is registered on a men's board (${en.registration(r.at)})`
            : `a reserve who is neither a woman nor a junior within the rating limit (${en.junior(r.junior)})`;
      return `Round ${p.round}: ${p.name} plays the women's board, but ${why}.`;
    },
    VACANCY: (p) =>
      `Round ${p.round}: ${p.team} leaves board ${p.board} vacant; ${p.allowed.length === 0 ? 'the rules allow no vacancy' : `a vacancy may only be on board ${en.boards(p.allowed)}`}.`,
    HIGHER_TEAM_REGULAR: (p) => `Round ${p.round}: ${p.name} is a regular player of a higher team (${en.registration(p.at)}) and may not play for ${p.team}.`,
    LOAN_LIMIT: (p) =>
      `Round ${p.round}: ${p.name}, a regular player of ${p.own}, has already played ${countOf('en', p.games, TIMES)} for ${p.higher} and belongs to it; he may not play for ${p.team}.`,
    RESERVE_GAMES: (p) =>
      `Round ${p.round}: ${p.name} has already played ${countOf('en', p.games, NOUNS.gameAccusative)} for ${p.other} (more than ${p.limit}) and may not play for ${p.team}.`,
    ONE_PLACE_PER_ROUND: (p) => `Round ${p.round}: ${p.name} is already in a line-up of this round (${p.team}, board ${p.board}, line ${p.line}).`,
    SAME_CLUB_MEETING: (p) => `Round ${p.round}: ${p.home} and ${p.away} are of the same club (${p.club}) and may not meet from round ${p.from} on.`,
  },
};

const LINEUP_WORDS = { pl, en } as const;

/** What a violation is, in `lang`: its rule's explanation with its values. */
export function describeViolation(lang: Lang, v: LineupViolation): string {
  const say = LINEUP_WORDS[lang].violation[v.rule] as (p: LineupViolation['params']) => string;
  return say(v.params);
}

