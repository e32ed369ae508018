/**
 * A fictional team league under the rules of seed 001 (preset `mazovia-seniors-2007`): eight club
 * teams of three men's boards and a women's board with a reserve each, seven Swiss rounds, then the
 * knock-out that decides every place (A 1–8, B 4–5, C 3–6, D 2–7; losers play on), a play-off where
 * the rules call for one — played to its end, so the board rankings (the 50 % rule) are final.
 * Every knock-out match is the one the league itself declares due (`knockoutBracket`), so the
 * files are valid by construction. Pure: the same options give the same bytes.
 */
import { inEnglish } from '@/lib/problem';
import { bergerSchedule } from '@/lib/games/berger-schedule';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { loadTeamLeague } from '@/lib/competitions/team-league/load-team-league';
import { playGame, type DemoPerson } from '@/lib/demo/demo-people';
import type { GeneratedCompetition, KindDemo } from '@/lib/demo/generated-competition';
import { mulberry32, shuffle } from '@/lib/demo/random';

interface GenerateTeamLeagueOptions {
  seed: number;
  people: readonly DemoPerson[];
  slug: string;
  name: string;
  /** The ten round dates (7 Swiss rounds, 3 knock-out rounds), ISO. */
  roundDates: readonly string[];
}

const TEAMS = 8;
const SWISS_ROUNDS = 7;

interface DemoTeam {
  name: string;
  club: string;
  /** Boards 1–3 (men, by rating) and 4 (a woman). */
  boards: DemoPerson[];
  reserve: DemoPerson;
}

export function generateTeamLeague(o: GenerateTeamLeagueOptions): GeneratedCompetition {
  const rand = mulberry32(o.seed);
  const byClub = new Map<string, DemoPerson[]>();
  for (const p of shuffle(o.people, rand)) byClub.set(p.club, [...(byClub.get(p.club) ?? []), p]);
  const teams: DemoTeam[] = [];
  for (const [club, members] of [...byClub].sort(([a], [b]) => a.localeCompare(b, 'pl'))) {
    const men = members.filter((p) => p.sex === 'M').sort((a, b) => b.rating - a.rating);
    const woman = members.filter((p) => p.sex === 'F').sort((a, b) => b.rating - a.rating)[0];
    if (men.length < 4 || !woman || teams.length === TEAMS) continue;
    teams.push({ name: club, club, boards: [...men.slice(0, 3), woman], reserve: men[3]! });
  }
  if (teams.length < TEAMS) throw new Error('demo team league: not enough clubs with four men and a woman');

  const teamsCsv = ['team,club,board,name,sex,birth,rating,fide_id'];
  for (const t of teams) {
    const row = (board: string, p: DemoPerson) => [t.name, t.club, board, p.name, p.sex === 'F' ? 'w' : 'm', p.birth, p.rating, p.fideId ?? ''].join(',');
    t.boards.forEach((p, i) => teamsCsv.push(row(String(i + 1), p)));
    teamsCsv.push(row('R', t.reserve));
  }
  const boards = ['round,home,away,board,home_player,away_player,result,playoff'];
  const playMatch = (round: number, home: DemoTeam, away: DemoTeam, playoff: boolean) => {
    home.boards.forEach((hp, i) => {
      const ap = away.boards[i]!;
      // board 1: the home team has white, and colours alternate down the boards
      const score = i % 2 === 0 ? playGame(rand, hp.rating, ap.rating) : 2 - playGame(rand, ap.rating, hp.rating);
      boards.push([round, home.name, away.name, i + 1, hp.name, ap.name, score === 2 ? '1-0' : score === 1 ? '1/2-1/2' : '0-1', playoff ? 'yes' : ''].join(','));
    });
  };
  // the Swiss of eight teams over seven rounds meets every team once: FIDE's Berger table pairs it
  for (const round of bergerSchedule(TEAMS).slice(0, SWISS_ROUNDS)) for (const g of round) playMatch(g.round, teams[g.white - 1]!, teams[g.black - 1]!, false);

  const json = { name: o.name, preset: 'mazovia-seniors-2007', teams: 'teams.csv', boards: 'boards.csv', rules: { roundDates: o.roundDates, juniorSubstitute: { bornFrom: Number(o.roundDates[0]!.slice(0, 4)) - 18, maxRating: 1600 } } };
  const files = () => [
    { name: 'team-league.json', bytes: new TextEncoder().encode(JSON.stringify(json, null, 2) + '\n') },
    { name: 'teams.csv', bytes: new TextEncoder().encode(teamsCsv.join('\n') + '\n') },
    { name: 'boards.csv', bytes: new TextEncoder().encode(boards.join('\n') + '\n') },
  ];
  const load = (): TeamLeagueResult => {
    const f = files();
    const r = loadTeamLeague((n) => f.find((x) => x.name === n)?.bytes ?? null);
    if (!r.ok) throw new Error(`demo team league invalid: ${r.errors.map((e) => `${e.file}:${e.line} ${inEnglish(e).message}`).join('; ')}`);
    return r.result;
  };
  // the knock-out: each match (and play-off) as soon as the bracket knows both teams
  for (let guard = 0; guard < 40; guard++) {
    const result = load();
    const byIndex = (i: number) => teams.find((t) => t.name === result.teams[i]?.name)!;
    const due = result.knockout.groups.flatMap((g) => g.rounds.flat()).filter((m) => m.first && m.second && (m.status === 'not-played' || m.status === 'awaiting-playoff'));
    if (due.length === 0) break;
    for (const m of due) playMatch(m.round, byIndex(m.first!.team), byIndex(m.second!.team), m.status === 'awaiting-playoff');
  }
  const result = load();
  if (result.ranking.length < TEAMS) throw new Error('demo team league: the knock-out did not decide every place');
  return { slug: o.slug, kind: 'team-league', name: o.name, files: files() };
}

/** The demo's team league (server/seed.ts), over the Grand Prix season's people. */
export const TEAM_LEAGUE_DEMO: KindDemo<'teamLeague'> = {
  key: 'teamLeague',
  slug: 'liga-druzynowa-2018',
  generate: (people) =>
    generateTeamLeague({
      seed: 2018,
      people,
      slug: TEAM_LEAGUE_DEMO.slug,
      name: 'Drużynowa Liga Warmii i Mazur 2018',
      roundDates: ['2018-09-09', '2018-09-23', '2018-10-07', '2018-10-21', '2018-11-04', '2018-11-18', '2018-12-02', '2018-12-09', '2018-12-16', '2018-12-30'],
    }),
};

declare module '@/lib/demo/generated-competition' {
  interface DemoCompetitionKeys {
    teamLeague: true;
  }
}
