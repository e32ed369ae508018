import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SwissOpenView } from '@/app/components/competitions/swiss-open/swiss-open-view';
import { FinalRanking, SwissContinuationTable } from '@/app/components/competitions/swiss-open/final-ranking';
import { GroupTables } from '@/app/components/competitions/swiss-open/group-tables';
import { MatchBracket } from '@/app/components/competitions/swiss-open/match-bracket';
import { PlayoffBracket } from '@/app/components/competitions/swiss-open/playoff-bracket';
import { QualifierTable } from '@/app/components/competitions/swiss-open/qualifier-table';
import { loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import { folder } from './helpers/bye-swiss';

const DIR = 'tests/fixtures/competitions/swiss-open/amplico-2024';
const load = (swiss: string, games: string | null, name = 'Open <b>') => {
  const loaded = loadSwissOpen(
    folder({
      'event.json': JSON.stringify({ name, preset: 'amplico-open', swiss, games: 'games.csv' }),
      [swiss]: readFileSync(`${DIR}/${swiss}`),
      ...(games === null ? {} : { 'games.csv': games }),
    }),
  );
  if (!loaded.ok) throw new Error('fixture');
  return loaded.result;
};
const full = load('swiss.trf', readFileSync(`${DIR}/games.csv`, 'utf8'));
const morning = load('swiss-after-8.trf', null);
const html = (component: (p: { result: typeof full; lang: 'pl' | 'en' }) => unknown, result: typeof full, lang: 'pl' | 'en') =>
  renderToStaticMarkup(createElement(component as never, { result, lang }));

describe('public components of the open (rendered from the fixture)', () => {
  test('the qualifier table: tie-break columns, the tied group marked, the cut line under the 16th', () => {
    const pl = html(QualifierTable, morning, 'pl');
    expect(pl).toContain('<th scope="col" class="num">BH/M1</th>');
    expect(pl.match(/<tr class="tied/g)).toHaveLength(3);
    expect(pl).toContain('<tr class="tied cut">'); // 5, the 16th, is in the tie and carries the line
    expect(pl).toContain('grają dogrywkę o 2 miejsca');
    expect(html(QualifierTable, morning, 'en')).toContain('play off for 2 places');
  });
  test('the play-off bracket before the game: who waits, who plays, the seat still open', () => {
    const en = html(PlayoffBracket, morning, 'en');
    expect(en).toContain('Waiting for the next round:');
    expect(en).toContain('Ewert Edward <span class="start-no">(5)</span></span> – <span>Dudek Dorota');
    expect(en).toContain('one of: Ewert Edward, Dudek Dorota');
  });
  test('group tables with cross-tables, and members still open before the play-off', () => {
    const en = html(GroupTables, full, 'en');
    expect(en).toContain('<h3>Group I</h3>');
    expect(en).toContain('<h3>Places 13–16</h3>');
    expect(en).toContain('<td class="num game diagonal">×</td>');
    expect(html(GroupTables, morning, 'pl')).toContain('Zawodnicy:');
  });
  test('the matches game by game, the armageddon and its winner', () => {
    const pl = html(MatchBracket, full, 'pl');
    expect(pl).toContain('<th scope="row">Armagedon</th>');
    expect(pl).toContain('Zwycięzca: <span>Rudzki Robert');
    expect(html(MatchBracket, morning, 'en')).toContain('waiting for its players');
  });
  test('the final ranking and the Swiss, with the place each stage decided', () => {
    const en = html(FinalRanking, full, 'en');
    expect(en).toContain('<td class="num">1</td><td class="num">17</td><th scope="row">Rudzki Robert<span class="federation"> POL</span></th><td>final</td>');
    expect(en).toContain('<td>places 5–8</td>');
    expect(html(FinalRanking, morning, 'pl')).toContain('Żadne miejsce nie jest jeszcze rozstrzygnięte.');
    expect(html(SwissContinuationTable, morning, 'en')).toContain('20=');
  });
  test('names are text, never markup', () => {
    const hostile = load('swiss.trf', readFileSync(`${DIR}/games.csv`, 'utf8'), '<script>x</script>');
    hostile.players.find((p) => p.startNo === 17)!.name = '<img src=x>';
    const en = html(MatchBracket, hostile, 'en');
    expect(en).not.toContain('<img');
    expect(en).toContain('&lt;img src=x&gt;');
  });
});

describe('the open’s FIDE rating cards (issue 29)', () => {
  test('every rated player of the Swiss has a card with the rating of the file, an unrated one none; the page shows them in one table', () => {
    const rated = full.players.filter((p) => p.rating !== null && p.rating > 0);
    expect(rated.length).toBeGreaterThan(0);
    expect(full.swissRounds.ratings.map((c) => c.startNumber)).toEqual(rated.map((p) => p.startNo).sort((a, b) => a - b));
    for (const c of full.swissRounds.ratings) expect(c.card.rating).toBe(rated.find((p) => p.startNo === c.startNumber)!.rating);
  });
});

describe('issue 40, item 4 and C11: names link to the player\'s page, with title and federation', () => {
  test('every table of the open links its names through the players\' directory, by start number', () => {
    const out = renderToStaticMarkup(createElement(SwissOpenView, { result: full, lang: 'en', slug: 'amplico' }));
    // the final ranking's winner, the qualifier's and the Swiss's rows, the brackets and the pairings
    expect(out).toContain('<th scope="row"><a href="/en/players/in/amplico/17">Rudzki Robert</a><span class="federation"> POL</span></th><td>final</td>');
    const links = [...out.matchAll(/href="\/en\/players\/in\/amplico\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(new Set(links)).toEqual(new Set(full.players.map((p) => p.startNo)));
    // Polish pages link the Polish address
    expect(renderToStaticMarkup(createElement(FinalRanking, { result: full, lang: 'pl', slug: 'amplico' }))).toContain('<a href="/players/in/amplico/17">Rudzki Robert</a>');
  });
  test('without the open\'s slug (an embed, a test of a part) names are text', () => {
    expect(html(FinalRanking, full, 'en')).not.toContain('<a ');
  });
  test('the knock-out drawn as a bracket: the semi-finals, then the final beside the third-place match, the winner in bold', () => {
    const out = html(MatchBracket, full, 'en');
    const bracket = out.slice(out.indexOf('data-testid="bracket"'), out.indexOf('<article'));
    expect(bracket.indexOf('Semi-finals')).toBeLessThan(bracket.indexOf('Final and third place'));
    // the final: Rudzki won 1½–½ (the game-by-game table below says the same)
    expect(bracket).toMatch(/<div class="bracket-match-title">Final<\/div><div class="bracket-side won"><span class="bracket-name"><span>Rudzki Robert <span class="start-no">\(17\)<\/span><\/span><\/span><span class="bracket-score">1½<\/span><\/div><div class="bracket-side"><span class="bracket-name"><span>Tomczak Tomasz <span class="start-no">\(19\)<\/span><\/span><\/span><span class="bracket-score">½<\/span>/);
  });
  test.each([
    { lang: 'pl' as const, semi: 'zwycięzca grupy I', final: 'zwycięzca 1. półfinału', third: 'przegrany 2. półfinału', oneOf: 'jeden z:', hint: 'Drabinka jest szersza niż ekran' },
    { lang: 'en' as const, semi: 'winner of group IV', final: 'winner of semi-final 2', third: 'loser of semi-final 1', oneOf: 'one of:', hint: 'The bracket is wider than the screen' },
  ])('the walk ($lang): a side not known yet is drawn by where it comes from (the list of who could be there in its tooltip), and the bracket says it scrolls', ({ lang, semi, final, third, oneOf, hint }) => {
    // the morning of the last day: no group played, so anybody of a group could still reach the final
    const out = html(MatchBracket, morning, lang);
    const bracket = out.slice(out.indexOf('data-testid="bracket"'), out.indexOf('<article'));
    for (const side of [semi, final, third]) expect(bracket).toContain(`">${side}</span>`);
    expect(bracket).not.toContain(`>${oneOf}`);
    expect(bracket).toMatch(new RegExp(`title="${oneOf} [^"]+, [^"]+"`));
    expect(bracket).toContain(hint);
    // the matches below still name everyone who could play
    expect(out.slice(out.indexOf('<article'))).toContain(oneOf);
  });
});
