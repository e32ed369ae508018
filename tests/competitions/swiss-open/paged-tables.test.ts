import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SwissOpenView } from '@/app/components/competitions/swiss-open/swiss-open-view';
import { FinalRanking } from '@/app/components/competitions/swiss-open/final-ranking';
import { QualifierTable } from '@/app/components/competitions/swiss-open/qualifier-table';
import { LeagueStandings } from '@/app/components/competitions/round-robin-league/league-standings';
import { SwissTable } from '@/app/components/competitions/team-league/swiss-table';
import { loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import { readTableQuery } from '@/lib/render/table-query.mjs';
import type { TableRequest } from '@/lib/render/table-pages';
import { byeSwissTrf, folder, scoring } from './helpers/bye-swiss';
import { leagueOf, loadSpb } from '../round-robin-league/helpers';
import { loadFixture } from '../team-league/helpers';

// Issue 42, item 2: an open's tables grow with its file's rows (up to 20,000); past GP_TABLE_PAGE_ROWS
// (500) the competition page sends them a page at a time, searched over every row by the server.
const N = 1234;
const players = Array.from({ length: N }, (_, i) => ({ startNo: i + 1, name: i === 700 ? 'Żółw Łukasz' : `Gracz ${String(i + 1).padStart(4, '0')}`, rounds: scoring(i % 17) }));
const loaded = loadSwissOpen(folder({ 'event.json': JSON.stringify({ name: 'Big open', preset: 'amplico-open', swiss: 'swiss.trf' }), 'swiss.trf': byeSwissTrf(players) }));
if (!loaded.ok) throw new Error('fixture');
const big = loaded.result;

const PATH = '/en/events/big';
const request = (query: string): TableRequest => ({ path: PATH, query: readTableQuery(query), size: 500 });
const view = (result: SwissOpenResult, table?: TableRequest) => renderToStaticMarkup(createElement(SwissOpenView, { result, lang: 'en', slug: 'big', table }));
/** The `<table>` whose id is `id`, and the start numbers of its body's rows (the second cell). */
const table = (html: string, id: string) => {
  const at = html.search(new RegExp(`<table[^>]* id="${id}"`));
  expect(at, id).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf('</table>', at));
};
const startNumbers = (tableHtml: string) => [...tableHtml.split('<tbody>')[1]!.matchAll(/<tr[^>]*><td[^>]*>[^<]*<\/td><td class="num">(\d+)<\/td>/g)].map((m) => Number(m[1]));

describe("an open's tables past one page (issue 42)", () => {
  test('the qualifier and the Swiss tables of 1,234 players: 500 rows, a search form and a pager each', () => {
    expect(big.qualifier.rows).toHaveLength(N);
    expect(big.swiss.rows.length).toBeGreaterThan(500);
    const html = view(big, request(''));
    for (const id of ['qualifier-table', 'swiss-table']) {
      const t = table(html, id);
      expect(t).toContain('data-paged="true"');
      expect(startNumbers(t)).toHaveLength(500);
    }
    // the rest of the page that grows with the field is paged by the same state: every round's boards
    // (here all byes: a row per player), the starting list, the rank after each round, the rating cards
    const bodies = html.split('<tbody>').slice(1).map((b) => b.slice(0, b.indexOf('</tbody>')).split('<tr').length - 1);
    expect(Math.max(...bodies)).toBe(500);
    const paged = (html.match(/data-paged="true"/g) ?? []).length;
    expect(paged).toBeGreaterThanOrEqual(2 + 8 + 3);
    expect(html.match(/data-testid="table-pages"/g)).toHaveLength(paged);
    expect(html.match(/data-testid="table-search"/g)).toHaveLength(paged);
    for (const id of ['pairings-starting', 'pairings-round-8', 'rank-progress-table', 'open-ratings-table']) expect(table(html, id)).toContain('data-paged="true"');
    // each table's links and search lead back to it: the page has several tables paged by one state
    expect(html).toContain(`href="${PATH}?page=2#qualifier-table"`);
    expect(html).toContain(`href="${PATH}?page=3#swiss-table"`);
    expect(html).toContain(`action="${PATH}#qualifier-table"`);
    expect(html).toContain('data-testid="table-rows">Rows 1–500 of 1,234.');
  });

  test('pages 1–3 reach every row once, in the table’s own order; the cut line is drawn once, over all rows', () => {
    const seen: number[] = [];
    let cuts = 0;
    for (const page of [1, 2, 3]) {
      const t = table(renderToStaticMarkup(createElement(QualifierTable, { result: big, lang: 'en', slug: 'big', table: request(`page=${page}`) })), 'qualifier-table');
      seen.push(...startNumbers(t));
      cuts += (t.match(/class="[^"]*\bcut\b/g) ?? []).length;
    }
    expect(seen).toEqual(big.qualifier.rows.map((r) => r.startNumber));
    expect(new Set(seen).size).toBe(N);
    expect(cuts).toBe(1);
    // the cut row is the 16th qualifier's, as on the whole table
    const whole = renderToStaticMarkup(createElement(QualifierTable, { result: big, lang: 'en' }));
    expect(whole.match(/class="[^"]*\bcut\b/g)).toHaveLength(1);
  });

  test('a search reaches a row on no page shown (player 701, on page 2), Polish letters optional', () => {
    expect(startNumbers(table(renderToStaticMarkup(createElement(QualifierTable, { result: big, lang: 'en', table: request('') })), 'qualifier-table'))).not.toContain(701);
    const html = view(big, request('q=lukasz%20zolw'));
    expect(startNumbers(table(html, 'qualifier-table'))).toEqual([701]);
    expect(startNumbers(table(html, 'swiss-table'))).toEqual([701]);
    expect(html).toContain('value="lukasz zolw"');
    // the round's board, the starting list and the rank after each round: the player's rows only
    expect(table(html, 'pairings-round-8').split('<tbody>')[1]!.split('<tr').length - 1).toBe(1);
    expect(table(html, 'pairings-starting')).toContain('Żółw Łukasz');
    expect(table(html, 'pairings-starting').split('<tbody>')[1]!.split('<tr').length - 1).toBe(1);
  });

  test('the final ranking, as long as the field, is paged the same way', () => {
    // the ranking as the open's last stage would leave it: every player placed, in the qualifier's order
    const ranked: SwissOpenResult = { ...big, ranking: big.qualifier.rows.map((r, i) => ({ place: i + 1, startNo: r.startNumber, name: r.name, stage: 'swiss' })) };
    const pages = [1, 2, 3].map((p) => startNumbers(table(renderToStaticMarkup(createElement(FinalRanking, { result: ranked, lang: 'pl', slug: 'big', table: request(`page=${p}`) })), 'final-ranking-table')));
    expect(pages.map((p) => p.length)).toEqual([500, 500, N - 1000]);
    expect(pages.flat()).toEqual(ranked.ranking.map((e) => e.startNo));
  });
});

