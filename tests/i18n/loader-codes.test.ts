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
      text: 'wiersz 10: W 8. rundzie zawodnik 9 gra z 10, nie z 3.',
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
      text: 'wiersz 8: Runda 4, 2–3: zawodnik 3 nie przyszedł bez uprzedzenia, więc partia jest przegrana i nie może być odrobiona 26.11.2017.',
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
      expect(text, p.code).not.toBe(p.message);
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
    [['server', 'competitions', 'captains', 'league-folder.ts'], ['server', 'competitions', 'captains', 'grants.ts'], ['server', 'competitions', 'captains', 'submissions.ts'], ['server', 'competitions', 'captains', 'confirmation.ts'], ['app', '[lang]', 'captain', '[slug]', 'actions.ts'], ['app', 'components', 'competitions', 'team-league', 'entry', 'actions.ts']].flatMap((p) => readFileSync(join(process.cwd(), ...p), 'utf8').match(/'CAPTAIN_[A-Z_]+'/g)!.map((c) => c.slice(1, -1))),
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
      expect(text, p.code).not.toBe(p.message);
      expect(text, p.code).not.toMatch(/\b(the|is not|player|team)\b/);
    }
  });
});
