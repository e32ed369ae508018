import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One association's year for the directory's API and browser tests (issue 30): Paweł Jasiński
 * (CR 1001, FIDE 1100001, born 1950, Polonia Warszawa) plays
 *  - the Grand Prix (`gp-2024`): registered under his CR id;
 *  - the open (`open-2024`, the Amplico fixture): as start number 17 "Jasinski, Pawel" — no Polish
 *    letters — with his FIDE id and no birth year;
 *  - the round-robin leagues (`ligi-2024`, the St Petersburg fixture): as player 1 of Лига 1.1,
 *    "Jasiński, Paweł" born 1950/01/01, no id;
 *  - the team league (`liga-druzynowa`, the mini league): board 1 of Polonia I as "Paweł Jasiński",
 *    1950, no FIDE id — and a namesake, "Paweł Jasiński" born 1985, is a reserve of Hetman.
 * Every file is a fixture of the competition's own tests with those rows changed, nothing else.
 */
export type Send = (method: 'POST' | 'PUT', path: string, body: string | Uint8Array, contentType?: string) => Promise<{ status: number; text: string }>;

const fixture = (...p: string[]) => readFileSync(join(process.cwd(), 'tests', 'fixtures', ...p));
const text = (...p: string[]) => fixture(...p).toString('utf8');

/** A TRF `001` line with columns 15–47 (name), 58–68 (FIDE id) and 70–79 (birth) replaced. */
export function patchTrfPlayer(trf: string, startNo: number, change: { name?: string; fideId?: string; birth?: string }): string {
  return trf
    .split('\n')
    .map((line) => {
      if (!line.startsWith('001') || Number(line.slice(4, 8)) !== startNo) return line;
      const put = (l: string, from: number, to: number, value: string, align: 'left' | 'right') => {
        const width = to - from + 1;
        const v = align === 'left' ? value.padEnd(width) : value.padStart(width);
        return l.padEnd(to).slice(0, from - 1) + v + l.padEnd(to).slice(to);
      };
      let l = line;
      if (change.name !== undefined) l = put(l, 15, 47, change.name, 'left');
      if (change.fideId !== undefined) l = put(l, 58, 68, change.fideId, 'right');
      if (change.birth !== undefined) l = put(l, 70, 79, change.birth, 'left');
      return l;
    })
    .join('\n');
}

export const WORLD = {
  person: '1001',
  namesake: 'n-pawel-jasinski-1985',
  season: 'gp-2024',
  open: 'open-2024',
  leagues: 'ligi-2024',
  league: 'liga-1-1',
  teamLeague: 'liga-druzynowa',
  club: 'polonia-warszawa',
  /** The open's start number, the league's start number, the team league's roster name. */
  openName: 'Jasinski, Pawel',
  leagueName: 'Jasiński, Paweł',
  teamName: 'Paweł Jasiński',
};

const REGISTRY = `cr_id,fide_id,name,birth,sex,rating,club,region,from,to
1001,1100001,Jasiński Paweł,1950,M,2150,Polonia Warszawa,warmińsko-mazurskie,,
1002,,Nowak Ewa,1990,K,1800,Polonia Warszawa,warmińsko-mazurskie,,
1003,,Lis Cezary,1955,M,1900,Hetman Radom,warmińsko-mazurskie,,
1004,,Sowa Grzegorz,1951,M,1700,Hetman Radom,warmińsko-mazurskie,,
`;
const GP01 = `place,name,cr_id,fide_id,birth,sex,club,region,rating,points
1,Jasiński Paweł,1001,1100001,1950,M,Polonia Warszawa,warmińsko-mazurskie,2150,6
2,Nowak Ewa,1002,,1990,K,Polonia Warszawa,warmińsko-mazurskie,1800,5.5
3,Lis Cezary,1003,,1955,M,Hetman Radom,warmińsko-mazurskie,1900,4
4,Sowa Grzegorz,1004,,1951,M,Hetman Radom,warmińsko-mazurskie,1700,2
`;
/** A second tournament (the tests upload it later to see the directory follow). */
export const GP02 = `place,name,cr_id,fide_id,birth,sex,club,region,rating,points
1,Nowak Ewa,1002,,1990,K,Polonia Warszawa,warmińsko-mazurskie,1800,6
2,Jasiński Paweł,1001,1100001,1950,M,Polonia Warszawa,warmińsko-mazurskie,2150,5.5
3,Sowa Grzegorz,1004,,1951,M,Hetman Radom,warmińsko-mazurskie,1700,3
`;

