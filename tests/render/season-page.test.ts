import { describeCountingNow } from '@/lib/i18n/rules-words';
import { describe, expect, test } from 'vitest';
import { computeStandings } from '@/lib/series/standings';
import { PRESETS } from '@/lib/series/rules';
import { escapeHtml } from '@/lib/render/html';
import { renderSeasonPage } from '@/lib/render/season-page-html';
import { categoryRanks } from '@/lib/render/standings-grid';
import { MESSAGES } from '@/lib/i18n/messages';
import { dates, standings, tournament } from '@/tests/series/builders';

test('escapeHtml escapes markup and quotes', () => {
  expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
});

test('the standings page shows hostile names and clubs as text, marks dropped and not-counted results', () => {
  const ds = dates(9);
  const ts = ds.map((d, i) =>
    tournament(`gp${i + 1}`, d, [
      { name: '<img src=x onerror=alert(1)>', crId: '1', points: i === 0 ? 1 : 6, club: '"><script>alert(2)</script>' },
      { name: 'Obcy Jan', crId: '2', points: 5, region: i === 0 ? 'pomorskie' : 'warmińsko-mazurskie' },
    ]),
  );
  const html = renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'Sezon <b>', standings: standings(ts) });
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain('<script>alert(2)');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).toContain('<h1>Sezon &lt;b&gt;</h1>');
  // 9 tournaments → 1 drop: the 1 point of gp1 is struck through; Obcy Jan's gp1 is not counted
  expect(html).toContain('<td class="d" title="1. miejsce w turnieju">1</td>');
  expect(html).toContain('<td class="x" title="2. miejsce w turnieju">5*</td>');
  expect(html).toContain('Rozegrano 9 turniejów: każdemu odrzuca się 1 najsłabszy wynik');
  const en = renderSeasonPage({ lang: 'en', slug: 's', seasonName: 'S', standings: standings(ts) });
  expect(en).toContain('<html lang="en">');
  expect(en).toContain('href="/en/seasons/s/players/1"');
});

test('the table (issue 11): a dropped absence is a struck dash, no Final is a dash, tournaments played, category ranks', () => {
  const ds = dates(9);
  // Anna plays 8 of 9 (her absence is the one dropped); Lis is a woman too, tied with nobody
  const ts = ds.map((d, i) =>
    tournament(`gp${i + 1}`, d, [
      { name: 'Kowal Jan', crId: '1', points: 7 },
      ...(i === 4 ? [] : [{ name: 'Nowak Anna', crId: '2', points: 6, sex: 'F' as const }]),
      { name: 'Lis Ewa', crId: '3', points: 5, sex: 'F' as const },
    ]),
  );
  const s = standings(ts);
  const html = renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'S', standings: s, updatedAt: '2018-12-16T10:00:00.000Z' });
  const anna = html.slice(html.indexOf('Nowak Anna'), html.indexOf('</tr>', html.indexOf('Nowak Anna')));
  expect(anna).toContain('<td class="a d" title="Nieobecność odrzucona">–</td>');
  expect(anna).not.toContain('>0<');
  // no Final played: a dash, not "0"; then 8 tournaments played
  expect(anna).toMatch(/<td>–<\/td><td>8<\/td>/);
  expect(html).toContain('nieobecność odrzucona');
  expect(html).toContain('Stan po 9 turniejach');
  expect(html).toContain('<time datetime="2018-12-16T10:00:00.000Z">16.12.2018, 11:00</time>'); // with the time in Warsaw (issue 29; was the day only)
  expect(html).toContain('<title>Klasyfikacja indywidualna — S · Grand Prix</title>');
  expect(html).toContain('data-testid="sign-in-link"');
  expect(html).toMatch(/<input type="search" data-search-table="standings"[^>]*>/);
  expect(html).toContain('<label class="search">Szukaj zawodnika lub klubu');
  // ranks within a category: Anna 2nd overall is the 1st woman, Ewa 3rd overall the 2nd
  const ranks = categoryRanks(s);
  const woman = s.rules.categories.find((c) => c.id === 'woman')?.id ?? s.individual.find((e) => e.name === 'Nowak Anna')!.categories[0]!;
  expect(ranks.get('cr:2')?.[woman]).toBe('1');
  expect(ranks.get('cr:3')?.[woman]).toBe('2');
  expect(html).toContain(`data-category-ranks="rating1800:2 ${woman}:1"`);
});

