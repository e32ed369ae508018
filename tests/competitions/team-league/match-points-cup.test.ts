import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SwissTable } from '@/app/components/competitions/team-league/swiss-table';
import { kindCommand } from '@/cli/kind-command';
import { TEAM_LEAGUE_KIND } from '@/lib/competitions/team-league/team-league-kind';
import { loadTeamLeague } from '@/lib/competitions/team-league/load-team-league';
import { teamLeagueToJson } from '@/lib/competitions/team-league/team-league-json';
import { folderReader } from '@/tests/helpers';
import { TEAM_LEAGUE_FIXTURES } from './helpers';

const teamLeagueCommand = kindCommand(TEAM_LEAGUE_KIND);

/**
 * A real-shaped team event outside seed 001 (competitions.md §6 "Team ranking as data"): six club
 * teams of four boards, a round-robin of five rounds exported by the pairing program as a team TRF
 * (TRF16 header records 012–122, `001` player lines, `013` team lines), ranked by match points
 * first — then game points, direct encounter, EGGSB, BH:MP — with no knock-out stage.
 *
 * Matches (home first, game points):
 *   R1 Hetman–Wieża 3½:½ · Gryf–Goniec 4:0 · Pionek–Skoczek 2:2
 *   R2 Wieża–Skoczek 1:3 · Goniec–Pionek 2:2 · Hetman–Gryf 3:1
 *   R3 Gryf–Wieża 3½:½ · Pionek–Hetman 1½:2½ · Skoczek–Goniec 2:2
 *   R4 Wieża–Goniec 2:2 · Hetman–Skoczek 1:3 · Gryf–Pionek 3:1
 *   R5 Pionek–Wieża 3:1 · Skoczek–Gryf 2½:1½ · Goniec–Hetman 1½:2½
 * Match points / game points: Hetman 8 / 12½ · Skoczek 8 / 12½ · Gryf 6 / 13 · Pionek 4 / 9½ ·
 * Goniec 3 / 7½ · Wieża 1 / 5. Hetman and Skoczek are level on both; Skoczek won their match (R4).
 */
const FOLDER = join(TEAM_LEAGUE_FIXTURES, 'match-points-cup');
const disk = folderReader(FOLDER);
const enc = (s: string) => new TextEncoder().encode(s);
const spec = JSON.parse(readFileSync(join(FOLDER, 'team-league.json'), 'utf8'));

function load(rules: Record<string, unknown> = spec.rules) {
  return loadTeamLeague((name) => (name === 'team-league.json' ? enc(JSON.stringify({ ...spec, rules })) : disk(name)));
}

