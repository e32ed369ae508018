// this kind's coded words, merged into the catalogue when first imported (issue 39)
import './team-league-problem-words';
import type { LineupRule } from '@/lib/competitions/team-league/lineup-violation';
import { LINEUP_RULES } from './lineup-words';
import type { FeeItem } from '@/lib/competitions/team-league/club-fees';
import { pluralCategory } from '@/lib/i18n/plural-rule.mjs';
import type { KindWordTable } from '@/lib/i18n/kind-words';

/** A signed whole number with a real minus sign (−2). */
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

/**
 * Words of the team league: its names and its folder's files, its pages, the captains' pages and the
 * arbiter's captains page, Polish and English, one table a component (moved from the components,
 * issue 23; into the kind's folder, issue 39). The English table has the Polish one's keys.
 */

/**
 * The team league's names people read, its title and what each file of its folder holds (the
 * workspace's list, competitions.md §6): merged into the catalogue when the kind registers (lib/i18n/kind-words.ts).
 */
export const TEAM_LEAGUE_KIND_WORDS: KindWordTable<'team-league.json' | 'teams.csv' | 'boards.csv', 'captains'> = {
  pl: {
    group: 'Ligi drużynowe',
    one: 'liga drużynowa',
    label: 'Liga drużynowa',
    title: 'Liga drużynowa: system szwajcarski i mecze o miejsca',
    folder: {
      'team-league.json': 'opis: nazwa, regulamin (preset), pliki składów i wyników, reguły rankingu',
      // issue 40: the team TRF the arbiter already has, named in words
      'teams.csv': 'składy: team,club,board,name,sex,birth,rating (kolejność szachownic, rezerwowi na końcu) — albo plik TRF turnieju drużynowego z rekordami drużyn (013 lub 310): drużyny i składy wzięte z niego, a bez boards.csv także wyniki meczów',
      'boards.csv': 'wyniki na szachownicach: round,home,away,board,home_player,away_player,result — albo drużynowy TRF (rekordy 013)',
    },
    entries: { captains: { label: 'Kapitanowie i zgłoszone mecze', title: 'Kapitanowie i zgłoszone mecze' } },
  },
  en: {
    group: 'Team leagues',
    one: 'team league',
    label: 'Team league',
    title: 'Team league: Swiss, then matches for places',
    folder: {
      'team-league.json': 'the description: name, regulation (preset), the roster and results files, the ranking rules',
      'teams.csv': 'rosters: team,club,board,name,sex,birth,rating (board order, reserves last) — or a team tournament\'s TRF with team records (013 or 310): the teams and rosters are taken from it, and without boards.csv the matches too',
      'boards.csv': 'board results: round,home,away,board,home_player,away_player,result — or a team TRF (013 records)',
    },
    entries: { captains: { label: 'Captains and submitted matches', title: 'Captains and submitted matches' } },
  },
};

/** Issue 40: a team league without a knock-out, under its name (the kind's title says "then matches for places"). */
export const TEAM_SWISS_SUBTITLE = { pl: 'Liga drużynowa: system szwajcarski', en: 'Team league: Swiss system' } as const;

declare module '@/lib/i18n/kind-words' {
  interface KindWordTables {
    'team-league': (typeof TEAM_LEAGUE_KIND_WORDS)['pl'];
  }
}

