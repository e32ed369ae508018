import { expect, test } from 'vitest';
import { escapeHtml } from '@/lib/render/html';
import { renderSeasonPage } from '@/lib/render/season-page-html';
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
  expect(html).toContain('<td class="d">1</td>');
  expect(html).toContain('<td class="x">5*</td>');
  expect(html).toContain('Rozegrano 9 turniejów: każdemu odrzuca się 1 najsłabszy wynik');
  const en = renderSeasonPage({ lang: 'en', slug: 's', seasonName: 'S', standings: standings(ts) });
  expect(en).toContain('<html lang="en">');
  expect(en).toContain('href="/en/seasons/s/players/1"');
});
