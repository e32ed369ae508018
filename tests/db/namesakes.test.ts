import { allowed } from '@/tests/helpers';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { getProgression, getSeasonPageHtml, getStandings, getStandingsDownload } from '@/server/standings';
import { lastGoodOr } from '@/server/standings-fallback';
import { uploadTournament } from '@/server/uploads';
import { createUser } from '@/server/users';
import * as ws from '@/server/workspace';
import { computeStandings } from '@/lib/series/standings';
import { resolveRules } from '@/lib/series/rules';
import { NAMESAKE, namesakeResults, seedNamesakeSeason } from '@/tests/fixtures/namesakes';
import { warningsInEnglish } from '@/lib/series/standings-json';
import { describeNote } from '@/lib/i18n/t';

/**
 * Issue 31, item 4: a register of 5,000 "Kowalski Jan" and a file of 3,000 such rows made the season
 * page and its JSON 120 MB (5,999 warnings, each listing 5,000 ids); the upload preview of a 3-row
 * file against a 150,000-player register was 13 MB. Sizes bounded here; times are for
 * `npm run bench:namesakes`.
 */
const cli = { userId: null, via: 'cli' } as const;
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('a season of 5,000 namesakes in the register and 3,000 rows of their name', () => {
  const conn = openDatabase(':memory:');
  const season = seedNamesakeSeason(conn, { slug: 'namesakes', registry: 5000, rows: 3000, others: 20 });

  test('the standings JSON is under 1 MB, its warnings one summary per kind and name', () => {
    const json = getStandingsDownload(conn, season, 'json');
    expect(json.length).toBeLessThan(1_000_000);
    const doc = JSON.parse(json) as { warnings: string[]; individual: unknown[] };
    expect(doc.warnings).toEqual([
      "gp01.csv: 5,000 registry players are named 'Kowalski Jan' — 3,000 rows not linked; e.g. lines 22, 23, 24, 25, 26 …",
      "gp01.csv: 'Kowalski Jan' is on 3,000 rows (e.g. lines 22, 23, 24, 25, 26 …); only line 3021 counts",
    ]);
    // the 20 players linked by CR id; the one the namesakes' rows make is in no register, so not classified (rules §3)
    expect(doc.individual).toHaveLength(20);
  });

  test('the season page is under 1 MB and says the summary in Polish', () => {
    const html = plain(new TextDecoder().decode(getSeasonPageHtml(conn, season, 'pl')));
    expect(html.length).toBeLessThan(1_000_000);
    expect(html).toContain('gp01.csv: 5 000 zarejestrowanych zawodników ma nazwisko i imię „Kowalski Jan” — 3 000 wierszy nie powiązano (wybierz zawodnika ręcznie); przykłady: wiersz 22, 23, 24, 25, 26 …');
    expect(html.match(/<li>/g)?.length).toBe(2);
  });

  test('each linked row keeps ten candidates, one array shared by the rows of the name', () => {
    const rows = getStandings(conn, season).tournaments[0]!.rows.filter((r) => r.method === 'ambiguous');
    expect(rows).toHaveLength(3000);
    expect(rows[0]).toMatchObject({ candidates: expect.any(Array), candidateCount: 5000 });
    expect(rows[0]!.candidates).toHaveLength(10);
    expect(new Set(rows.map((r) => r.candidates)).size).toBe(1);
  });

  test('the arbiter\'s page of the season sends the name\'s first 50 namesakes and the candidates, not 5,000', () => {
    const rows = getStandings(conn, season).tournaments[0]!.rows;
    const sent = ws.registerForRows(conn, season, rows.map((r) => ({ name: r.name, candidates: r.candidates, crId: null })));
    expect(sent.total).toBe(5020);
    const namesakes = sent.entries.filter((e) => e.name === NAMESAKE);
    // the first 50 in the register's order (name, birth year, CR id) and the 10 candidates (by CR id), some among them
    expect(namesakes.length).toBeGreaterThanOrEqual(50);
    expect(namesakes.length).toBeLessThanOrEqual(60);
    for (const id of rows.find((r) => r.method === 'ambiguous')!.candidates!) expect(namesakes.map((e) => e.crId)).toContain(id);
  });
});

