import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadTeamLeague } from '@/lib/competitions/team-league/load-team-league';
import { TEAM_LEAGUE_CATALOGUE } from '@/lib/competitions/team-league/team-league-rules';
import { teamLeagueSummary } from '@/lib/competitions/team-league/team-league-summary';
import { describe as say } from '@/lib/i18n/t';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SwissTable } from '@/app/components/competitions/team-league/swiss-table';
import { formatTeamLeagueText } from '@/lib/competitions/team-league/format-team-league-text';

/**
 * Issue 40: a team league from a plain team Swiss TRF with the preset "Team league: Swiss system" —
 * no rules changed in a form. Against the real FIDE TRF-2026 team sample
 * (tests/fixtures/real-files/grandmommyscup_example_trf26.trf: 50 teams, 14 rounds, `240` byes,
 * `310` published table, `801` line-ups, `202 EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP`).
 */
const TRF = new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/real-files/grandmommyscup_example_trf26.trf')));
const TEXT = new TextDecoder().decode(TRF);
const json = (o: unknown) => new TextEncoder().encode(JSON.stringify(o));
const folder = (config: unknown, trf: Uint8Array = TRF) => {
  const files: Record<string, Uint8Array> = { 'team-league.json': json(config), 'teams.csv': trf };
  return (n: string) => files[n] ?? null;
};
const TODAY = '2026-12-06';

/** The file's own table (310): name → match points, game points, rank — read here by the ruler, apart from the code. */
const PUBLISHED = TEXT.split('\n')
  .filter((l) => l.startsWith('310 '))
  .map((l) => ({ name: l.slice(8, 40).trim(), matchPoints: Number(l.slice(54, 60)), gamePoints: Number(l.slice(61, 67)), rank: Number(l.slice(68, 71)) }));

describe('the preset "Team league: Swiss system" on the FIDE sample', () => {
  const r = loadTeamLeague(folder({ name: 'Grandmommy’s Cup', preset: 'team-swiss', teams: 'teams.csv', boards: 'boards.csv' }));
  if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
  const row = (name: string) => r.result.swiss.rows.find((x) => x.name === name)!;

  test('is offered with a neutral name in both languages', () => {
    expect(TEAM_LEAGUE_CATALOGUE.info['team-swiss']!.label).toEqual({ pl: 'Liga drużynowa: system szwajcarski', en: 'Team league: Swiss system' });
  });

  test('takes its 14 rounds from the file; no knock-out, no line-up rules, no fees', () => {
    expect(r.result.rules.swissRounds).toBe(14);
    expect(r.result.swiss.roundsPlayed).toBe(14);
    expect(r.result.swiss.complete).toBe(true);
    expect(r.result.knockout.groups).toEqual([]);
    expect(r.result.violations).toEqual([]);
    expect(r.result.fees).toEqual([]);
  });

  test('every team has the match points and game points the file publishes (310), byes of every kind included', () => {
    expect(PUBLISHED).toHaveLength(50);
    const ours = PUBLISHED.map((p) => ({ name: p.name, matchPoints: row(p.name).matchPoints, gamePoints: row(p.name).gamePoints / 2 }));
    expect(ours).toEqual(PUBLISHED.map(({ name, matchPoints, gamePoints }) => ({ name, matchPoints, gamePoints })));
    expect(r.warnings.map((w) => w.code)).not.toContain('TRF_PUBLISHED_DIFFERS');
  });

  test.each([
    // `240 F 6 16`, `FFFF` in its 801: a full-point bye, 2 match points and 4 game points
    { team: 'India 3', round: 6, matchPoints: 2, gamePoints: 8 },
    // `240 H 1 39`, `240 H 2 7 39`, `240 H 9 39`: a half-point bye, a drawn match's points
    { team: 'Philippines', round: 1, matchPoints: 1, gamePoints: 4 },
    { team: 'Philippines', round: 9, matchPoints: 1, gamePoints: 4 },
    // `UUUU` in round 14 of its 801 (no 240 record): the pairing-allocated bye, as the preset values it (a draw)
    { team: 'Argentina', round: 14, matchPoints: 1, gamePoints: 4 },
    // `ZZZZ`: absent, nothing
    { team: 'United States of America', round: 9, matchPoints: 0, gamePoints: 0 },
  ])('$team, round $round: $matchPoints match points, $gamePoints half game points', ({ team, round, matchPoints, gamePoints }) => {
    const x = row(team).rounds[round - 1]!;
    expect([x.matchPoints, x.gamePoints]).toEqual([matchPoints, gamePoints]);
  });

  test('the final table is the file’s own published ranking, place by place (Slovakia 1st, not Germany)', () => {
    expect(r.result.ranking.map((p) => r.result.teams[p.team]!.name)).toEqual([...PUBLISHED].sort((a, b) => a.rank - b.rank).map((p) => p.name));
    expect(r.result.ranking.map((p) => p.place)).toEqual(PUBLISHED.map((_, i) => i + 1));
    expect(r.result.swiss.chain).toEqual(['matchPoints', 'publishedOrder', 'gamePoints', 'directEncounter', 'buchholzMP']);
    // Slovakia and India 3 are level on 20 match points; India 3 has more game points, the file's tie-breaks put Slovakia first
    expect([row('Slovakia').matchPoints, row('India 3').matchPoints, row('Slovakia').gamePoints < row('India 3').gamePoints]).toEqual([20, 20, true]);
  });

  test('the preview says the order stands for the tie-breaks the file declares, in Polish and English', () => {
    const note = r.warnings.find((w) => w.code === 'TRF_PUBLISHED_ORDER')!;
    expect(note.params).toMatchObject({ teams: 50, tiebreaks: 'EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP' });
    expect(say('pl', note)).toContain('punktacji pomocniczej, którą plik deklaruje: EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP');
    expect(say('en', note)).toContain('by the tie-breaks the file declares: EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP');
  });

  test('the public table: the file’s place as a column, its declared tie-breaks and the half-point bye said, team names linking to their rosters', () => {
    const pl = renderToStaticMarkup(createElement(SwissTable, { result: r.result, lang: 'pl' }));
    expect(pl).toContain('Tabela — po 14 z 14 rund');
    expect(pl).toContain('<th scope="col" class="num">Pkt duże</th><th scope="col" class="num">Miejsce w pliku</th><th scope="col" class="num">Pkt małe</th>');
    expect(pl).toContain('<td class="num">1</td><th scope="row"><a href="#team-22" class="team-link">Slovakia</a></th><td class="num">20</td><td class="num">1</td><td class="num">32</td>');
    expect(pl).toContain('Pauza: 4 pkt małe i 2 pkt duże. Pauza półpunktowa: 2 pkt małe i 1 pkt duże.');
    expect(pl).toContain('Punktacja pomocnicza, którą deklaruje plik TRF (rekord 202): EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP.');
    const en = renderToStaticMarkup(createElement(SwissTable, { result: r.result, lang: 'en' }));
    expect(en).toContain('Order: match points, the TRF’s own tie-breaks, in the order the file publishes (record 310), game points');
    expect(en).toContain('A half-point bye: 2 game points and 1 match point.');
    expect(en).toContain('The tie-breaks the TRF declares (record 202): EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP.');
    // the command line's text: no fees for an event without them
    expect(formatTeamLeagueText(r.result)).not.toContain('FEES');
  });

  test('its dates and year are the file’s (132: 2024-01-01 … 2024-01-14), and the finished league is won, not led', () => {
    expect(r.result.rules.roundDates).toHaveLength(14);
    const s = teamLeagueSummary(r.result, TODAY);
    expect(s).toMatchObject({ year: 2024, firstDay: '2024-01-01', lastDay: '2024-01-14', finished: true, nextDay: null, state: { code: 'finished' } });
    expect(s.leaders.map((l) => l.name)).toEqual(['Slovakia']);
  });
});