describe('a team event ranked by match points, no knock-out', () => {
  const loaded = load();
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  const json = teamLeagueToJson(loaded.result);

  test('the table and the final ranking follow the event’s order', () => {
    expect(loaded.warnings).toEqual([]);
    expect(json.swiss.map((r) => [r.rank, r.team, r.matchPoints, r.gamePoints])).toEqual([
      [1, 'Skoczek Police', 8, 12.5],
      [2, 'Hetman Szczecin', 8, 12.5],
      [3, 'Gryf Słupsk', 6, 13],
      [4, 'Pionek Koszalin', 4, 9.5],
      [5, 'Goniec Stargard', 3, 7.5],
      [6, 'Wieża Kołobrzeg', 1, 5],
    ]);
    // no knock-out: the final ranking is the table
    expect(json.knockout).toBe(false);
    expect(json.bracket).toEqual([]);
    expect(json.ranking).toEqual(json.swiss.map((r) => ({ place: r.rank, team: r.team })));
  });

  test('the tie-breaks, by hand', () => {
    // direct encounter separates the two on 8 / 12½: Skoczek won 3:1
    expect(json.swiss.slice(0, 2).map((r) => r.tiebreaks.DE)).toEqual([1, 2]);
    // EGGSB (2023, no unplayed round): Skoczek 9½×2 (Pionek) + 5×3 (Wieża) + 7½×2 (Goniec) + 12½×3 (Hetman) + 13×2½ (Gryf) = 119;
    // Hetman 5×3½ + 13×3 + 9½×2½ + 12½×1 + 7½×2½ = 111½
    // BH:MP: Skoczek 4 + 1 + 3 + 8 + 6 = 22; Hetman 1 + 6 + 4 + 8 + 3 = 22
    expect(json.swiss.slice(0, 2).map((r) => r.values)).toEqual([
      { matchPoints: 8, gamePoints: 12.5, sonnebornBergerGG: 119, buchholzMP: 22 },
      { matchPoints: 8, gamePoints: 12.5, sonnebornBergerGG: 111.5, buchholzMP: 22 },
    ]);
    // a 2024 event: the 2023 edition by its first round's date
    expect(json.tiebreakEdition).toBe('fide-2023');
  });

  test('the JSON names the order in Polish and English', () => {
    expect(json.rankingOrder).toEqual(['matchPoints', 'gamePoints', 'directEncounter', 'sonnebornBergerGG', 'buchholzMP']);
    expect(json.rankingOrderText.en).toBe('Order: match points, game points, direct encounter, FIDE Sonneborn-Berger (opponents’ game points × game points scored against them), Buchholz of the opponents’ match points, lot.');
    expect(json.rankingOrderText.pl).toMatch(/^Kolejność: liczba dużych \(meczowych\) punktów, suma małych punktów, wynik bezpośredniego spotkania, Sonneborn-Berger FIDE/);
  });

  test('the seed-001 order on the same games puts the game points first', () => {
    const { ranking: _ranking, ...seedOrder } = spec.rules;
    const r = load(seedOrder);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const j = teamLeagueToJson(r.result);
    expect(j.rankingOrder).toEqual(['gamePoints', 'matchPoints', 'buchholzCut1', 'buchholz', 'directEncounter', 'progressive', 'boardPoints']);
    expect(j.swiss[0]!.team).toBe('Gryf Słupsk');
  });

  test('the public table shows the columns in the event’s order, Polish and English', () => {
    const pl = renderToStaticMarkup(createElement(SwissTable, { result: loaded.result, lang: 'pl' }));
    expect(pl).toContain('Tabela — po 5 z 5 rund');
    expect(pl).toContain('<th scope="col" class="num">Pkt duże</th><th scope="col" class="num">Pkt małe</th><th scope="col" class="num">Bezp.</th><th scope="col" class="num">EGGSB</th><th scope="col" class="num">BH:MP</th>');
    expect(pl).toContain('<th scope="row"><a href="#team-1" class="team-link">Hetman Szczecin</a></th><td class="num">8</td><td class="num">12,5</td><td class="num">2</td><td class="num">111,5</td><td class="num">22</td>');
    expect(pl).toContain('Kolejność: liczba dużych (meczowych) punktów');
    const en = renderToStaticMarkup(createElement(SwissTable, { result: loaded.result, lang: 'en' }));
    expect(en).toContain('<th scope="col" class="num">Match pts</th><th scope="col" class="num">Game pts</th>');
    expect(en).toContain('Order: match points, game points, direct encounter');
    expect(en).toContain('Unplayed rounds in the tie-breaks: a dummy opponent with the team’s own final score (FIDE 2023).');
  });

  test('gp team-league prints the order and the table', () => {
    let out = '';
    let err = '';
    const code = teamLeagueCommand([FOLDER], { out: (s) => void (out += s), err: (s) => void (err += s) }, (path) => folderReader('/')(path));
    expect([code, err]).toEqual([0, '']);
    expect(out).toContain('TABLE (5 of 5 rounds, complete)');
    expect(out).toContain('Order: match points, game points, direct encounter');
    expect(out).toContain('Kolejność: liczba dużych (meczowych) punktów');
    expect(out).toMatch(/1\s+Skoczek Police\s+8\s+12\.5\s+1\s+119\s+22/);
  });
});

describe('the ranking as data is validated', () => {
  test('an unknown criterion is refused, naming it', () => {
    const r = load({ ...spec.rules, ranking: ['matchPoints', 'tournamentPerformance'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => inEnglish(e))).toEqual([expect.objectContaining({ code: 'BAD_RULES', file: 'team-league.json', message: expect.stringContaining('rule "ranking.1"') })]);
  });
  test('an empty ranking and an unknown edition are refused', () => {
    expect(load({ ...spec.rules, ranking: [] }).ok).toBe(false);
    expect(load({ ...spec.rules, tiebreakEdition: 'fide-2019' }).ok).toBe(false);
  });
  test('with no knock-out a round after the last is an error on its line', () => {
    const csv = ['round,home,away,board,home_player,away_player,result', '6,Hetman Szczecin,Gryf Słupsk,0,,,+/-'].join('\n');
    const both = loadTeamLeague((name) => (name === 'team-league.json' ? enc(JSON.stringify({ ...spec, boards: 'boards.csv' })) : name === 'boards.csv' ? enc(csv) : disk(name)));
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.errors.map((e) => [e.code, e.file, e.line])).toContainEqual(['ROUND_AFTER_LAST', 'boards.csv', 2]);
  });
});