describe('an upload preview of a 3-row file against a register of 150,000', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  // 2,000 namesakes and 148,000 others
  const season = seedNamesakeSeason(conn, { slug: 'big-register', registry: 2000, rows: 0, others: 148_000 });
  const preview = ws.previewTournamentUpload(conn, arbiter, { season, code: 'gp01', name: 'GP 1', date: '2024-03-09', final: false, fileName: 'gp01.csv', bytes: namesakeResults(2, 1) });

  test('answers under 200 KB: the file\'s rows and the register players they are about', () => {
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(JSON.stringify(preview).length).toBeLessThan(200_000);
    expect(preview.preview.rows.map((r) => [r.name, r.method])).toEqual([['Gracz0 Zenon', 'cr_id'], [NAMESAKE, 'ambiguous'], [NAMESAKE, 'ambiguous']]);
    expect(preview.registryTotal).toBe(150_000);
    // the linked player, the first 50 namesakes and the candidates
    expect(preview.registry.map((e) => e.crId)).toContain('200001');
    expect(preview.registry.length).toBeLessThanOrEqual(61);
    for (const id of preview.preview.rows[1]!.candidates!) expect(preview.registry.map((e) => e.crId)).toContain(id);
    expect(preview.preview.notes.map((n) => describeNote('en', n))).toEqual(["gp01.csv line 3: 'Kowalski Jan' matches 2,000 registry players (100001, 100002, 100003, 100004, 100005, 100006, 100007, 100008, 100009, 100010 and 1,990 more); not linked", "gp01.csv line 4: 'Kowalski Jan' matches 2,000 registry players (100001, 100002, 100003, 100004, 100005, 100006, 100007, 100008, 100009, 100010 and 1,990 more); not linked", "gp01.csv line 3: 'Kowalski Jan' appears again on line 4; only line 4 counts"]);
  });

  test('the picker finds any other player of the register on the server, at most 51 at a time', () => {
    expect(allowed(ws.searchSeasonRegister(conn, arbiter, season, 'Gracz147999'))).toEqual([{ crId: '348000', name: 'Gracz147999 Zenon', birthYear: 1950 + (147_999 % 60), club: 'KS Inny' }]);
    expect(allowed(ws.searchSeasonRegister(conn, arbiter, season, '348000')).map((e) => e.crId)).toEqual(['348000']);
    expect(allowed(ws.searchSeasonRegister(conn, arbiter, season, 'kowalski'))).toHaveLength(51);
    expect(allowed(ws.searchSeasonRegister(conn, arbiter, season, 'kowalski 1951')).every((e) => e.birthYear === 1951)).toBe(true);
  });

  test('only an arbiter searches the register', () => {
    expect(ws.searchSeasonRegister(conn, null, season, 'kowalski')).toMatchObject({ ok: false, status: 401 });
    expect(ws.searchSeasonRegister(conn, organizer, season, 'kowalski')).toMatchObject({ ok: false, status: 403 });
  });
}, 120_000);

