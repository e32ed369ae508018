import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { namesakeRegistry, namesakeResults } from '@/tests/fixtures/namesakes';
import { startServer, type TestServer } from './server';

/**
 * Issue 31, item 4, against the production server: a season of 5,000 namesakes in the register and
 * 3,000 rows of their name answered 120 MB pages (with 50,000 the Next render thread ran out of memory and
 * every page of the season answered 500). The server here computes at most 9,000 rows of a season
 * (GP_MAX_SEASON_ROWS), so a second such file makes a season that cannot be computed.
 */
let server: TestServer;
const SLUG = 'namesakes';
const auth = () => ({ authorization: `Bearer ${server.arbiterToken}` });
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

beforeAll(async () => {
  server = await startServer({ env: { GP_MAX_SEASON_ROWS: '9000' } });
  const created = await fetch(`${server.base}/api/seasons`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify({ slug: SLUG, name: 'Imiennicy', year: 2024 }) });
  expect(created.status).toBe(201);
  expect((await fetch(`${server.base}/api/seasons/${SLUG}/registry`, { method: 'PUT', headers: auth(), body: Buffer.from(namesakeRegistry(5000, 20)) })).status).toBe(200);
  const up = await fetch(`${server.base}/api/seasons/${SLUG}/tournaments/gp01?name=GP%201&date=2024-03-09&file=gp01.csv`, { method: 'PUT', headers: auth(), body: Buffer.from(namesakeResults(3000, 20)) });
  expect(up.status).toBe(200);
}, 300_000);
afterAll(async () => server?.stop());

async function get(path: string): Promise<{ status: number; text: string }> {
  const r = await fetch(`${server.base}${path}`, { signal: AbortSignal.timeout(60_000) });
  return { status: r.status, text: await r.text() };
}

describe('a season of 5,000 namesakes and 3,000 rows of their name', () => {
  test('its page answers 200, under 1 MB, with one summary of the name in Polish', async () => {
    const page = await get(`/seasons/${SLUG}`);
    expect(page.status).toBe(200);
    expect(page.text.length).toBeLessThan(1_000_000);
    expect(plain(page.text)).toContain('gp01.csv: 5 000 zarejestrowanych zawodników ma nazwisko i imię „Kowalski Jan” — 3 000 wierszy nie powiązano');
    const en = await get(`/en/seasons/${SLUG}`);
    expect(en.status).toBe(200);
    expect(en.text.replaceAll('&#39;', "'")).toContain("gp01.csv: 5,000 registry players are named 'Kowalski Jan' — 3,000 rows not linked");
  });

  test('its JSON answers 200, under 1 MB, with two warnings', async () => {
    const json = await get(`/api/seasons/${SLUG}/standings`);
    expect(json.status).toBe(200);
    expect(json.text.length).toBeLessThan(1_000_000);
    expect(JSON.parse(json.text).warnings).toHaveLength(2);
  });

  test('the tournament page answers 200', async () => {
    expect((await get(`/seasons/${SLUG}/tournaments/gp01`)).status).toBe(200);
  });
});

describe('a second such file makes more rows than the server computes', () => {
  beforeAll(async () => {
    const up = await fetch(`${server.base}/api/seasons/${SLUG}/tournaments/gp02?name=GP%202&date=2024-04-13&file=gp02.csv`, { method: 'PUT', headers: auth(), body: Buffer.from(namesakeResults(3000, 20)) });
    expect(up.status).toBe(200);
  }, 60_000);

  test('the season page answers 200 with the last table and a notice in Polish', async () => {
    const page = await get(`/seasons/${SLUG}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="standings-stale">Po ostatniej zmianie nie udało się przeliczyć klasyfikacji; pokazano ostatnią tabelę, którą udało się obliczyć.</p>');
    expect(page.text).toContain('Gracz0 Zenon');
  });

  test('the JSON answers 200 with the notice first among its warnings, the other pages 200', async () => {
    const json = await get(`/api/seasons/${SLUG}/standings`);
    expect(json.status).toBe(200);
    const doc = JSON.parse(json.text);
    expect(doc.warnings[0]).toBe('The standings could not be computed after the latest change; the last table that could be computed is shown.');
    expect(doc.tournaments.map((t: { id: string }) => t.id)).toEqual(['gp01']);
    for (const path of [`/seasons/${SLUG}/tournaments`, `/seasons/${SLUG}/tournaments/gp01`, `/api/seasons/${SLUG}/standings.csv`]) expect((await get(path)).status, path).toBe(200);
  });
});
