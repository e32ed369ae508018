import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Problem as CompetitionProblem } from '@/lib/problem';
import { LEAGUE_LOADER_CODES } from '@/lib/competitions/round-robin-league/league-problems';
import { ROUND_ROBIN_LEAGUE_KIND } from '@/lib/competitions/round-robin-league/round-robin-league-kind';
import { EVENT_PROBLEM_CODES } from '@/lib/competitions/swiss-open/event-problems';
import { SWISS_OPEN_KIND } from '@/lib/competitions/swiss-open/swiss-open-kind';
import { TEAM_LEAGUE_CODES } from '@/lib/competitions/team-league/team-league-problems';
import { TEAM_LEAGUE_KIND } from '@/lib/competitions/team-league/team-league-kind';
import { CATALOGUE, hasMessage } from '@/lib/i18n/catalogue';
import { describe as describeProblem } from '@/lib/i18n/t';
import { loadSeason } from '@/lib/season/season-folder';
import { SEASON_LOADER_CODES, type SeasonProblem } from '@/lib/season/season-problems';

const fixture = (kind: string, folder: string) => join(process.cwd(), 'tests', 'fixtures', 'competitions', kind, folder);
const bytes = (s: string) => new TextEncoder().encode(s);
/** A fixture folder's reader with some files replaced. */
const reader = (dir: string, replace: Record<string, string> = {}) => (name: string) => {
  if (name in replace) return bytes(replace[name]!);
  try {
    return new Uint8Array(readFileSync(join(dir, name)));
  } catch {
    return null;
  }
};
const spb = fixture('round-robin-league', 'spb-2017');
const amplico = fixture('swiss-open', 'amplico-2024');
const spbText = (name: string) => readFileSync(join(spb, name), 'utf8');

/** Every problem (errors and warnings) the page's loader gives for the folder. */
function problemsOf(load: (read: (n: string) => Uint8Array | null) => { ok: boolean; warnings: CompetitionProblem[]; errors?: CompetitionProblem[] }, read: (n: string) => Uint8Array | null): CompetitionProblem[] {
  const r = load(read) as { ok: boolean; warnings: CompetitionProblem[]; errors?: CompetitionProblem[] };
  return [...(r.errors ?? []), ...r.warnings];
}
const league = (replace: Record<string, string>) => problemsOf((r) => ROUND_ROBIN_LEAGUE_KIND.load(r), reader(spb, replace));
const open = (replace: Record<string, string>) => problemsOf((r) => SWISS_OPEN_KIND.load(r), reader(amplico, replace));
const pl = (p: CompetitionProblem) => describeProblem('pl', p);

describe('every code the loaders of leagues and opens give is in the catalogue, in Polish and English', () => {
  const codes = [...LEAGUE_LOADER_CODES, ...EVENT_PROBLEM_CODES];

  test('the code lists come from the libraries (league, TRF reader, open)', () => {
    expect(LEAGUE_LOADER_CODES).toContain('CSV_BAD_ROUND');
    expect(LEAGUE_LOADER_CODES).toContain('TRF_BAD_ROUND');
    expect(LEAGUE_LOADER_CODES).toContain('EXCLUSION_NOT_DUE');
    expect(EVENT_PROBLEM_CODES).toContain('GAMES_BAD_RESULT');
    expect(new Set(codes).size).toBeGreaterThan(80);
  });

  test.each(codes)('%s', (code) => {
    expect(hasMessage(code), code).toBe(true);
    const entry = CATALOGUE[code as keyof typeof CATALOGUE] as { pl: (p: object) => string; en: (p: object) => string };
    for (const lang of ['pl', 'en'] as const) {
      const text = entry[lang]({});
      expect(typeof text).toBe('string');
      expect(text.length).toBeGreaterThan(5);
    }
    expect(entry.pl({})).not.toBe(entry.en({}));
  });

  test('the workspace’s own: a stale preview and the exclusion’s decision', () => {
    for (const code of ['FILES_CHANGED', 'EXCLUSION_PREVIEW', 'EXCLUSION_CONFIRMED', 'EXCLUSION_UNDONE', 'EXCLUSION_REFUSED', 'EXCLUSION_ANNULLED', 'EXCLUSION_FORFEITED']) expect(hasMessage(code), code).toBe(true);
  });
});

