import { describe, expect, test } from 'vitest';
import { provisionalTableHtml } from '@/lib/render/provisional-table-html';
import { renderSeasonPage } from '@/lib/render/season-page-html';
import { standings, tournament } from '@/tests/series/builders';

// gp01 finished; gp07 after round 5 of 9: Kot Jan leads it, a newcomer is in it only
const gp01 = tournament('gp01', '2018-02-10', [
  { name: 'Lis Anna', crId: '1', points: 7 },
  { name: 'Kot Jan', crId: '2', points: 6 },
]);
const gp07 = tournament('gp07', '2018-06-02', [
  { name: 'Kot Jan', crId: '2', points: 4.5 },
  { name: '<b>Nowy</b> Adam', crId: '3', points: 4 },
  { name: 'Lis Anna', crId: '1', points: 2 },
]);
const official = standings([gp01]);
const provisional = { ...standings([gp01, { ...gp07, name: 'Turniej 7' }]), prizes: [] };
const inProgress = [{ id: 'gp07', name: 'Turniej 7', round: 5, of: 9 }];

describe('the provisional table "if the tournament ended now" (issue 25)', () => {
  const html = provisionalTableHtml({ lang: 'pl', official, provisional, inProgress, playerHref: (key) => `/p/${key}` });

  test('is marked, names the tournament and its round, and says it is not official', () => {
    expect(html).toContain('<span class="badge">Prowizorycznie</span> Tabela prowizoryczna — gdyby turniej skończył się teraz');
    expect(html).toContain('Turniej 7: wyniki po rundzie 5 z 9. Ta tabela liczy je tak, jakby turniej skończył się teraz. To nie jest klasyfikacja oficjalna i nie daje nagród');
    expect(html).toContain('<th scope="col" title="Turniej 7 — w toku, po rundzie 5 z 9">Turniej 7 (po 5 z 9)</th>');
  });

  test('rows: the provisional rank and total, the points in the tournament in progress, the official place (new: "nowy"); names escaped', () => {
    const rows = [...html.matchAll(/<tr><td>([^<]*)<\/td><th scope="row"><a href="[^"]*">([^<]*(?:&lt;[^<]*)*)<\/a><\/th><td class="hide-narrow">[^<]*<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((m) => m.slice(1));
    expect(rows).toEqual([
      ['1', 'Kot Jan', '10,5', '4,5', '2'],
      ['2', 'Lis Anna', '9', '2', '1'],
      ['3', '&lt;b&gt;Nowy&lt;/b&gt; Adam', '4', '4', 'nowy'],
    ]);
  });

  test('in English too', () => {
    const en = provisionalTableHtml({ lang: 'en', official, provisional, inProgress, playerHref: (key) => `/p/${key}` });
    expect(en).toContain('Provisional table — if the tournament ended now');
    expect(en).toContain('Turniej 7: results after round 5 of 9.');
    expect(en).toContain('<td>new</td>');
  });

  test('the season page shows it above the official table, which it marks as the table without the tournament in progress', () => {
    const page = renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'Sezon', standings: official, provisional: { standings: provisional, inProgress } });
    expect(page.indexOf('data-testid="provisional"')).toBeGreaterThan(0);
    expect(page.indexOf('data-testid="provisional"')).toBeLessThan(page.indexOf('data-testid="standings-table"'));
    expect(page).toContain('Tabela oficjalna — bez turnieju w toku (Turniej 7).');
    expect(renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'Sezon', standings: official })).not.toContain('provisional');
  });
});