describe('a season that cannot be computed shows its last good table, with a notice', () => {
  afterEach(() => {
    delete process.env.GP_MAX_SEASON_ROWS;
  });

  test('more rows than GP_MAX_SEASON_ROWS after an upload: the table before it, said so on the page, in the JSON and for the chart', async () => {
    const conn = openDatabase(':memory:');
    let season = seedNamesakeSeason(conn, { slug: 'guarded', registry: 5, rows: 0, others: 40 });
    expect(uploadTournament(conn, cli, { season, code: 'gp01', name: 'GP 1', date: '2024-03-09', final: false, fileName: 'gp01.csv', bytes: namesakeResults(0, 30) }).ok).toBe(true);
    season = getSeasonBySlug(conn, 'guarded')!;
    const good = getStandings(conn, season);
    expect(good.stale).toBeUndefined();
    expect(good.individual).toHaveLength(30);
    await getProgression(conn, season);

    process.env.GP_MAX_SEASON_ROWS = '100';
    expect(uploadTournament(conn, cli, { season, code: 'gp02', name: 'GP 2', date: '2024-04-13', final: false, fileName: 'gp02.csv', bytes: namesakeResults(10, 40) }).ok).toBe(true);
    season = getSeasonBySlug(conn, 'guarded')!;
    const shown = getStandings(conn, season);
    expect(shown.stale).toMatchObject({ code: 'STANDINGS_STALE' });
    expect(shown.individual).toEqual(good.individual);
    expect(shown.tournaments.map((t) => t.id)).toEqual(['gp01']);
    const html = new TextDecoder().decode(getSeasonPageHtml(conn, season, 'pl'));
    expect(html).toContain('<p class="notice" role="status" data-testid="standings-stale">Po ostatniej zmianie nie udało się przeliczyć klasyfikacji; pokazano ostatnią tabelę, którą udało się obliczyć.</p>');
    expect(JSON.parse(getStandingsDownload(conn, season, 'json')).warnings[0]).toBe('The standings could not be computed after the latest change; the last table that could be computed is shown.');
    // the player pages' chart: the one made before
    expect((await getProgression(conn, season)).get(good.individual[0]!.key)).toHaveLength(1);

    // a further change that still cannot be computed: the same table, one notice
    expect(uploadTournament(conn, cli, { season, code: 'gp03', name: 'GP 3', date: '2024-05-11', final: false, fileName: 'gp03.csv', bytes: namesakeResults(0, 5) }).ok).toBe(true);
    season = getSeasonBySlug(conn, 'guarded')!;
    const again = getStandings(conn, season);
    expect(again.individual).toEqual(good.individual);
    expect(again.notes.filter((n) => n.code === 'STANDINGS_STALE')).toHaveLength(1);

    // the limit raised: the next revision is computed again
    process.env.GP_MAX_SEASON_ROWS = '1000';
    expect(ws.deleteTournament(conn, await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' }), season, 'gp03', '2024-06-01T00:00:00Z').ok).toBe(true);
    season = getSeasonBySlug(conn, 'guarded')!;
    const fresh = getStandings(conn, season);
    expect(fresh.stale).toBeUndefined();
    expect(fresh.tournaments.map((t) => t.id)).toEqual(['gp01', 'gp02']);
  });

  test('with no earlier table (a restart): an empty table that says the standings cannot be computed', () => {
    process.env.GP_MAX_SEASON_ROWS = '10';
    const conn = openDatabase(':memory:');
    const season = seedNamesakeSeason(conn, { slug: 'never', registry: 5, rows: 10 });
    const s = getStandings(conn, season);
    expect(s.stale).toMatchObject({ code: 'STANDINGS_UNAVAILABLE' });
    expect(s.individual).toEqual([]);
    expect(new TextDecoder().decode(getSeasonPageHtml(conn, season, 'en'))).toContain('The standings cannot be computed at the moment; please try again later.');
  });

  test('an exception in the computation is caught the same way', () => {
    const rules = resolveRules('warmia-mazury-2018', {});
    if (!rules.ok) throw new Error('preset');
    const previous = computeStandings({ year: 2024, rules: rules.rules, registry: null, tournaments: [] });
    const season = { slug: 's', revision: 2, year: 2024, preset: 'warmia-mazury-2018', rulesJson: '{}' };
    const shown = lastGoodOr(season, previous, () => {
      throw new RangeError('Invalid string length');
    });
    expect(shown).toMatchObject({ stale: { code: 'STANDINGS_STALE' }, individual: [] });
    expect(warningsInEnglish(shown)[0]).toMatch(/could not be computed/);
  });
});
