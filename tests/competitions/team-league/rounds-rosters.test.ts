import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { TeamRosters } from '@/app/components/competitions/team-league/rosters';
import { TeamLeagueRounds } from '@/app/components/competitions/team-league/rounds';
import { loadFixture } from './helpers';

/** Rounds with every match and board, and the rosters in board order (issue 10, "Interfaces"). */
const trf = loadFixture('team-trf');
const mini = loadFixture('mini-league');
const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);

describe('rounds and matches', () => {
  test('Polish: each match with its score written as results are (issue 40, item 5: 2½–1½), its boards, a vacancy, a forfeited match, a bye', () => {
    const out = html(createElement(TeamLeagueRounds, { result: trf, lang: 'pl' }));
    expect(out).toContain('<h3>Runda 1</h3>');
    // issue 40 (c): team names link to their rosters
    expect(out).toContain('<a href="#team-1" class="team-link">Orzeł</a> – <a href="#team-2" class="team-link">Sokół</a> <span class="match-score">2½–1½</span>');
    expect(out).toContain('<tr><td class="num">4</td><td>Olaf Kruk</td><td class="num result">1–0</td><td>Urszula Lewandowska</td></tr>');
    expect(out).toContain('<tr><td class="num">4</td><td><em>wakat</em></td><td class="num result">−–+ (walkower)</td><td>Danuta Wrona</td></tr>');
    expect(out).toContain('<a href="#team-2" class="team-link">Sokół</a> – <a href="#team-4" class="team-link">Kruk</a> <span class="match-score">4–0</span></h4><p>walkower — nie przyjechała Kruk (0–4, −2 pkt duże)</p>');
    expect(out).toContain('<p class="match-bye"><a href="#team-5" class="team-link">Żuraw</a> — pauza</p>');
  });
  test('English: the same result format and the words of the page', () => {
    const out = html(createElement(TeamLeagueRounds, { result: trf, lang: 'en' }));
    expect(out).toContain('<h3>Round 2</h3>');
    expect(out).toContain('<a href="#team-5" class="team-link">Żuraw</a> – <a href="#team-3" class="team-link">Jastrząb</a> <span class="match-score">2½–1½</span>');
    expect(out).toContain('<td class="num result">+–− (forfeit)</td>');
    expect(out).toContain('<a href="#team-3" class="team-link">Jastrząb</a> — bye');
  });
});

describe('rosters', () => {
  test('board order, the women’s board marked, reserves after the regulars, an added player dated', () => {
    const out = html(createElement(TeamRosters, { result: mini, lang: 'pl' }));
    const hetman = out.slice(out.indexOf('<h3>Hetman'), out.indexOf('<h3>Legion'));
    const names = [...hetman.matchAll(/<tr><td class="num">([^<]+)<\/td><td>([^<]+)/g)].map((m) => [m[1], m[2]]);
    expect(names).toEqual([
      ['1', 'Karol Zając'],
      ['2', 'Leon Wilk'],
      ['3', 'Marek Dudek'],
      ['4 (kobieca)', 'Nina Sikora'],
      ['rez.', 'Olaf Kruk'],
      ['rez.', 'Piotr Późny'],
    ]);
    expect(hetman).toContain('dopisany 2008-01-05');
    expect(html(createElement(TeamRosters, { result: mini, lang: 'en' }))).toContain('4 (women’s)');
  });
});