export function worldFiles() {
  const open = patchTrfPlayer(text('competitions', 'swiss-open', 'amplico-2024', 'swiss.trf'), 17, { name: WORLD.openName, fideId: '1100001' });
  const liga = patchTrfPlayer(text('competitions', 'round-robin-league', 'spb-2017', 'liga-1-1.trf'), 1, { name: WORLD.leagueName, birth: '1950/01/01' });
  const teams = text('competitions', 'team-league', 'mini-league', 'teams.csv')
    .replace('Polonia I,Polonia Warszawa,1,Adam Nowak,m,1950,2200,1100001,', `Polonia I,Polonia Warszawa,1,${WORLD.teamName},m,1950,2200,yes,`)
    .replace('Hetman,Hetman Radom,R,Olaf Kruk,m,1990,1550,,', `Hetman,Hetman Radom,R,${WORLD.teamName},m,1985,1550,,`);
  const boards = text('competitions', 'team-league', 'mini-league', 'boards.csv').replaceAll('Adam Nowak', WORLD.teamName).replaceAll('Olaf Kruk', WORLD.teamName);
  return { open, liga, teams, boards };
}

/** Creates the year through the API (an arbiter's token or signed-in session behind `send`). */
export async function buildYear(send: Send): Promise<void> {
  const ok = async (what: string, r: Promise<{ status: number; text: string }>) => {
    const a = await r;
    if (a.status >= 300) throw new Error(`${what}: ${a.status} ${a.text}`);
  };
  const f = worldFiles();
  await ok('season', send('POST', '/api/seasons', JSON.stringify({ slug: WORLD.season, name: 'Grand Prix 2024', year: 2024, preset: 'warmia-mazury-2018', rules: { region: 'warmińsko-mazurskie' } }), 'application/json'));
  await ok('registry', send('PUT', `/api/seasons/${WORLD.season}/registry`, REGISTRY));
  await ok('gp01', send('PUT', `/api/seasons/${WORLD.season}/tournaments/gp01?name=I%20Turniej&date=2024-03-02`, GP01));
  const competition = async (slug: string, kind: string, name: string, files: [string, string | Uint8Array][]) => {
    await ok(slug, send('POST', '/api/competitions', JSON.stringify({ slug, kind, name }), 'application/json'));
    for (const [file, body] of files) await ok(`${slug}/${file}`, send('PUT', `/api/competitions/${slug}/files/${file}`, body));
  };
  await competition(WORLD.open, 'swiss-open', 'Open 2024', [
    ['event.json', fixture('competitions', 'swiss-open', 'amplico-2024', 'event.json')],
    ['swiss.trf', f.open],
    ['games.csv', fixture('competitions', 'swiss-open', 'amplico-2024', 'games.csv')],
  ]);
  await competition(WORLD.leagues, 'round-robin-league', 'Ligi 2024', [
    ['league.json', fixture('competitions', 'round-robin-league', 'spb-2017', 'league.json')],
    ['liga-1-1.trf', f.liga],
    ['liga-2-1.trf', fixture('competitions', 'round-robin-league', 'spb-2017', 'liga-2-1.trf')],
    ['postponements.csv', fixture('competitions', 'round-robin-league', 'spb-2017', 'postponements.csv')],
  ]);
  await competition(WORLD.teamLeague, 'team-league', 'Liga drużynowa 2024', [
    ['team-league.json', fixture('competitions', 'team-league', 'mini-league', 'team-league.json')],
    ['teams.csv', f.teams],
    ['boards.csv', f.boards],
  ]);
}