describe('a Polish page says what the loader found in Polish, with its values', () => {
  test.each([
    {
      label: 'a round that is not a number (postponements.csv)',
      problems: () => league({ 'postponements.csv': `${spbText('postponements.csv')}liga-1-1,x,7,5,,,yes,\n` }),
      code: 'CSV_BAD_ROUND',
      text: 'wiersz 10: „x” nie jest numerem rundy.',
    },
    {
      label: 'an opponent who is not the scheduled one',
      problems: () => league({ 'postponements.csv': `${spbText('postponements.csv')}liga-1-1,8,9,3,,,yes,\n` }),
      code: 'OPPONENT_MISMATCH',
      text: 'wiersz 10: Liga „Лига 1.1”: W 8. rundzie zawodnik 9 gra z 10, nie z 3.',
    },
    {
      label: 'an excluded start number not in the league',
      problems: () => league({ 'league.json': spbText('league.json').replace('"excluded": [3, 7]', '"excluded": [3, 7, 42]') }),
      code: 'EXCLUDED_NOT_IN_LEAGUE',
      text: 'Liga „liga-1-1”: wykluczony numer startowy 42 nie jest zawodnikiem ligi.',
    },
    {
      label: 'an exclusion no rule explains (a warning)',
      problems: () => league({ 'league.json': spbText('league.json').replace('"excluded": [3, 7]', '"excluded": [1, 3, 7]') }),
      code: 'EXCLUDED_WITHOUT_RULE',
      text: 'Liga „liga-1-1”: zawodnik 1 jest wykluczony, choć żadna przesłanka wykluczenia nie zachodzi (stosuje się decyzję sędziego).',
    },
    {
      label: 'a made-up date on an absence',
      problems: () => league({ 'postponements.csv': spbText('postponements.csv').replace('liga-1-1,4,3,2,,,,', 'liga-1-1,4,3,2,,,,2017-11-26') }),
      code: 'MADE_UP_AFTER_ABSENCE',
      text: 'wiersz 8: Liga „Лига 1.1”: Runda 4, 2–3: zawodnik 3 nie przyszedł bez uprzedzenia, więc partia jest przegrana i nie może być odrobiona 26.11.2017.',
    },
    {
      label: 'a game of an open with a result that is none',
      problems: () => open({ 'games.csv': 'stage,round,white,black,result\nplayoff,1,4,5,2-0\n' }),
      code: 'GAMES_BAD_RESULT',
      text: 'wiersz 2: Wynik „2-0” nie jest jednym z 1-0, 0-1, 1/2-1/2, +/-, -/+ (albo pusty: partia jeszcze nierozegrana).',
    },
    {
      label: 'a player of an open who plays himself',
      problems: () => open({ 'games.csv': 'stage,round,white,black,result\nplayoff,1,4,4,1-0\n' }),
      code: 'GAMES_SAME_PLAYER',
      text: 'wiersz 2: Zawodnik 4 nie może grać sam ze sobą.',
    },
    {
      label: 'an open’s Swiss file that is not a TRF (the reader’s own code said in Polish)',
      problems: () => open({ 'swiss.trf': '012 Open\n' }),
      code: 'TRF',
      text: 'Plik TRF nie zawiera zawodników (wierszy 001).',
    },
  ])('$label', ({ problems, code, text }) => {
    const found = problems().find((p) => p.code === code);
    expect(found, code).toBeDefined();
    expect(pl(found!)).toBe(text);
  });

  test('no Polish sentence is left with an empty value or in English', () => {
    const all = [
      ...league({ 'postponements.csv': `${spbText('postponements.csv')}liga-1-1,x,7,5,,,maybe,2017-13-01\nliga-9,1,1,2,,,,\n` }),
      ...league({ 'league.json': spbText('league.json').replace('"excluded": [3, 7]', '"excluded": [1, 3, 7, 42]') }),
      ...open({ 'games.csv': 'stage,round,white,black,result\nplayoff,1,4,5,2-0\nnowhere,1,4,5,1-0\nplayoff,Z,4,5,1-0\nplayoff,1,x,5,1-0\nplayoff,1,999,5,1-0\n' }),
    ];
    expect(new Set(all.map((p) => p.code)).size).toBeGreaterThanOrEqual(8);
    for (const p of all) {
      const text = pl(p);
      expect(text, p.code).not.toMatch(/„”|\(\)|undefined|\bnull\b/);
      expect(text, p.code).not.toBe(inEnglish(p).message);
      expect(text, p.code).not.toMatch(/\b(the|is not|player)\b/);
    }
  });
});