test.each([
  { n: 1, pl: 'Rozegrano 1 turniej: liczy się jego wynik.' },
  { n: 3, pl: 'Rozegrano 3 turnieje: liczą się wszystkie wyniki.' },
  { n: 6, pl: 'Rozegrano 6 turniejów: liczą się wszystkie wyniki.' },
])('Polish grammar of "$n tournaments held, every result counts"', ({ n, pl }) => {
  expect(describeCountingNow(PRESETS['warmia-mazury-2018']!, n, 0, 'pl')).toBe(pl);
});

describe('the explanation above the table comes from the season’s own rules (issue 14)', () => {
  const explained = (html: string) => html.slice(html.indexOf('<p class="explain" data-testid="rules-explained">'), html.indexOf('</p>', html.indexOf('data-testid="rules-explained"')));
  const WM_WORDS = [/Turniej(u)? Finałow/, /9 turniejach/, /podwójnie/, /the Final/i, /double/, /9 tournaments/];

  test('fide-gp-2012: place points, shared by game points, best 3, no Final', () => {
    const ts = ['2012-10-01', '2012-12-01', '2013-02-01', '2013-04-01'].map((d, i) =>
      tournament(`gp${i + 1}`, d, [{ name: 'Topałow Weselin', crId: '1', points: 7 }, { name: 'Gelfand Borys', crId: '2', points: 6 - i / 2 }, { name: 'Mamedjarow Szachrijar', crId: '3', points: 5 }]),
    );
    const s = computeStandings({ year: 2012, rules: PRESETS['fide-gp-2012']!, registry: null, tournaments: ts });
    const pl = explained(renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'S', standings: s, preset: 'fide-gp-2012' }));
    expect(pl).toContain('Rozegrano 4 turnieje: każdemu odrzuca się 1 najsłabszy wynik (nieobecność = 0).');
    expect(pl).toContain('Punkty za miejsca: 170, 140, 110, 90, 80, 70, 60, 50, 40, 30, 20 i 10; dalsze miejsca — 0.');
    expect(pl).toContain('Liczy się 3 najlepszych wyników');
    expect(pl).toContain('z równą liczbą punktów z partii');
    expect(pl).toContain('Bez Turnieju Finałowego.');
    expect(pl).toContain('Przy równej sumie: miejsce ex aequo.');
    expect(pl).toContain('href="/presets#fide-gp-2012"');
    const en = explained(renderSeasonPage({ lang: 'en', slug: 's', seasonName: 'S', standings: s, preset: 'fide-gp-2012' }));
    expect(en).toContain('4 tournaments held: each player&#39;s lowest result is dropped (an absence counts 0).');
    expect(en).toContain('Place points: 170, 140');
    expect(en).toContain('The best 3 results count');
    expect(en).toContain('No Final.');
    expect(en).toContain('href="/en/presets#fide-gp-2012"');
    for (const w of [/9 turniejach/, /podwójnie/, /wyższe miejsce w Turnieju Finałowym/]) expect(pl).not.toMatch(w);
    for (const w of [/9 tournaments/, /double/, /better place in the Final/]) expect(en).not.toMatch(w);
  });

  test('keshmat-circuit-2024: game points, best (most played − 1), points per counted event', () => {
    const ts = ['2024-07-10', '2024-08-10', '2024-09-10'].map((d, i) =>
      tournament(`gp${i + 1}`, d, [{ name: 'Haddad Karim', crId: '1', points: 5 }, ...(i === 1 ? [] : [{ name: 'Khoury Rana', crId: '2', points: 4 }])]),
    );
    const s = computeStandings({ year: 2024, rules: PRESETS['keshmat-circuit-2024']!, registry: null, tournaments: ts });
    const pl = explained(renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'S', standings: s }));
    expect(pl).toContain('Rozegrano 3 turnieje: każdemu liczy się 2 najlepsze wyniki (nieobecność = 0).');
    expect(pl).toContain('Turniej daje punkty zdobyte w partiach.');
    expect(pl).toContain('ile turniejów rozegrał najaktywniejszy zawodnik, minus 1');
    expect(pl).toContain('Przy równej sumie: więcej punktów na zaliczony turniej');
    expect(pl).not.toMatch(/Turniej(u)? Finałow[^.]*liczy/);
    expect(pl).not.toMatch(/9 turniejach|podwójnie/);
    const en = explained(renderSeasonPage({ lang: 'en', slug: 's', seasonName: 'S', standings: s }));
    expect(en).toContain('3 tournaments held: each player&#39;s best 2 results count (an absence counts 0).');
    expect(en).toContain('Equal totals: more points per counted event');
    expect(en).not.toMatch(/9 tournaments|double|place in the Final/);
  });

  test('warmia-mazury-2018 keeps its own words: drops from 9 tournaments, the Final ×2 and its place', () => {
    const s = standings(dates(3).map((d, i) => tournament(`gp${i + 1}`, d, [{ name: 'Kowal Jan', crId: '1', points: 7 }])));
    const pl = explained(renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'S', standings: s }));
    expect(pl).toContain('Rozegrano 3 turnieje: liczą się wszystkie wyniki.');
    expect(pl).toContain('Po 9 turniejach odrzuca się najsłabszy wynik');
    expect(pl).toContain('Turniej Finałowy liczy się ×2');
    expect(pl).toContain('wyższe miejsce w Turnieju Finałowym');
  });
});

