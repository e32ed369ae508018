import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseEmbedOptions } from '@/lib/embed/embed-options';
import { competitionKind } from '@/lib/competitions/registry';
import { formatAsOf } from '@/lib/i18n/embed-words';
import { MESSAGES } from '@/lib/i18n/messages';
import { renderCompetitionEmbed } from '@/lib/render/embed/competition-embed';
import { renderEmbedSnippet } from '@/lib/render/embed/embed-snippet-html';
import { renderSeasonEmbed } from '@/lib/render/embed/season-embed';
import { seasonEmbedSnippet } from '@/lib/render/embed/season-embed-snippet';
import { dates, standings, tournament } from '@/tests/series/builders';

const options = (q: string) => parseEmbedOptions(new URLSearchParams(q));
/** The rows of the embed's table as [cells…] text, markup removed. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].slice(1).map((m) => [...m[1]!.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((c) => unescape(c[1]!.replace(/<[^>]+>/g, '').trim())));
const unescape = (t: string) => t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

// 12 players over three tournaments; two clubs; Zofia and Ewa are women; a hostile name and club
const ts = dates(3).map((d) =>
  tournament(
    d,
    d,
    Array.from({ length: 12 }, (_, i) => ({
      name: i === 3 ? '<img src=x onerror=alert(1)>' : ['Adam', 'Zofia', 'Jan', 'X', 'Ewa', 'Piotr', 'Marek', 'Ola', 'Igor', 'Lech', 'Bogdan', 'Cyryl'][i]! + ' Nowak',
      crId: String(100 + i),
      points: 9 - (i % 10) * 0.5,
      club: i === 5 ? '"><script>alert(2)</script>' : i % 2 === 0 ? 'UKS Jedynka Olsztyn' : 'MKS Żuławy Elbląg',
      sex: i === 1 || i === 4 ? 'F' : 'M',
    })),
  ),
);
const s = standings(ts);
const season = (q: string, lang: 'pl' | 'en' = 'pl') => renderSeasonEmbed({ lang, slug: 'gp-2018', seasonName: 'Grand Prix <2018>', standings: s, lastChange: '2026-11-30T12:00:00.000Z', options: options(q) });

describe('a season on another site (/embed/seasons/{slug})', () => {
  test('the individual table: rank, player, club, total from lib/series; the whole page escaped', () => {
    const html = season('');
    expect(html).toContain('<html lang="pl" data-theme="light">');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Grand Prix &lt;2018&gt;');
    const rows = rowsOf(html);
    expect(rows).toHaveLength(s.individual.length);
    expect(rows[0]).toEqual([s.individual[0]!.rankLabel, s.individual[0]!.name, 'UKS Jedynka Olsztyn', '27']);
    // the shared place of the players with equal totals, as the full table writes it
    expect(rows.map((r) => r[0])).toEqual(s.individual.map((e) => e.rankLabel));
    // the site's name and the link under the table open the full page in a new tab
    expect(html).toContain('<a class="site" href="/seasons/gp-2018" target="_blank" rel="noopener"');
    expect(html).toContain('<a class="full" href="/seasons/gp-2018" target="_blank" rel="noopener"');
    // the height report for the host page
    expect(html).toContain("type:'gp-embed-height'");
    // "stan na": the last change in Warsaw time (UTC+1 in November)
    expect(html).toContain('Stan na 30 listopada 2026 13:00');
  });

  test('the top ten keeps the places shared across the tenth whole', () => {
    const rows = rowsOf(season('top=10'));
    const tenth = s.individual[9]!;
    expect(rows.length).toBe(s.individual.filter((e) => e.rank <= 10).length);
    expect(rows.at(-1)![0]).toBe(s.individual.filter((e) => e.rank <= 10).at(-1)!.rankLabel);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(tenth.rank).toBeLessThanOrEqual(10);
    expect(season('top=10')).toContain('Pierwsze 10 miejsc');
    expect(season('top=3', 'en')).toContain('Top 3 places');
  });

  test('one club: its players with their places in the whole table, the club column left out', () => {
    const html = season('club=mks%20%C5%BCu%C5%82awy%20elbl%C4%85g');
    const rows = rowsOf(html);
    const own = s.individual.filter((e) => e.club === 'MKS Żuławy Elbląg');
    expect(rows).toEqual(own.map((e) => [e.rankLabel, e.name, String(e.total / s.unit).replace('.', ',')]));
    expect(html).toContain('Zawodnicy klubu MKS Żuławy Elbląg');
  });

  test('one category: its players with their ranks within it', () => {
    const women = s.individual.filter((e) => e.categories.includes('woman'));
    expect(women.length).toBe(2);
    const rows = rowsOf(season('category=woman'));
    expect(rows.map((r) => r[1])).toEqual(women.map((e) => e.name));
    expect(rows.map((r) => r[0])).toEqual(['1', '2']);
  });

  test('teams and prizes', () => {
    const teams = rowsOf(season('view=teams'));
    expect(teams.map((r) => r[1])).toEqual(s.teams.map((t) => t.club));
    expect(season('view=teams')).toContain('href="/seasons/gp-2018/teams"');
    const prizes = rowsOf(season('view=prizes', 'en'));
    expect(prizes).toHaveLength(s.prizes.length);
    expect(prizes[0]![0]).toBe(MESSAGES.en.prizePlace(s.prizes[0]!.placeLabel!));
    expect(season('view=prizes', 'en')).toContain('href="/en/seasons/gp-2018/prizes"');
  });

  test.each([
    { q: 'top=abc', notice: '„top=abc” to nie liczba miejsc od 1 do 500 — pokazuję całą tabelę.', rows: 12 },
    { q: 'view=everything', notice: 'Nie ma widoku „everything” (są: individual, teams, prizes) — pokazuję domyślny.', rows: 12 },
    { q: 'category=kids', notice: 'Nie ma kategorii „kids” (są: rating1800, veteran60, junior14, woman) — pokazuję wszystkich.', rows: 12 },
    { q: 'club=%3Cb%3ENobody%3C%2Fb%3E', notice: 'W tej klasyfikacji nie ma zawodników klubu „&lt;b&gt;Nobody&lt;/b&gt;” — pokazuję wszystkich.', rows: 12 },
  ])('a bad value ($q) is named and the table shown as without it', ({ q, notice, rows }) => {
    const html = season(q);
    expect(html).toContain(`<p class="notice" role="note">${notice}</p>`);
    expect(rowsOf(html)).toHaveLength(rows);
  });

  test('dark, and English', () => {
    const html = season('theme=dark', 'en');
    expect(html).toContain('<html lang="en" data-theme="dark">');
    expect(html).toContain('As of 30 November 2026 at 13:00');
    expect(html).toContain('Full standings');
  });

  test('an empty season says so', () => {
    const html = renderSeasonEmbed({ lang: 'pl', slug: 'x', seasonName: 'X', standings: standings([]), lastChange: null, options: options('') });
    expect(html).toContain('Tabela jeszcze pusta');
    expect(html).not.toContain('Stan na');
  });
});

test('"stan na" is the association\'s clock: Warsaw winter and summer time', () => {
  expect(formatAsOf('pl', '2026-11-30T23:30:00.000Z')).toBe('1 grudnia 2026 00:30');
  expect(formatAsOf('pl', '2026-07-01 10:00:00')).toBe('1 lipca 2026 12:00');
  expect(formatAsOf('pl', 'not a time')).toBeNull();
});

const folder = (dir: string) => (name: string) => {
  try {
    return new Uint8Array(readFileSync(join('tests/fixtures/competitions', dir, name)));
  } catch {
    return null;
  }
};
const competition = (kind: string, dir: string, q = '', only?: string, lang: 'pl' | 'en' = 'pl') => {
  const k = competitionKind(kind)!;
  const loaded = k.load(folder(dir));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return { result: loaded.result, html: renderCompetitionEmbed({ lang, kind, path: k.path, slug: 'c', name: k.nameOf(loaded.result), result: loaded.result, lastChange: '2026-11-30T12:00:00.000Z', options: options(q), only }) };
};

describe('the competitions on another site', () => {
  test('an open: the final ranking as far as decided, the qualifier on request', () => {
    const { result, html } = competition('swiss-open', 'swiss-open/amplico-2024');
    const r = result as { ranking: { place: number; name: string }[]; qualifier: { rows: { rank: number; name: string }[] } };
    expect(rowsOf(html).map((x) => x[1])).toEqual(r.ranking.map((e) => e.name));
    expect(html).toContain('href="/events/c"');
    const q = competition('swiss-open', 'swiss-open/amplico-2024', 'view=qualifier&top=5').html;
    expect(rowsOf(q).map((x) => x[1])).toEqual(r.qualifier.rows.filter((x) => x.rank <= 5).map((x) => x.name));
  });

  test('a league: its standings with the chain, a league that is not there named with the ones that are', () => {
    const { result, html } = competition('round-robin-league', 'round-robin-league/spb-2017', '', 'liga-1-1', 'en');
    const league = (result as { leagues: { id: string; standings: { name: string; place: number }[]; chain: string[] }[] }).leagues[0]!;
    expect(rowsOf(html).map((x) => x[1]!.replace(/ \(excluded\)$/, ''))).toEqual(league.standings.map((p) => p.name));
    expect(html).toContain(`<th scope="col" class="num" title=`);
    expect(html).toContain('href="/en/leagues/c/liga-1-1"');
    const none = competition('round-robin-league', 'round-robin-league/spb-2017', '', 'liga-9', 'en').html;
    expect(none).toContain('There is no league &quot;liga-9&quot; (there are: liga-1-1, liga-2-1).');
  });

  test('the team league: the Swiss table, or the final places', () => {
    const { result, html } = competition('team-league', 'team-league/mini-league', 'top=2');
    const swiss = (result as { swiss: { rows: { rank: number; name: string }[] } }).swiss.rows;
    expect(rowsOf(html).map((x) => x[1])).toEqual(swiss.filter((x) => x.rank <= 2).map((x) => x.name));
    const bad = competition('team-league', 'team-league/mini-league', 'view=bracket').html;
    expect(bad).toContain('Nie ma widoku „bracket” (są: swiss, ranking) — pokazuję domyślny.');
  });

  test('a competition still being prepared says so', () => {
    const html = renderCompetitionEmbed({ lang: 'pl', kind: 'team-league', path: 'team-leagues', slug: 'c', name: 'Liga', result: null, lastChange: null, options: options('') });
    expect(html).toContain('Rozgrywki są w przygotowaniu');
  });
});

describe('the embed box of a public page', () => {
  test('the code for the page\'s view, escaped twice (into the code, and the code into the page)', () => {
    const html = seasonEmbedSnippet({ lang: 'pl', slug: 'gp-2018', seasonName: 'GP "A" & <B>', standings: s, view: 'teams' });
    expect(html).toContain('<summary>Umieść na swojej stronie</summary>');
    expect(html).toContain('&lt;iframe src=&quot;/embed/seasons/gp-2018?view=teams&amp;amp;top=10&quot; title=&quot;Tabela: GP &amp;quot;A&amp;quot; &amp;amp; &amp;lt;B&amp;gt;&quot;');
    // every club of the season to choose from; category and club apply to the individual table only
    expect(html).toContain('<option value="MKS Żuławy Elbląg">MKS Żuławy Elbląg</option>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('<label data-filter-field hidden>');
    expect(html).toContain('<option value="teams" selected>');
    const en = renderEmbedSnippet({ lang: 'en', embedPath: '/en/embed/events/open', name: 'Open' });
    expect(en).toContain('<summary>Embed on your site</summary>');
    expect(en).toContain('data-embed-path="/en/embed/events/open"');
    expect(en).not.toContain('name="view"');
  });
});

describe('an embed updates itself like the full pages (issues 25 and 26)', () => {
  test('with the data’s revision: the live marker of its stream and the live script, inside its main element', () => {
    const html = renderSeasonEmbed({ lang: 'pl', slug: 'gp-2018', seasonName: 'GP', standings: s, lastChange: null, options: options('top=10'), revision: 7 });
    expect(html).toContain('<main id="main">');
    expect(html).toContain('data-gp-live="/api/seasons/gp-2018/events"');
    expect(html).toContain('data-gp-revision="7"');
    expect(html).toContain('<script src="/live-updates.js" defer></script>');
    expect(html.indexOf('data-gp-live')).toBeLessThan(html.indexOf('</main>'));
  });
  test('without one (a 404 frame): no stream', () => {
    const html = renderSeasonEmbed({ lang: 'pl', slug: 'gp-2018', seasonName: 'GP', standings: s, lastChange: null, options: options('') });
    expect(html).not.toContain('data-gp-live');
    expect(html).not.toContain('live-updates.js');
  });
});

// issue 42, item 2: an embed asked without a top shows at most 500 places (the site's table is paged)
test("a 600-player season's embed without a top: the first 500 places, said in its title line", () => {
  const many = standings(dates(1).map((d) => tournament(d, d, Array.from({ length: 600 }, (_, i) => ({ name: `Gracz${i} Jan`, crId: String(1000 + i), points: 600 - i })))));
  const html = renderSeasonEmbed({ lang: 'pl', slug: 'x', seasonName: 'X', standings: many, lastChange: null, options: options('') });
  expect(rowsOf(html)).toHaveLength(500);
  expect(html).toContain('Pierwsze 500');
  // a small table is whole, with no such line
  expect(rowsOf(season(''))).toHaveLength(12);
  expect(season('')).not.toContain('Pierwsze');
});