/** The team league (issue 10): its loader, its team TRF reader, the captains' submissions. */
const teamTrf = fixture('team-league', 'team-trf');
const TEAM_TRF = readFileSync(join(teamTrf, 'boards.trf'), 'utf8');
const TEAMS = 'team,club,board,name,sex,birth,rating\nT1,Club 1,1,Player 1,m,1950,1800\nT2,Club 2,1,Player 2,m,1950,1800\n';
const ONE_BOARD = { menBoards: 1, womenBoard: false, vacanciesAllowedOn: [] };
/** An inline league of two one-board teams, with the given files replaced. */
const teamLeague = (replace: Record<string, string>, rules: object = ONE_BOARD) =>
  problemsOf(
    (r) => TEAM_LEAGUE_KIND.load(r),
    reader(teamTrf, { 'team-league.json': JSON.stringify({ name: 'Test', preset: 'mazovia-seniors-2007', teams: 'teams.csv', boards: 'boards.csv', rules }), 'teams.csv': TEAMS, 'boards.csv': 'round,home,away,board,home_player,away_player,result\n', ...replace }),
  );
/** The fixture league reading its results from an edited team TRF. */
const teamTrfLeague = (trf: string) => problemsOf((r) => TEAM_LEAGUE_KIND.load(r), reader(teamTrf, { 'boards.trf': trf }));
/** The CAPTAIN_… codes the captains' use cases and actions give (their source, so a new one cannot go untranslated). */
const CAPTAIN_CODES = [
  ...new Set(
    [['server', 'competitions', 'team-league', 'captains', 'league-folder.ts'], ['server', 'competitions', 'team-league', 'captains', 'grants.ts'], ['server', 'competitions', 'team-league', 'captains', 'submissions.ts'], ['server', 'competitions', 'team-league', 'captains', 'confirmation.ts'], ['app', 'components', 'competitions', 'team-league', 'captain', 'actions.ts'], ['app', 'components', 'competitions', 'team-league', 'entry', 'actions.ts']].flatMap((p) => readFileSync(join(process.cwd(), ...p), 'utf8').match(/'CAPTAIN_[A-Z_]+'/g)!.map((c) => c.slice(1, -1))),
  ),
];

describe('every code the team league gives is in the catalogue, in Polish and English', () => {
  test('the lists come from the library and the captains’ use cases', () => {
    expect(TEAM_LEAGUE_CODES).toContain('TRF_BOARD_MISMATCH');
    expect(TEAM_LEAGUE_CODES).toContain('TEAM_DUPLICATE_PLAYER');
    expect(TEAM_LEAGUE_CODES).toContain('TRF_NOT_MIRRORED');
    expect(CAPTAIN_CODES).toContain('CAPTAIN_REVOKED');
    expect(CAPTAIN_CODES).toContain('CAPTAIN_REVOKED_DONE');
    expect(CAPTAIN_CODES.length).toBeGreaterThan(10);
  });

  test.each([...TEAM_LEAGUE_CODES, ...CAPTAIN_CODES])('%s', (code) => {
    expect(hasMessage(code), code).toBe(true);
    const entry = CATALOGUE[code as keyof typeof CATALOGUE] as { pl: (p: object) => string; en: (p: object) => string };
    expect(entry.pl({}).length).toBeGreaterThan(5);
    expect(entry.en({}).length).toBeGreaterThan(5);
    expect(entry.pl({})).not.toBe(entry.en({}));
  });
});