test('a file that publishes no ranking (no 310 records, its 013 records name the teams): match points, then the tie-breaks it declares as the site computes them, said in the preview', () => {
  const without = new TextEncoder().encode(TEXT.split('\n').filter((l) => !l.startsWith('310 ')).join('\n'));
  const r = loadTeamLeague(folder({ name: 'Cup', preset: 'team-swiss', teams: 'teams.csv', boards: 'boards.csv' }, without));
  if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
  // 202 EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP
  expect(r.result.swiss.chain).toEqual(['matchPoints', 'directEncounter', 'sonnebornBergerMGCut1', 'buchholzMPCut1', 'gamePoints']);
  const note = r.warnings.find((w) => w.code === 'TRF_NO_PUBLISHED_ORDER')!;
  expect(note.params).toMatchObject({ tiebreaks: 'EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP' });
  expect(say('pl', note)).toContain('rozszerzony wynik bezpośredni jako wynik bezpośredni, bez modyfikatora /P');
  expect(say('en', note)).toContain('the extended direct encounter as a direct encounter, without the /P modifier');
  const rows = r.result.swiss.rows;
  for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.matchPoints).toBeGreaterThanOrEqual(rows[i]!.matchPoints);
});

test('a declared tie-break the site does not compute leaves the rules\' own criteria after match points', () => {
  const edited = new TextEncoder().encode(TEXT.split('\n').filter((l) => !l.startsWith('310 ')).map((l) => (l.startsWith('202 ') ? '202 EDET/P,KS,MPvGP' : l)).join('\n'));
  const r = loadTeamLeague(folder({ name: 'Cup', preset: 'team-swiss', teams: 'teams.csv', boards: 'boards.csv' }, edited));
  if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
  expect(r.result.swiss.chain).toEqual(['matchPoints', 'publishedOrder', 'gamePoints', 'directEncounter', 'buchholzMP']);
  expect(r.warnings.find((w) => w.code === 'TRF_NO_PUBLISHED_ORDER')!.params?.tiebreaks).toBeUndefined();
  // India 3 (20 MP, 33½) before Slovakia (20 MP, 32) by game points
  expect(r.result.swiss.rows.slice(0, 2).map((x) => x.name)).toEqual(['India 3', 'Slovakia']);
});