/** Words of app/components/competitions/team-league/swiss-table.tsx. */
export const SWISS_TABLE_WORDS = {
  pl: {
    caption: (played: number, total: number) => `Faza szwajcarska — po ${played} z ${total} rund`,
    tableCaption: (played: number, total: number) => `Tabela — po ${played} z ${total} rund`,
    rank: 'M-ce',
    team: 'Drużyna',
    lotPending: 'losowanie',
    lotDrawn: 'wg losowania',
    removed: (round: number) => `wykreślona po rundzie ${round}`,
    bye: (game: string, match: number) => `Pauza: ${game} pkt małe i ${match} pkt duże.`,
    forfeit: (boards: number, match: number) => `Walkower: 0–${boards} i ${signed(match)} pkt dużych.`,
    halfBye: (game: string, match: number) => `Pauza półpunktowa: ${game} pkt małe i ${match} pkt duże.`,
    declared: (codes: string) => `Punktacja pomocnicza, którą deklaruje plik TRF (rekord 202): ${codes}.`,
    buchholz: {
      'virtual-opponent': 'W Buchholzu rundę bez gry liczymy jako mecz z wirtualnym przeciwnikiem (sposób FIDE 2009), a niegrane rundy przeciwników jako remisy.',
      actual: 'W Buchholzu liczą się małe punkty przeciwników, jakie mają; rundy bez przeciwnika nic nie dodają.',
    },
  },
  en: {
    caption: (played: number, total: number) => `Swiss phase — after ${played} of ${total} rounds`,
    tableCaption: (played: number, total: number) => `Table — after ${played} of ${total} rounds`,
    rank: 'Rank',
    team: 'Team',
    lotPending: 'lot',
    lotDrawn: 'by lot',
    removed: (round: number) => `removed after round ${round}`,
    bye: (game: string, match: number) => `A bye: ${game} game points and ${match} ${pluralCategory('en', match) === 'one' ? 'match point' : 'match points'}.`,
    forfeit: (boards: number, match: number) => `A forfeited match: 0–${boards} and ${signed(match)} match points.`,
    halfBye: (game: string, match: number) => `A half-point bye: ${game} game points and ${match} ${pluralCategory('en', match) === 'one' ? 'match point' : 'match points'}.`,
    declared: (codes: string) => `The tie-breaks the TRF declares (record 202): ${codes}.`,
    buchholz: {
      'virtual-opponent': 'In Buchholz an unplayed round counts against a virtual opponent (the FIDE 2009 way), and opponents’ unplayed rounds as draws.',
      actual: 'In Buchholz the opponents’ game points count as they stand; rounds without an opponent add nothing.',
    },
  },
} as const;

/** Words of app/components/competitions/team-league/board-rankings.tsx. */
export const BOARD_RANKINGS_WORDS = {
  pl: {
    title: 'Klasyfikacja na szachownicach',
    board: (n: number, women: boolean) => `Szachownica ${n}${women ? ' (kobieca)' : ''}`,
    rank: 'M-ce',
    name: 'Zawodnik',
    team: 'Drużyna',
    points: 'Pkt',
    games: 'Partie',
    percent: '%',
    legend: 'Zawodnika ocenia się na szachownicy, na której rozegrał co najmniej 50% partii (przy równej liczbie na dwóch — na niższej), z wynikami z innych szachownic. Kolejność: punkty, wynik procentowy, miejsce drużyny. Partia wygrana walkowerem liczy się jako rozegrana; dogrywki nie.',
  },
  en: {
    title: 'Board rankings',
    board: (n: number, women: boolean) => `Board ${n}${women ? " (women's)" : ''}`,
    rank: 'Rank',
    name: 'Player',
    team: 'Team',
    points: 'Pts',
    games: 'Games',
    percent: '%',
    legend: 'A player is ranked on the board where they played at least 50 % of their games (equal counts on two boards: the lower board), counting results on other boards too. Order: points, percentage, team place. A game won by forfeit counts as played; play-off games do not.',
  },
} as const;

/** Words of app/components/competitions/team-league/submission-check.tsx. */
export const SUBMISSION_CHECK_WORDS = {
  pl: {
    lineups: 'Sprawdzenie składów',
    ok: 'Składy zgodne z regulaminem.',
    board: (b: number) => `szachownica ${b}`,
    table: 'Tabela po tym meczu',
    team: 'Drużyna',
    before: 'Przed',
    after: 'Po',
    // written out (issue 29, defect 10: "4,5 m., 2 d." was not understood)
    pts: (gp: string, mp: number) => `małe pkt: ${gp}, duże pkt: ${mp}`,
    place: (r: number | null) => (r === null ? '—' : `${r}.`),
  },
  en: {
    lineups: 'Line-up check',
    ok: 'The line-ups keep the regulation.',
    board: (b: number) => `board ${b}`,
    table: 'The table after this match',
    team: 'Team',
    before: 'Before',
    after: 'After',
    pts: (gp: string, mp: number) => `${gp} game ${gp === '1' ? 'point' : 'points'}, ${mp} match ${mp === 1 ? 'point' : 'points'}`,
    place: (r: number | null) => (r === null ? '—' : `${r}.`),
  },
} as const;