describe('a Polish page says what the team league’s files have wrong in Polish, with their values', () => {
  test.each([
    {
      label: 'a round that is not a number (boards.csv)',
      problems: () => teamLeague({ 'boards.csv': 'round,home,away,board,home_player,away_player,result\nx,T1,T2,1,Player 1,Player 2,1-0\n' }),
      code: 'BAD_ROUND',
      text: 'wiersz 2: Runda „x” nie jest numerem rundy 1, 2, …',
    },
    {
      label: 'an away team not in teams.csv',
      problems: () => teamLeague({ 'boards.csv': 'round,home,away,board,home_player,away_player,result\n1,T1,T9,1,Player 1,x,1-0\n' }),
      code: 'UNKNOWN_TEAM',
      text: 'wiersz 2: Gość „T9” nie występuje w pliku drużyn (przy pauzie wpisz BYE).',
    },
    {
      label: 'a vacant board with a result',
      problems: () => teamLeague({ 'boards.csv': 'round,home,away,board,home_player,away_player,result\n1,T1,T2,1,,Player 2,1-0\n' }),
      code: 'VACANCY_RESULT',
      text: 'wiersz 2: Szachownica 1: gospodarz nie wystawił zawodnika, więc wynik to -/+, nie „1-0”.',
    },
    {
      label: 'a player twice in a club (teams.csv)',
      problems: () => teamLeague({ 'teams.csv': 'team,club,board,name,sex,birth,rating\nT,C,1,a,m,1950,1800\nU,C,1,A,m,1950,1800\n' }),
      code: 'TEAM_DUPLICATE_PLAYER',
      text: 'wiersz 3: „A” jest już na liście klubu „C” (wiersz 2); zawodnika zgłasza się w klubie raz.',
    },
    {
      label: 'a rating that is not a number',
      problems: () => teamLeague({ 'teams.csv': 'team,club,board,name,sex,birth,rating\nT,C,1,a,m,1950,abc\n' }),
      code: 'TEAM_BAD_RATING',
      text: 'wiersz 2: Ranking „abc” nie jest liczbą całkowitą.',
    },
    {
      label: 'a missing column',
      problems: () => teamLeague({ 'teams.csv': 'team,club,board,name,sex,birth\nT,C,1,a,m,1950\n' }),
      code: 'MISSING_COLUMN',
      text: 'wiersz 1: W nagłówku brak kolumny rating.',
    },
    {
      label: 'an unknown rule (a warning)',
      problems: () => teamLeague({}, { ...ONE_BOARD, tieBreaks: 1 }),
      code: 'TEAM_UNKNOWN_RULE',
      text: 'wiersz 1: Nieznana zasada „tieBreaks” w team-league.json — pominięto.',
    },
    {
      label: 'a player of the team TRF in no team record',
      problems: () => teamTrfLeague(TEAM_TRF.replace(/013 Jastrząb( +)9   10   11   12   21/, '013 Jastrząb$19   10   11   12')),
      code: 'TRF_PLAYER_WITHOUT_TEAM',
      text: 'wiersz 24: Kruk,Olaf (numer startowy 21) ma partie, ale nie należy do żadnej drużyny (rekord 013).',
    },
    {
      label: 'a start number in two team records',
      problems: () => teamTrfLeague(TEAM_TRF.replace(/013 Żuraw( +)17/, '013 Żuraw$1 1')),
      code: 'TRF_MEMBER_TWICE',
      text: expect.stringMatching(/^wiersz 29: Numer startowy 1 \(.+\) jest już w drużynie „Orzeł” \(wiersz \d+\)\.$/),
    },
    {
      label: 'the TRF reader’s own code, said in Polish',
      problems: () => teamTrfLeague('012 Liga\r\n013 Orzeł    1\r\n'),
      code: 'TRF_FILE',
      text: 'Plik TRF nie zawiera zawodników (wierszy 001).',
    },
  ])('$label', ({ problems, code, text }) => {
    const all = problems();
    const found = all.find((p) => p.code === code);
    expect(found, `${code} in ${all.map((p) => p.code).join(', ')}`).toBeDefined();
    expect(pl(found!)).toEqual(text);
  });

  test('no Polish sentence is left with an empty value or in English', () => {
    const all = [
      ...teamLeague({ 'boards.csv': 'round,home,away,board,home_player,away_player,result\nx,T1,T2,1,a,b,1-0\n1,T1,T9,1,a,b,1-0\n1,T1,T1,1,a,b,1-0\n1,T1,T2,7,a,b,1-0\n1,T1,T2,1,Player 1,Player 2,2-0\n2,T1,BYE,1,,,\n' }),
      ...teamLeague({ 'teams.csv': 'team,club,board,name,sex,birth,rating,added\nT,C,1,a,x,19x,1800,\nT,D,2,b,m,1950,1800,\nU,E,X,c,m,1950,1800,\nV,F,1,,m,1950,1800,\nW,G,R,d,m,1950,1800,2007-13-01\n' }),
      ...teamTrfLeague(TEAM_TRF.replace(/013 Żuraw( +)17/, '013 Żuraw$1 1')),
      ...teamTrfLeague(`${TEAM_TRF}\r\n013 Orzeł                             22\r\n`),
    ];
    expect(new Set(all.map((p) => p.code)).size).toBeGreaterThanOrEqual(8);
    for (const p of all) {
      const text = pl(p);
      expect(text, p.code).not.toMatch(/„”|\(\)|undefined|\bnull\b/);
      expect(text, p.code).not.toBe(inEnglish(p).message);
      expect(text, p.code).not.toMatch(/\b(the|is not|player|team)\b/);
    }
  });
});