test('a published table the games do not give is named, team by team (a bye read as nothing)', () => {
  // Philippines' half-point byes taken out of the 240 records and its 801 record's HHHH blanked
  const edited = TEXT.split('\n')
    .map((l) => (l.startsWith('240 H') ? l.replace(/\s+39(?=\s|$)/g, '') : l.startsWith('801 39') ? l.replace(/HHHH/g, '    ') : l))
    .filter((l) => !/^240 H\s+\d+\s*$/.test(l))
    .join('\n');
  const r = loadTeamLeague(folder({ name: 'Cup', preset: 'team-swiss', teams: 'teams.csv', boards: 'boards.csv' }, new TextEncoder().encode(edited)));
  if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
  const differs = r.warnings.find((w) => w.code === 'TRF_PUBLISHED_DIFFERS')!;
  expect(differs.params).toMatchObject({ count: 1, teams: 'Philippines' });
  expect(say('pl', differs)).toContain('drużyny Philippines');
  expect(say('en', differs)).toContain('of Philippines');
});

test('under the 7-round Mazovian preset the file is refused once, naming the rule, not a line per match', () => {
  const r = loadTeamLeague(folder({ name: 'Cup', preset: 'mazovia-seniors-2007', teams: 'teams.csv', boards: 'boards.csv' }));
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.errors).toHaveLength(1);
  const e = r.errors[0]!;
  expect(e.code).toBe('KNOCKOUT_BEFORE_SWISS_END');
  expect(e.params).toMatchObject({ round: 8, last: 14, swissRounds: 7 });
  expect(say('pl', e)).toMatch(/^wiersz 33: Rundy 8–14 pliku \(\d+ mecz[eó]w?\) są według zasad \(7 rund systemu szwajcarskiego — „swissRounds”/);
  expect(say('pl', e)).toContain('wybierz zestaw zasad „Liga drużynowa: system szwajcarski”');
  expect(say('en', e)).toContain('choose the preset "Team league: Swiss system"');
});

test('with no knock-out and too few rounds, one refusal names the number of rounds', () => {
  const r = loadTeamLeague(folder({ name: 'Cup', preset: 'mazovia-seniors-2007', rules: { swissRounds: 9, knockout: null }, teams: 'teams.csv', boards: 'boards.csv' }));
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.errors.map((e) => [e.code, e.params?.round, e.params?.last, e.params?.rounds])).toEqual([['ROUND_AFTER_LAST', 10, 14, 9]]);
  expect(say('en', r.errors[0]!)).toMatch(/^line 34: rounds 10–14 of the file \(\d+ matches\) come after the league's 9 rounds by the rules \("swissRounds"\)/);
});

test('a file with more boards than the rules is refused once, naming the rule, not a line per match', () => {
  const r = loadTeamLeague(folder({ name: 'Cup', preset: 'team-swiss', rules: { menBoards: 3 }, teams: 'teams.csv', boards: 'boards.csv' }));
  expect(r.ok).toBe(false);
  if (r.ok) return;
  const tooMany = r.errors.filter((e) => e.code === 'TRF_TOO_MANY_BOARDS');
  expect(tooMany).toHaveLength(1);
  expect(Number(tooMany[0]!.params?.others)).toBeGreaterThan(100);
  expect(tooMany[0]!.params).toMatchObject({ boards: 3, most: 4 });
  expect(say('pl', tooMany[0]!)).toContain('zmień liczbę szachownic w zasadach („menBoards”, „womenBoard”)');
  expect(say('en', tooMany[0]!)).toMatch(/So in \d+ other matches of the file \(at most 4 players\): change the number of boards in the rules/);
});

test('the page says what the league is: a team Swiss without a knock-out is not "then matches for places"', async () => {
  const { TEAM_LEAGUE_KIND } = await import('@/lib/competitions/team-league/team-league-kind');
  const swiss = loadTeamLeague(folder({ name: 'Cup', preset: 'team-swiss', teams: 'teams.csv', boards: 'boards.csv' }));
  if (!swiss.ok) throw new Error('fixture');
  expect(TEAM_LEAGUE_KIND.subtitle!(swiss.result)).toEqual({ pl: 'Liga drużynowa: system szwajcarski', en: 'Team league: Swiss system' });
  // with a knock-out the kind's own title stands
  expect(TEAM_LEAGUE_KIND.subtitle!({ ...swiss.result, rules: { ...swiss.result.rules, knockout: { groupSize: 8, playoffFor: [] } } })).toBeNull();
});