/** Words of app/components/competitions/team-league/club-fees.tsx. */
export const CLUB_FEES_WORDS = {
  pl: {
    title: 'Opłaty klubów',
    club: 'Klub',
    items: 'Pozycje',
    total: 'Razem (zł)',
    deposit: 'Kaucja (zł)',
    item: {
      entry: 'wpisowe',
      'further-team-entry': 'wpisowe za kolejne drużyny',
      'late-entry': 'zgłoszenie po terminie',
      'rated-players': 'opłata rankingowa — z rankingiem FIDE',
      'unrated-players': 'opłata rankingowa — bez rankingu FIDE',
      'extra-reserves': 'dodatkowi rezerwowi',
      'forfeit-fines': 'kary za walkowery',
    } satisfies Record<FeeItem, string>,
  },
  en: {
    title: 'Club fees',
    club: 'Club',
    items: 'Items',
    total: 'Total (PLN)',
    deposit: 'Deposit (PLN)',
    item: {
      entry: 'entry fee',
      'further-team-entry': 'entry for further teams',
      'late-entry': 'late registration',
      'rated-players': 'classification fee — FIDE-rated',
      'unrated-players': 'classification fee — unrated',
      'extra-reserves': 'extra reserves',
      'forfeit-fines': 'forfeit fines',
    } satisfies Record<FeeItem, string>,
  },
} as const;

/** Words of app/components/competitions/team-league/rosters.tsx. */
export const ROSTERS_WORDS = {
  pl: {
    title: 'Drużyny i składy',
    board: (b: number, women: boolean) => (women ? `${b} (kobieca)` : String(b)),
    reserve: 'rez.',
    name: 'Zawodnik',
    rating: 'Ranking',
    added: (d: string) => `dopisany ${d}`,
    legend: 'Skład w kolejności szachownic; ostatnia szachownica jest kobieca (może na niej grać junior do 18 lat z rankingiem do 1600). Rezerwowi są na jednej liście klubu, w kolejności zgłoszenia.',
  },
  en: {
    title: 'Teams and rosters',
    board: (b: number, women: boolean) => (women ? `${b} (women’s)` : String(b)),
    reserve: 'res.',
    name: 'Player',
    rating: 'Rating',
    added: (d: string) => `added ${d}`,
    legend: 'Rosters in board order; the last board is the women’s board (a junior up to 18 rated at most 1600 may play it). Reserves are on one list per club, in the order registered.',
  },
} as const;