/** The Grand Prix season folder (lib/season/season-folder.ts: `gp standings`, `gp import`): season.json and the files it names. */
const gpSeason = join(process.cwd(), 'tests', 'fixtures', 'seasons', 'season-registry-mixed');
const gpJson = () => JSON.parse(readFileSync(join(gpSeason, 'season.json'), 'utf8'));
/** Every problem of the season folder with season.json replaced by `json` (a string as it is, else as JSON) and other files replaced. */
const gpProblems = (json: unknown, replace: Record<string, string> = {}): SeasonProblem[] => {
  const r = loadSeason(reader(gpSeason, { ...(json === undefined ? {} : { 'season.json': typeof json === 'string' ? json : JSON.stringify(json, null, 2) }), ...replace }));
  return r.ok ? r.warnings : r.errors;
};
const gpTournaments = (edit: (t: Record<string, unknown>, i: number) => Record<string, unknown>) => {
  const j = gpJson();
  return { ...j, tournaments: j.tournaments.map(edit) };
};

describe('the Grand Prix season folder’s problems are codes, said in Polish and in the English gp prints', () => {
  test.each([...SEASON_LOADER_CODES, 'TOURNAMENT_ID_FORM'])('%s', (code) => {
    expect(hasMessage(code), code).toBe(true);
    const entry = CATALOGUE[code as keyof typeof CATALOGUE] as { pl: (p: object) => string; en: (p: object) => string };
    expect(entry.pl({}).length).toBeGreaterThan(5);
    expect(entry.pl({})).not.toBe(entry.en({}));
  });

  test.each([
    {
      label: 'season.json that is not JSON',
      problems: () => gpProblems('{\n  "name": "x",\n  "year": 2024,,\n}\n'),
      code: 'SEASON_JSON_INVALID',
      pl: 'season.json, wiersz 3: season.json nie jest poprawnym plikiem JSON — sprawdź przecinki, cudzysłowy i nawiasy.',
      en: 'season.json line 3: not valid JSON (Expected double-quoted property name in JSON at position 32); check commas, quotes and brackets',
    },
    {
      label: 'a tournament id with a space (the schema’s own refinement)',
      problems: () => gpProblems(gpTournaments((t, i) => (i === 0 ? { ...t, id: 'gp 01' } : t))),
      code: 'SEASON_JSON_INVALID',
      pl: 'season.json: Pole „tournaments[0].id” w season.json: użyj liter, cyfr, - i _.',
      en: 'season.json: tournaments[0].id: use letters, digits, - and _ only',
    },
    {
      label: 'a year that is no whole number (zod’s issue as params)',
      problems: () => gpProblems({ ...gpJson(), year: 2024.5 }),
      code: 'SEASON_JSON_INVALID',
      pl: expect.stringMatching(/^season\.json: Pole „year” w season\.json: /),
      en: 'season.json: year: Invalid input: expected int, received number',
    },
    {
      label: 'an unknown preset',
      problems: () => gpProblems({ ...gpJson(), preset: 'nope' }),
      code: 'SEASON_RULES',
      pl: expect.stringMatching(/^season\.json: Zasady sezonu \(regulamin „preset” lub pole „rules” w season\.json\) są nieprawidłowe: nieznany regulamin „nope” \(znane: warmia-mazury-2018, .+\)\.$/),
      en: expect.stringMatching(/^season\.json: unknown preset "nope" \(known: warmia-mazury-2018, .+\)$/),
    },
    {
      label: 'a rule the preset does not know (a warning)',
      problems: () => gpProblems({ ...gpJson(), rules: { region: 'warmińsko-mazurskie', colour: 'blue' } }),
      code: 'RULE_IGNORED',
      pl: 'season.json: nieznana zasada „colour” — pominięto',
      en: 'season.json: unknown rule "colour" ignored',
    },
    {
      label: 'a tournament id used twice',
      problems: () => gpProblems(gpTournaments((t, i) => (i === 3 ? { ...t, id: 'gp01' } : t))),
      code: 'SEASON_TOURNAMENT_ID_TWICE',
      pl: 'season.json, wiersz 28: Identyfikator turnieju „gp01” występuje dwa razy (turnieje 1 i 4).',
      en: 'season.json line 28: tournament id "gp01" is used twice (tournaments 1 and 4)',
    },
    {
      label: 'a date that is no real date',
      problems: () => gpProblems(gpTournaments((t, i) => (i === 2 ? { ...t, date: '2024-02-30' } : t))),
      code: 'SEASON_TOURNAMENT_BAD_DATE',
      pl: 'season.json, wiersz 22: Turniej „gp03” ma datę „2024-02-30”, która nie jest prawdziwą datą zapisaną RRRR-MM-DD.',
      en: 'season.json line 22: tournament "gp03" has date "2024-02-30", which is not a real date written YYYY-MM-DD',
    },
    {
      label: 'a date outside the season’s year (a warning)',
      problems: () => gpProblems(gpTournaments((t, i) => (i === 2 ? { ...t, date: '2023-03-16' } : t))),
      code: 'SEASON_TOURNAMENT_OUTSIDE',
      pl: 'season.json, wiersz 22: Turniej „gp03” ma datę 2023-03-16, poza rokiem sezonu 2024.',
      en: 'season.json line 22: tournament "gp03" is dated 2023-03-16, outside the season\'s year 2024',
    },
    {
      label: 'a date outside a season of two years',
      problems: () => gpProblems({ ...gpTournaments((t, i) => (i === 2 ? { ...t, date: '2023-03-16' } : t)), rules: { region: 'warmińsko-mazurskie', window: { from: '07-01', to: '06-30' } } }),
      code: 'SEASON_TOURNAMENT_OUTSIDE',
      pl: 'season.json, wiersz 26: Turniej „gp03” ma datę 2023-03-16, poza latami sezonu 2024/2025.',
      en: 'season.json line 26: tournament "gp03" is dated 2023-03-16, outside the season\'s years 2024/2025',
    },
    {
      label: 'a date outside a window of full dates',
      problems: () => gpProblems({ ...gpJson(), rules: { region: 'warmińsko-mazurskie', window: { from: '2024-01-01', to: '2024-11-30' } } }),
      code: 'SEASON_TOURNAMENT_OUTSIDE',
      pl: 'season.json, wiersz 68: Turniej „final” ma datę 2024-12-16, poza okresem sezonu od 2024-01-01 do 2024-11-30.',
      en: 'season.json line 68: tournament "final" is dated 2024-12-16, outside the season\'s window 2024-01-01 to 2024-11-30',
    },
    {
      label: 'more than one Final',
      problems: () => gpProblems(gpTournaments((t, i) => (i >= 7 ? { ...t, final: true } : t))),
      code: 'MORE_THAN_ONE_FINAL',
      pl: 'season.json: Jako finał („final”) oznaczono 3 turnieje: sezon ma najwyżej jeden Turniej Finałowy.',
      en: 'season.json: 3 tournaments are marked "final": a season has at most one Final',
    },
    {
      label: 'a registry file that does not exist',
      problems: () => gpProblems({ ...gpJson(), registry: 'nobody.csv' }),
      code: 'SEASON_REGISTRY_MISSING',
      pl: 'nobody.csv: Brakuje pliku rejestru zawodników, który wymienia season.json.',
      en: 'nobody.csv: registry file named in season.json does not exist',
    },
    {
      label: 'a results file that does not exist',
      problems: () => gpProblems(gpTournaments((t, i) => (i === 1 ? { ...t, file: 'none.csv' } : t))),
      code: 'SEASON_RESULTS_MISSING',
      pl: 'none.csv: Brakuje pliku wyników turnieju „gp02”, który wymienia season.json.',
      en: 'none.csv: results file of tournament "gp02" does not exist',
    },
  ])('$label', ({ problems, code, pl: polish, en }) => {
    const all = problems();
    const found = all.find((p) => p.code === code);
    expect(found, `${code} in ${all.map((p) => p.code).join(', ')}`).toBeDefined();
    expect(describeProblem('pl', found!, { file: found!.file })).toEqual(polish);
    expect(describeProblem('en', found!, { file: found!.file })).toEqual(en);
  });

  test('no season.json, or one that is no text', () => {
    const missing = loadSeason((name) => (name === 'season.json' ? null : reader(gpSeason)(name)));
    expect(!missing.ok && missing.errors.map((p) => describeProblem('pl', p, { file: p.file }))).toEqual(['season.json: Brakuje opisu sezonu (season.json) w folderze sezonu.']);
    expect(!missing.ok && missing.errors.map((p) => describeProblem('en', p, { file: p.file }))).toEqual(['season.json: not found in the season folder']);
    const binary = loadSeason((name) => (name === 'season.json' ? new Uint8Array([0, 1, 2, 0xff, 0xfe, 0, 0, 3]) : null));
    expect(!binary.ok && binary.errors.map((p) => [p.code, describeProblem('pl', p, { file: p.file })])).toEqual([['SEASON_JSON_INVALID', 'season.json: season.json nie jest plikiem tekstowym.']]);
  });

  test('no Polish sentence of a broken season is left with an empty value or in English', () => {
    const j = gpJson();
    const all = [
      ...gpProblems({ ...j, name: '', year: 2024.5, remaining: { regular: -1 }, tournaments: j.tournaments.map((t: Record<string, unknown>, i: number) => (i === 0 ? { ...t, id: '' } : i === 1 ? { ...t, rounds: 0, final: 'yes' } : i === 2 ? { ...t, date: 5 } : t)) }),
      ...gpProblems({ ...gpTournaments((t, i) => (i === 1 ? { ...t, id: 'gp01', date: '2024-13-01', final: true, file: 'none.csv' } : i === 2 ? { ...t, date: '2023-01-01' } : t)), registry: 'nobody.csv' }),
      ...gpProblems({ ...j, rules: { region: 5, rounds: 0 } }),
    ];
    expect(new Set(all.map((p) => p.code)).size).toBeGreaterThanOrEqual(6);
    for (const p of all) {
      const text = describeProblem('pl', p, { file: p.file });
      expect(text, p.code).not.toMatch(/„”|\(\)|undefined|\bnull\b/);
      expect(text, p.code).not.toBe(describeProblem('en', p, { file: p.file }));
      expect(text, p.code).not.toMatch(/\b(the|is not|tournament|does not)\b/);
    }
  });
});
