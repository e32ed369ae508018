import { expect, test } from 'vitest';
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
  expect(html).toContain('<time datetime="2018-12-16T10:00:00.000Z">16.12.2018</time>');
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
  { n: 1, pl: 'Liczy się jedyny rozegrany turniej' },
  { n: 3, pl: 'Liczą się wszystkie 3 turnieje' },
  { n: 6, pl: 'Liczą się wszystkie 6 turniejów' },
])('Polish grammar of "all $n tournaments count"', ({ n, pl }) => {
  expect(MESSAGES.pl.dropsExplained(n, 0)).toContain(pl);
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
  expect(en).toContain('Prize if the season ended today: place 2 — 300.00 zł');
});