test('issue 11: each result says its place in that tournament; the rows in the prize places now are starred with the prize in the title', () => {
  const ds = dates(3);
  const ts = ds.map((d, i) =>
    tournament(`gp${i + 1}`, d, [
      { name: 'Kowal Jan', crId: '1', points: 7 },
      ...(i === 1 ? [{ name: 'Wilk Adam', crId: '4', points: 6.5 }] : []),
      { name: 'Nowak Anna', crId: '2', points: 6, sex: 'F' as const },
    ]),
  );
  const s = standings(ts, { rules: { placePrizes: [450, 300], categories: [] } });
  const html = renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'S', standings: s });
  const row = (name: string) => html.slice(html.lastIndexOf('<tr', html.indexOf(name)), html.indexOf('</tr>', html.indexOf(name)));
  // Anna: 2nd, 3rd (behind Wilk), 2nd
  expect(row('Nowak Anna')).toContain('<td title="3. miejsce w turnieju">6</td>');
  expect(row('Nowak Anna')).toMatch(/^<tr class="prize"/);
  expect(row('Kowal Jan')).toContain('title="Nagroda, gdyby sezon skończył się dziś: 1. miejsce — 450,00 zł"');
  expect(row('Kowal Jan')).toMatch(/<td data-rank="1" data-sort="1" title="Nagroda[^"]*">1<\/td>/);
  expect(row('Wilk Adam')).not.toContain('Nagroda');
  expect(row('Wilk Adam')).not.toContain('class="prize"');
  expect(html).toContain('<table id="standings" class="grid" data-tips');
  const en = renderSeasonPage({ lang: 'en', slug: 's', seasonName: 'S', standings: s });
  expect(en).toContain('title="place 3 in the tournament"');
  expect(en).toContain('Prize if the season ended today: place 2 — 300.00 PLN');
});

test('what chess sites have (issue 11): a rank parted from an equal total by the Final place says so in its title, in the page’s language', () => {
  const [d1] = dates(1);
  const s = standings([
    tournament('gp1', d1!, [{ name: 'A', crId: '1', points: 7 }, { name: 'B', crId: '2', points: 5 }, { name: 'C', crId: '3', points: 6 }, { name: 'D', crId: '4', points: 6 }]),
    tournament('final', '2018-12-16', [{ name: 'B', crId: '2', points: 1 }, { name: 'A', crId: '1', points: 0 }], { final: true }),
  ]);
  // A and B: 7 points each, B ahead by the Final; C and D share 3rd–4th (no tie-break parts them)
  const rankCell = (html: string, name: string) => {
    const row = html.slice(html.lastIndexOf('<tr', html.indexOf(`>${name}</a>`)), html.indexOf(`>${name}</a>`));
    return row.slice(row.indexOf('<td'), row.indexOf('</td>'));
  };
  const pl = renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'S', standings: s });
  expect(rankCell(pl, 'B')).toContain('data-tie="Równa suma (7) z: A (2.); o kolejności zdecydowało: wyższe miejsce w Turnieju Finałowym (bez wyniku w Finale — niżej) — miejsce w Finale: 1."');
  expect(rankCell(pl, 'A')).toContain('Równa suma (7) z: B (1.); o kolejności zdecydowało: wyższe miejsce w Turnieju Finałowym (bez wyniku w Finale — niżej) — miejsce w Finale: 2.');
  expect(rankCell(pl, 'A')).toMatch(/ title="[^"]*Równa suma \(7\)/);
  expect(rankCell(pl, 'C')).not.toContain('Równa suma');
  expect(rankCell(pl, 'D')).not.toContain('data-tie');
  const en = renderSeasonPage({ lang: 'en', slug: 's', seasonName: 'S', standings: s });
  expect(rankCell(en, 'B')).toContain('Equal total (7) with A (place 2); the order was decided by the better place in the Final (no Final result ranks lower) — place in the Final: 1.');
  expect(rankCell(en, 'B')).not.toMatch(/Równa|miejsce/);
});

