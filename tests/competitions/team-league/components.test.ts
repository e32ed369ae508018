import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BoardRankings } from '@/app/components/competitions/team-league/board-rankings';
import { ClubFees } from '@/app/components/competitions/team-league/club-fees';
import { KnockoutBracket } from '@/app/components/competitions/team-league/knockout-bracket';
import { LineupViolations } from '@/app/components/competitions/team-league/lineup-violations';
import { SwissTable } from '@/app/components/competitions/team-league/swiss-table';
import { boardsCsv, computeInline, loadFixture, ONE_BOARD_RULES } from './helpers';

/** The public components render the computed league as semantic tables, in Polish and in English. */
const mini = loadFixture('mini-league');
const ko8 = loadFixture('knockout-8');
const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);

describe('the Swiss table', () => {
  test('Polish: decimal commas, scope on headers, num cells, wrapped', () => {
    const out = html(createElement(SwissTable, { result: mini, lang: 'pl' }));
    expect(out).toContain('<div class="table-wrap"><table>');
    expect(out).toContain('Faza szwajcarska — po 3 z 3 rund');
    // issue 40 (c): a team's name links to its roster on the page
    expect(out).toContain('<th scope="row"><a href="#team-3" class="team-link">Hetman</a></th><td class="num">8,5</td><td class="num">4</td><td class="num">12</td><td class="num">16,5</td>');
    expect(out).toContain('<td class="num">-1</td>');
  });
  test('English: decimal points; a lot still to draw is shown', () => {
    const r = computeInline({
      teams: 'team,club,board,name,sex,birth,rating\nA,A,1,a,m,1950,1\nB,B,1,b,m,1950,1',
      boards: boardsCsv([[1, 'A', 'B', 1, 'a', 'b', '1/2-1/2']]),
      rules: { ...ONE_BOARD_RULES, swissRounds: 1 },
    });
    const out = html(createElement(SwissTable, { result: r, lang: 'en' }));
    expect(out).toContain('<th scope="row"><a href="#team-1" class="team-link">A</a><small> (lot)</small></th><td class="num">0.5</td>');
  });
  test('names are escaped by React', () => {
    const r = computeInline({ teams: 'team,club,board,name,sex,birth,rating\n<b>X</b>,C,1,a,m,1950,1', rules: ONE_BOARD_RULES });
    const out = html(createElement(SwissTable, { result: r, lang: 'en' }));
    expect(out).toContain('&lt;b&gt;X&lt;/b&gt;');
    expect(out).not.toContain('<b>X</b>');
  });
});

describe('the bracket', () => {
  test('every round of 1–8 and the final ranking', () => {
    const out = html(createElement(KnockoutBracket, { result: ko8, lang: 'en' }));
    expect(out).toContain('<caption>Places 1–8</caption>');
    expect(out).toContain('<th scope="rowgroup" colSpan="4">Round 4</th>');
    expect(out).toContain('T5 (5) – T6 (6)</td><td class="num">½–½; play-off ½–½</td><td>T5<small> (higher Swiss place)</small>');
    expect(out).toContain('<caption>Final ranking</caption>');
  });
  test('Polish: byes and matches still to play', () => {
    const out = html(createElement(KnockoutBracket, { result: mini, lang: 'pl' }));
    expect(out).toContain('Hetman (1) — wolny los');
    expect(out).toContain('Legion (4) – Wieża (5)');
    expect(out).toContain('do rozegrania');
  });
  test('before the knock-out', () => {
    const r = computeInline({ teams: 'team,club,board,name,sex,birth,rating\nA,A,1,a,m,1950,1', rules: ONE_BOARD_RULES });
    expect(html(createElement(KnockoutBracket, { result: r, lang: 'pl' }))).toContain('Faza pucharowa zacznie się po ostatniej rundzie');
  });
});

describe('board rankings, violations and fees', () => {
  test('one table per board; the women’s board named', () => {
    const out = html(createElement(BoardRankings, { result: mini, lang: 'pl' }));
    expect(out).toContain('<caption>Szachownica 4 (kobieca)</caption>');
    expect(out).toContain('<th scope="row">Adam Nowak</th><td><a href="#team-1" class="team-link">Polonia I</a></td><td class="num">1,5</td><td class="num">2</td><td class="num">75</td>');
  });
  test('each violation explained, with the regulation quoted', () => {
    const pl = html(createElement(LineupViolations, { result: mini, lang: 'pl' }));
    expect(pl).toContain('Wakaty może być tylko na ostatnich szachownicach');
    expect(pl).toContain('Runda 2: Wieża nie wystawia nikogo na szachownicy 2');
    const en = html(createElement(LineupViolations, { result: mini, lang: 'en' }));
    expect(en).toContain('Vacancies are allowed only on the last boards');
    expect(en).toContain('boards.csv, line 16');
  });
  test('no violations', () => {
    expect(html(createElement(LineupViolations, { result: ko8, lang: 'en' }))).toContain('No rule is broken');
  });
  test('fees in złoty', () => {
    const out = html(createElement(ClubFees, { result: mini, lang: 'pl' }));
    expect(out).toContain('<th scope="row">Wieża Siedlce</th>');
    expect(out).toContain('kary za walkowery: 1 × 100,00 = 100,00');
    expect(out).toContain('<td class="num">340,00</td><td class="num">50,00</td>');
  });
});