describe('a table of one page is as before (issue 42)', () => {
  const DIR = 'tests/fixtures/competitions/swiss-open/amplico-2024';
  const amplico = loadSwissOpen(folder({ 'event.json': JSON.stringify({ name: 'Open', preset: 'amplico-open', swiss: 'swiss.trf', games: 'games.csv' }), 'swiss.trf': readFileSync(`${DIR}/swiss.trf`), 'games.csv': readFileSync(`${DIR}/games.csv`) }));

  test("the open's page with a table state is the page without one: no form, no pager, no paged mark", () => {
    if (!amplico.ok) throw new Error('fixture');
    const html = view(amplico.result, request('page=2'));
    expect(html).toBe(view(amplico.result));
    expect(html).not.toContain('data-paged');
    expect(html).not.toContain('table-pages');
  });

  test('a round-robin league and a league of teams go through the same paging: one page, as before', () => {
    const { league } = leagueOf(loadSpb().season, 'liga-1-1');
    const leagueHtml = renderToStaticMarkup(createElement(LeagueStandings, { league, lang: 'pl', slug: 'spb', table: request('page=2') }));
    expect(leagueHtml).toBe(renderToStaticMarkup(createElement(LeagueStandings, { league, lang: 'pl', slug: 'spb' })));
    expect(leagueHtml).toContain(league.standings[0]!.name.replace(/'/g, '&#x27;'));
    const mini = loadFixture('mini-league');
    const teamHtml = renderToStaticMarkup(createElement(SwissTable, { result: mini, lang: 'en', table: request('q=x') }));
    expect(teamHtml).toBe(renderToStaticMarkup(createElement(SwissTable, { result: mini, lang: 'en' })));
    expect(teamHtml).not.toContain('table-pages');
    expect(teamHtml).toContain('<th scope="row"><a href="#team-3" class="team-link">Hetman</a></th>');
  });

  test('a league past one page (a smaller GP_TABLE_PAGE_ROWS) is paged by the same code', () => {
    const { league } = leagueOf(loadSpb().season, 'liga-1-1');
    const size = Math.ceil(league.standings.length / 2);
    const at = (q: string) => renderToStaticMarkup(createElement(LeagueStandings, { league, lang: 'en', slug: 'spb', table: { path: '/en/leagues/spb/liga-1-1', query: readTableQuery(q), size } }));
    const names = (html: string) => [...html.matchAll(/<th scope="row">(.*?)<\/th>/g)].length;
    expect(names(at(''))).toBe(size);
    expect(names(at('')) + names(at('page=2'))).toBe(league.standings.length);
    expect(at('')).toContain(`href="/en/leagues/spb/liga-1-1?page=2#league-${league.id}-standings-table"`);
  });
});