/** Words of app/components/competitions/team-league/knockout-bracket.tsx. */
export const KNOCKOUT_BRACKET_WORDS = {
  pl: {
    bracket: 'Drabinka',
    title: 'Faza pucharowa — o miejsca',
    places: (a: number, b: number) => `Miejsca ${a}–${b}`,
    round: (n: number) => `Runda ${n}`,
    forPlaces: 'O miejsca',
    match: 'Mecz',
    result: 'Wynik',
    through: 'Dalej / wygrywa',
    bye: 'wolny los',
    unknown: 'zwycięzca wcześniejszego meczu',
    playoff: 'dogrywka',
    status: { 'not-played': 'do rozegrania', 'awaiting-playoff': 'remis — czeka na dogrywkę', 'awaiting-teams': 'czeka na wcześniejsze mecze', decided: '', bye: '' },
    decidedBy: { match: '', forfeit: 'walkower', playoff: 'po dogrywce', 'higher-swiss-place': 'wyższe miejsce w fazie szwajcarskiej' },
    notYet: 'Faza pucharowa zacznie się po ostatniej rundzie systemem szwajcarskim.',
    ranking: 'Klasyfikacja końcowa',
    place: 'Miejsce',
    team: 'Drużyna',
    legend: 'Schemat: A 1–8, B 4–5, C 3–6, D 2–7; zwycięzcy A–B i C–D, potem finał; przegrani grają dalej tym samym schematem aż do ustalenia wszystkich miejsc (9–16 tak samo). Remis w meczu o miejsca 1–8, 1–4 i 1–2: dogrywka tempem 25 minut odwrotnymi kolorami, a gdy i ona nie rozstrzygnie — wyższe miejsce z fazy szwajcarskiej; w pozostałych meczach od razu wyższe miejsce.',
  },
  en: {
    bracket: 'Bracket',
    title: 'Knock-out for places',
    places: (a: number, b: number) => `Places ${a}–${b}`,
    round: (n: number) => `Round ${n}`,
    forPlaces: 'For places',
    match: 'Match',
    result: 'Result',
    through: 'Goes through / wins',
    bye: 'bye',
    unknown: 'winner of an earlier match',
    playoff: 'play-off',
    status: { 'not-played': 'to be played', 'awaiting-playoff': 'drawn — play-off to come', 'awaiting-teams': 'awaiting earlier matches', decided: '', bye: '' },
    decidedBy: { match: '', forfeit: 'forfeit', playoff: 'after the play-off', 'higher-swiss-place': 'higher Swiss place' },
    notYet: 'The knock-out starts after the last Swiss round.',
    ranking: 'Final ranking',
    place: 'Place',
    team: 'Team',
    legend: 'Scheme: A 1–8, B 4–5, C 3–6, D 2–7; the winners of A–B and C–D, then the final; losers keep playing by the same scheme until every place is decided (9–16 likewise). A drawn match for places 1–8, 1–4 and 1–2: a play-off at 25 minutes with reversed colours, and if still drawn the higher Swiss place; in every other match the higher Swiss place at once.',
  },
} as const;

/** Words of app/components/competitions/team-league/rounds.tsx. */
export const ROUNDS_WORDS = {
  pl: {
    title: 'Rundy i mecze',
    none: 'Jeszcze nie ma wyników.',
    round: (r: number, swiss: number) => (r <= swiss ? `Runda ${r}` : `Runda ${r} (mecze o miejsca)`),
    bye: 'pauza',
    board: 'Szach.',
    forfeit: (who: string) => `walkower — nie przyjechała ${who} (0–4, −2 pkt duże)`,
    both: 'żadna z drużyn',
    removed: 'walkower — drużyna wykreślona',
    vacant: 'wakat',
    pending: 'bez wyniku',
    playoff: 'dogrywka',
    results: { '1-0': '1–0', '0-1': '0–1', '=': '½–½', '+/-': '+–− (walkower)', '-/+': '−–+ (walkower)', '-/-': '−–− (obaj nieobecni)' },
  },
  en: {
    title: 'Rounds and matches',
    none: 'No results yet.',
    round: (r: number, swiss: number) => (r <= swiss ? `Round ${r}` : `Round ${r} (matches for places)`),
    bye: 'bye',
    board: 'Bd',
    forfeit: (who: string) => `forfeited — ${who} did not come (0–4, −2 match points)`,
    both: 'neither team',
    removed: 'forfeited — the team was removed',
    vacant: 'vacancy',
    pending: 'no result',
    playoff: 'play-off',
    results: { '1-0': '1–0', '0-1': '0–1', '=': '½–½', '+/-': '+–− (forfeit)', '-/+': '−–+ (forfeit)', '-/-': '−–− (both absent)' },
  },
} as const;