describe('issue 40, B6: a season before its first result', () => {
  const empty = standings([]);
  const coming = [
    { date: '2027-03-13', name: 'II Turniej <GP>', city: 'Ełk', final: false },
    { date: '2027-02-13', name: 'I Turniej', city: null, final: false },
  ];
  test('shows its confirmed dates, soonest first, and the way to the calendar instead of an empty table', () => {
    const html = renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'GP 2027', standings: empty, coming });
    expect(html).toContain('data-testid="season-coming"');
    expect(html).not.toContain('data-testid="standings-table"');
    const list = /<ol class="coming-dates"[^>]*>(.*?)<\/ol>/.exec(html)![1]!;
    expect(list).toBe('<li><time datetime="2027-02-13">13.02.2027</time> — I Turniej</li><li><time datetime="2027-03-13">13.03.2027</time> — II Turniej &lt;GP&gt;, Ełk</li>');
    expect(html).toContain('href="/seasons/s/calendar"');
    const en = renderSeasonPage({ lang: 'en', slug: 's', seasonName: 'GP 2027', standings: empty, coming });
    expect(en).toContain('The season has not started yet');
    expect(en).toContain('href="/en/seasons/s/calendar"');
  });
  test('without a confirmed date it says so', () => {
    const html = renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'GP 2027', standings: empty, coming: [] });
    expect(html).toContain('Terminy turniejów nie są jeszcze potwierdzone.');
  });
});

// issue 42, item 2: a season table longer than a page is cut on the server, and its search, sort and category reach every row
describe('the season table a page at a time', () => {
  const ds = dates(3);
  const players = Array.from({ length: 25 }, (_, i) => ({ name: i === 23 ? 'Żółw Łukasz' : `Gracz${String(i).padStart(2, '0')} Jan`, crId: String(100 + i), points: 2 * (i % 9), club: i % 2 ? 'Hetman Łódź' : 'Kraków' }));
  const s = standings(ds.map((d, i) => tournament(`gp${i + 1}`, d, players)));
  const page = (query: string, size = 10) => renderSeasonPage({ lang: 'pl', slug: 's', seasonName: 'S', standings: s, table: { query, size } });
  const rows = (html: string) => [...html.split('<tbody id="standings-rows" tabindex="-1">')[1]!.split('</tbody>')[0]!.matchAll(/<tr[ >]/g)].length;

  test('the first page: 10 of 25 rows, a pager to pages 2 and 3, headers that sort on the server', () => {
    const html = page('');
    expect(rows(html)).toBe(10);
    expect(html).toContain('data-paged="true"');
    expect(html).toContain('Wiersze 1–10 z 25.');
    expect(html).toContain('href="/seasons/s?page=2" aria-label="Strona 2"');
    expect(html).toContain('href="/seasons/s?page=3"');
    expect(html).toContain('<th scope="col" data-sortable="number" data-first="descending"><a href="/seasons/s?sort=-total">');
    // the search is a form the server answers, not the in-page filter
    expect(html).toContain('<form class="filters no-print" method="get" action="/seasons/s" role="search" data-table-form="standings">');
    expect(rows(page('page=3'))).toBe(5);
  });

  test('the search finds a row of the last page from the first; the sort orders all rows; a one-page table is as before', () => {
    const found = page('q=zolw%20lodz');
    expect(rows(found)).toBe(1);
    expect(found).toContain('Żółw Łukasz');
    expect(found).toContain('value="zolw lodz"');
    const byName = page('sort=-player');
    expect(/<tbody[^>]*><tr[^>]*><td[^>]*>[^<]*<\/td><th scope="row"><a[^>]*>([^<]*)</.exec(byName)?.[1]).toBe('Żółw Łukasz');
    const whole = page('', 500);
    expect(rows(whole)).toBe(25);
    expect(whole).not.toContain('data-paged');
    expect(whole).toContain('<input type="search" data-search-table="standings"');
  });

  test("an address's markup is escaped, never echoed", () => {
    const html = page('q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
