import { describe, expect, test } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RoundRobinLeagueView } from '@/app/components/competitions/round-robin-league/round-robin-league-view';
import { leagueOf, loadSpb } from './helpers';

/**
 * Issue 29 (what chess sites have): a round-robin league shows each round's pairings and results
 * and its starting list by rating, through lib/games/round-pairings like a Grand Prix tournament.
 * Лига 2.1 of the fixture: six players, five rounds, all played (4 beat 1 in round 4).
 */
const { season } = loadSpb();

describe('Лига 2.1: the rounds as a pairing program prints them', () => {
  const { league } = leagueOf(season, 'liga-2-1');
  const { pairings, startingList } = league.rounds;
  test('five rounds of three boards; every game of the schedule once, with its result', () => {
    expect(pairings.map((r) => r.length)).toEqual([3, 3, 3, 3, 3]);
    const shown = pairings.flatMap((boards, i) => boards.map((b) => ({ round: i + 1, pair: [b.white.startNumber, b.black!.startNumber].sort().join('-'), result: b.result })));
    const scheduled = league.games.map((g) => ({ round: g.round, pair: [g.white, g.black].sort().join('-') }));
    expect(shown.map(({ round, pair }) => `${round}:${pair}`).sort()).toEqual(scheduled.map(({ round, pair }) => `${round}:${pair}`).sort());
    // round 4: 4 beat 1 — one side wins, whichever had white
    const r4 = shown.find((s) => s.round === 4 && s.pair === '1-4')!;
    const board = pairings[3]!.find((b) => [b.white.startNumber, b.black!.startNumber].sort().join('-') === '1-4')!;
    expect(r4.result).toBe(board.white.startNumber === 4 ? '1–0' : '0–1');
  });
  test('the points before each round add up to the standings', () => {
    expect(pairings[0]!.every((b) => b.white.pointsBefore === 0 && b.black!.pointsBefore === 0)).toBe(true);
    // points before the last round plus its results are the totals (in half-points)
    const half: Record<string, number> = { '1': 2, '½': 1, '0': 0 };
    const after = new Map<number, number>();
    for (const b of pairings[4]!) {
      const [w, bl] = b.result.split('–');
      after.set(b.white.startNumber, b.white.pointsBefore + half[w!]!);
      after.set(b.black!.startNumber, b.black!.pointsBefore + half[bl!]!);
    }
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(league.standings.map((r) => [r.startNumber, r.points])));
  });
  test('the starting list: every player, by rating, highest first', () => {
    expect(startingList.map((e) => e.startNumber).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const ratings = startingList.map((e) => e.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
  test('the league page shows them, one heading id per league', () => {
    const html = renderToStaticMarkup(createElement(RoundRobinLeagueView, { season, lang: 'pl', slug: 'spb' }));
    expect(html.match(/data-testid="round-pairings"/g)?.length).toBe(season.leagues.length);
    expect(html).toContain('id="league-liga-2-1-pairings"');
    expect(html).toContain('Kojarzenia i wyniki rund');
    expect(html).toContain('Lista startowa (według rankingu)');
  });
  test('the FIDE rating cards of the rated players, worked out by hand for Орлов (4, 1630)', () => {
    expect(league.ratings.map((r) => r.startNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    // opponents 3 (1640), 6 (1610), 5 (1620), 1 (1660), 2 (1650): Ra = 8180 / 5 = 1636; score 1 + 0 + 1 + 1 + 0 = 3
    // expected (FIDE table, D = −10, +20, +10, −30, −20): 0,49 + 0,53 + 0,51 + 0,46 + 0,47 = 2,46
    // change K 20 × (3 − 2,46) = +10,8; p = 0,60 → dp = 72, Rp = 1708
    expect(league.ratings.find((r) => r.startNumber === 4)!.card).toEqual({ rating: 1630, k: 20, summary: { games: 5, score: 6, expected: 246, averageOpponent: 1636, performance: 1708, k: 20, changeHundredths: 1080 } });
    const html = renderToStaticMarkup(createElement(RoundRobinLeagueView, { season, lang: 'pl', slug: 'spb', only: 'liga-2-1' }));
    expect(html).toContain('Ranking FIDE: zmiany i ranking turniejowy');
    expect(html).toMatch(/Орлов Павел<\/td><td class="num">1630<\/td><td class="num">5<\/td><td class="num">3<\/td><td class="num">2,46<\/td><td class="num">20<\/td><td class="num">\+10,8<\/td><td class="num">1636<\/td><td class="num">1708<\/td>/);
  });
});