/** Words of app/components/competitions/team-league/lineup-violations.tsx. */
export const LINEUP_VIOLATIONS_WORDS = {
  pl: {
    title: 'Nieprawidłowe składy',
    none: 'Nie znaleziono naruszeń regulaminu w zgłoszeniach i składach.',
    round: 'Runda',
    roster: 'zgłoszenie',
    team: 'Drużyna',
    board: 'Szach.',
    what: 'Co się stało',
    rule: 'Przepis',
    where: (file: string, line: number) => `${file}, wiersz ${line}`,
    verdict: 'Program wskazuje naruszenia; o weryfikacji wyniku decyduje sędzia główny („Błędne ustawienie składu drużyny powoduje weryfikacje wszystkich zawodników grających na niewłaściwych szachownicach”).',
    /** After the regulation's Polish quote: nothing on a Polish page, the rule in English on an English one. */
    ruleGloss: (_rule: LineupRule): string | null => null,
  },
  en: {
    title: 'Line-up violations',
    none: 'No rule is broken by the rosters and line-ups.',
    round: 'Round',
    roster: 'roster',
    team: 'Team',
    board: 'Board',
    what: 'What happened',
    rule: 'Rule',
    where: (file: string, line: number) => `${file}, line ${line}`,
    verdict: 'The program points violations out; the chief arbiter decides the verdict (the regulation: a wrong line-up has the results of every player on a wrong board verified).',
    ruleGloss: (rule: LineupRule): string | null => LINEUP_RULES[rule].en,
  },
} as const;

/** Words of app/components/competitions/team-league/captain/captain-form.tsx. */
export const CAPTAIN_FORM_WORDS = {
  pl: {
    round: 'Runda',
    opponent: 'Przeciwnik',
    side: 'Moja drużyna gra',
    home: 'u siebie (gospodarz)',
    away: 'na wyjeździe (gość)',
    forfeit: 'Walkower meczu',
    noForfeit: 'nie — mecz rozegrany',
    forfeitBy: (t: string) => `nie przyjechała: ${t}`,
    both: 'obie drużyny',
    board: (b: number) => `Szachownica ${b}`,
    vacant: '— wakat (brak zawodnika)',
    result: 'Wynik (gospodarz – gość)',
    results: { '1-0': '1–0', '1/2-1/2': '½–½', '0-1': '0–1', '+/-': '+–− (walkower dla gospodarza)', '-/+': '−–+ (walkower dla gościa)', '-/-': '−–− (obaj nieobecni)' },
    choose: '— wybierz —',
    preview: 'Sprawdź',
    submit: 'Wyślij sędziemu',
  },
  en: {
    round: 'Round',
    opponent: 'Opponent',
    side: 'My team plays',
    home: 'at home (host)',
    away: 'away (guest)',
    forfeit: 'Forfeited match',
    noForfeit: 'no — the match was played',
    forfeitBy: (t: string) => `did not come: ${t}`,
    both: 'both teams',
    board: (b: number) => `Board ${b}`,
    vacant: '— vacancy (no player)',
    result: 'Result (home – away)',
    results: { '1-0': '1–0', '1/2-1/2': '½–½', '0-1': '0–1', '+/-': '+–− (home wins by forfeit)', '-/+': '−–+ (away wins by forfeit)', '-/-': '−–− (both absent)' },
    choose: '— choose —',
    preview: 'Check',
    submit: 'Send to the arbiter',
  },
} as const;

/** Words of app/components/competitions/team-league/captain/captain-page.tsx (`/captain/{slug}`). */
export const _SLUG_PAGE_WORDS = {
  pl: {
    title: (team: string) => `Wynik meczu — ${team}`,
    intro: 'Wpisz wynik meczu swojej drużyny szachownica po szachownicy. „Sprawdź” pokazuje kontrolę składów i tabelę po meczu; „Wyślij” przekazuje wynik sędziemu — do tabeli trafi po jego zatwierdzeniu.',
    noAccess: 'To konto nie jest kapitanem tej drużyny.',
    back: 'Moje drużyny',
    public: 'Strona ligi',
    mine: 'Moje zgłoszenia',
    status: { pending: 'czeka na sędziego', confirmed: 'zatwierdzone', rejected: 'odrzucone' },
    round: (r: number) => `runda ${r}`,
    cannot: 'Nie można teraz zgłaszać wyników:',
  },
  en: {
    title: (team: string) => `Match result — ${team}`,
    intro: 'Enter your team’s match board by board. “Check” shows the line-up check and the table after the match; “Send” passes it to the arbiter — it counts once the arbiter confirms it.',
    noAccess: 'This account is not the captain of this team.',
    back: 'My teams',
    public: 'League page',
    mine: 'My submissions',
    status: { pending: 'waiting for the arbiter', confirmed: 'confirmed', rejected: 'rejected' },
    round: (r: number) => `round ${r}`,
    cannot: 'Results cannot be sent now:',
  },
} as const;

