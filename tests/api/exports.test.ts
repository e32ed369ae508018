import { inEnglish } from '@/lib/problem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_COMPETITIONS } from '@/server/seed';
import { readWorkbook } from '@/lib/import/spreadsheet/read-workbook';
import { startServer, type TestServer } from './server';

// Issue 29, "what chess sites have": an .xlsx of every table, downloaded from the production server.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seedDemo: true });
}, 240_000);
afterAll(async () => server?.stop());

const SLUG = 'gp-warmia-mazury-2018';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbook(path: string) {
  const r = await fetch(`${server.base}${path}`);
  expect(r.status, path).toBe(200);
  expect(r.headers.get('content-type')).toBe(XLSX);
  const disposition = r.headers.get('content-disposition') ?? '';
  expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.xlsx"$/);
  const read = readWorkbook(new Uint8Array(await r.arrayBuffer()));
  if (!read.ok) throw new Error(inEnglish(read.errors[0]!).message);
  return { sheet: read.sheet, disposition };
}

describe('the .xlsx downloads', () => {
  test('the season: the individual table first (the JSON’s order and totals), then teams and prizes; Polish with ?lang=pl', async () => {
    const json = await (await fetch(`${server.base}/api/seasons/${SLUG}/standings`)).json();
    const { sheet, disposition } = await workbook(`/api/seasons/${SLUG}/standings.xlsx?lang=pl`);
    expect(disposition).toContain(`${SLUG}-standings.xlsx`);
    expect(sheet.sheetNames).toEqual(['Klasyfikacja', 'Drużyny', 'Nagrody']);
    const [head, ...rows] = sheet.rows.map((r) => r.cells);
    expect(head!.slice(0, 5)).toEqual(['M-ce', 'Zawodnik', 'ID CR', 'Klub', 'Razem']);
    expect(rows).toHaveLength(json.individual.length);
    json.individual.slice(0, 20).forEach((e: { name: string; total: number }, i: number) => {
      expect(rows[i]![1]).toBe(e.name);
      expect(Number(rows[i]![4])).toBe(e.total);
    });
    const en = await workbook(`/api/seasons/${SLUG}/standings.xlsx`);
    expect(en.sheet.sheetNames).toEqual(['Standings', 'Teams', 'Prizes']);
  });

  test('a tournament and a player', async () => {
    const json = await (await fetch(`${server.base}/api/seasons/${SLUG}/standings`)).json();
    const t = json.tournaments[0];
    const tournament = await workbook(`/api/seasons/${SLUG}/tournaments/${t.id}/results.xlsx?lang=pl`);
    expect(tournament.sheet.rows[0]!.cells.slice(0, 4)).toEqual(['Miejsce', 'Zawodnik', 'Klub', 'Pkt.']);
    expect(tournament.sheet.rows[1]!.cells[0]).toBe('1');
    const player = json.individual.find((e: { crId: string | null }) => e.crId !== null);
    const p = await workbook(`/api/seasons/${SLUG}/players/${player.crId}/results.xlsx`);
    expect(p.sheet.name).toBe(player.name.slice(0, 31).replace(/[[\]:*?/\\]/g, ' ').trim());
    expect(p.sheet.rows).toHaveLength(json.tournaments.length + 1);
    expect((await fetch(`${server.base}/api/seasons/${SLUG}/tournaments/nope/results.xlsx`)).status).toBe(404);
    expect((await fetch(`${server.base}/api/seasons/${SLUG}/players/999999999/results.xlsx`)).status).toBe(404);
    expect((await fetch(`${server.base}/api/seasons/no-such/standings.xlsx`)).status).toBe(404);
  });

  test.each([
    { kind: 'the open', slug: DEMO_COMPETITIONS.open, first: 'Eliminacje' },
    { kind: 'the leagues', slug: DEMO_COMPETITIONS.leagues, first: null },
    { kind: 'the team league', slug: DEMO_COMPETITIONS.teamLeague, first: 'Klasyfikacja' },
  ])('$kind: every table as a tab', async ({ slug, first }) => {
    const { sheet, disposition } = await workbook(`/api/competitions/${slug}/tables.xlsx?lang=pl`);
    expect(disposition).toContain(`${slug}-tables.xlsx`);
    if (first) expect(sheet.sheetNames[0]).toBe(first);
    else expect(sheet.sheetNames.some((n) => n.endsWith('Tabela krzyżowa'))).toBe(true);
    expect(sheet.rows.length).toBeGreaterThan(2);
  });

  test('issue 42: a workbook is built once per revision and language, then answered from the page cache, uncompressed (a zip already)', async () => {
    const json = await (await fetch(`${server.base}/api/seasons/${SLUG}/standings`)).json();
    const path = `/api/seasons/${SLUG}/tournaments/${json.tournaments[1].id}/results.xlsx?lang=pl`;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => fetch(`${server.base}${path}&n=${i}`, { headers: { 'accept-encoding': 'br, gzip' } })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.filter((a) => a.headers.get('x-gp-cache') === 'miss').length).toBeLessThanOrEqual(1);
    expect(answers.every((a) => a.headers.get('content-encoding') === null)).toBe(true);
    const again = await fetch(`${server.base}${path}`);
    expect(again.headers.get('x-gp-cache')).toBe('hit');
    expect(again.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.xlsx"$/);
    const bytes = new Uint8Array(await again.arrayBuffer());
    expect(Buffer.from(bytes).equals(Buffer.from(await answers[0]!.arrayBuffer()))).toBe(true);
    expect(readWorkbook(bytes).ok).toBe(true);
    // another language is another entry
    expect((await fetch(`${server.base}${path.replace('?lang=pl', '')}`)).headers.get('x-gp-cache')).toBe('miss');
  });

  test('the pages link their download', async () => {
    const page = await (await fetch(`${server.base}/seasons/${SLUG}`)).text();
    expect(page).toContain(`/api/seasons/${SLUG}/standings.xlsx?lang=pl`);
    const open = await (await fetch(`${server.base}/en/events/${DEMO_COMPETITIONS.open}`)).text();
    expect(open).toContain(`/api/competitions/${DEMO_COMPETITIONS.open}/tables.xlsx`);
    expect((await fetch(`${server.base}/api/competitions/no-such/tables.xlsx`)).status).toBe(404);
  });
});