/** Words of app/[lang]/arbiter/competitions/[slug]/captains/page.tsx. */
export const CAPTAINS_PAGE_WORDS = {
  pl: {
    title: 'Kapitanowie i zgłoszone mecze',
    back: 'Wszystkie rozgrywki',
    pending: 'Zgłoszenia czekające na zatwierdzenie',
    none: 'Brak zgłoszeń.',
    by: (email: string, at: string) => `zgłosił ${email}, ${at.slice(0, 16).replace('T', ' ')} UTC`,
    round: (r: number) => `Runda ${r}`,
    forfeit: (who: string) => `walkower: nie przyjechała ${who}`,
    vacant: 'wakat',
    confirm: 'Zatwierdź (nowa wersja pliku wyników)',
    reject: 'Odrzuć',
    reason: 'Powód (kapitan go zobaczy)',
    noLonger: 'Mecz nie pasuje już do wyników ligi:',
    captains: 'Kapitanowie',
    noCaptains: 'Brak kapitanów.',
    grant: 'Nadaj kapitana drużyny',
    team: 'Drużyna',
    email: 'E-mail',
    password: 'Hasło (tylko dla nowego konta, min. 10 znaków)',
    grantSubmit: 'Nadaj',
    revoke: 'Odbierz uprawnienia',
    captain: 'Kapitan',
    revokeHelp: 'Odebranie uprawnień nie usuwa konta; czekające zgłoszenia tego kapitana zostają do decyzji sędziego.',
    grantHelp: 'Istniejące konto dostaje uprawnienie kapitana tej drużyny; nowy adres — nowe konto kapitana z podanym hasłem.',
    cannot: 'Ta liga jeszcze się nie liczy:',
    both: 'obie drużyny',
    decided: 'Rozpatrzone ostatnio',
    confirmed: (file: string, version: number | null) => `zatwierdzone — ${file}, wersja ${version ?? ''}`,
    rejected: (reason: string | null) => `odrzucone: ${reason ?? ''}`,
  },
  en: {
    title: 'Captains and submitted matches',
    back: 'All competitions',
    pending: 'Submissions waiting for confirmation',
    none: 'No submissions.',
    by: (email: string, at: string) => `sent by ${email}, ${at.slice(0, 16).replace('T', ' ')} UTC`,
    round: (r: number) => `Round ${r}`,
    forfeit: (who: string) => `forfeited: ${who} did not come`,
    vacant: 'vacancy',
    confirm: 'Confirm (a new version of the results file)',
    reject: 'Reject',
    reason: 'Reason (the captain sees it)',
    noLonger: 'The match no longer fits the league’s results:',
    captains: 'Captains',
    noCaptains: 'No captains.',
    grant: 'Make a team’s captain',
    team: 'Team',
    email: 'E-mail',
    password: 'Password (a new account only, at least 10 characters)',
    grantSubmit: 'Grant',
    revoke: 'Revoke',
    captain: 'Captain',
    revokeHelp: 'Revoking keeps the account; this captain’s pending submissions stay for the arbiter to decide.',
    grantHelp: 'An existing account becomes this team’s captain; a new address gets a new captain account with the password given.',
    cannot: 'This league does not compute yet:',
    both: 'both teams',
    decided: 'Decided lately',
    confirmed: (file: string, version: number | null) => `confirmed — ${file}, version ${version ?? ''}`,
    rejected: (reason: string | null) => `rejected: ${reason ?? ''}`,
  },
} as const;
