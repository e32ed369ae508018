import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { createToken, createUser } from '@/server/users';
import { startServer, type TestServer } from './server';

let server: TestServer;
let organizerB: string;
beforeAll(async () => {
  server = await startServer({ env: { GP_PUBLIC_HOST: 'gp.example.org' } });
  const conn = openDatabase(server.dbPath);
  await createUser(conn, { userId: null, via: 'cli' }, { email: 'b@example.org', role: 'organizer', club: 'MKS Żuławy Elbląg', password: 'organizer b password' });
  organizerB = createToken(conn, { userId: null, via: 'cli' }, 'b@example.org').token;
  conn.sqlite.close();
}, 240_000);
afterAll(async () => server?.stop());

type Who = 'anonymous' | 'organizerA' | 'organizerB' | 'arbiter';
const token = (who: Who) => (who === 'anonymous' ? null : who === 'organizerA' ? server.organizerToken : who === 'organizerB' ? organizerB : server.arbiterToken);
const call = (who: Who, method: string, path: string, body?: unknown) => {
  const t = token(who);
  return fetch(`${server.base}${path}`, { method, headers: { ...(t ? { authorization: `Bearer ${t}` } : {}), 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
};
let seasons = 0;
/** Each test opens its own 2027 season, so any test can run alone (the site runs on a fixed day, GP_NOW). */
async function freshSeason(): Promise<string> {
  const slug = `cal-${++seasons}`;
  const r = await call('arbiter', 'POST', '/api/seasons', { slug, name: 'GP 2027', year: 2027, preset: 'warmia-mazury-2018', rules: {} });
  expect(r.status).toBe(201);
  return slug;
}
const reserveIn = (slug: string, who: Who, date: string, name = `Turniej ${date}`) => call(who, 'POST', `/api/seasons/${slug}/reservations`, { date, name, city: 'Olsztyn' });
/** A confirmed Saturday of organizer A and, that weekend, organizer B's Sunday waiting for A's agreement. */
async function weekendPair(slug: string): Promise<{ first: number; second: number }> {
  const a = await reserveIn(slug, 'organizerA', '2027-06-12');
  const b = await reserveIn(slug, 'organizerB', '2027-06-13');
  return { first: (await a.json()).id, second: (await b.json()).id };
}

describe('the calendar API', () => {
  test('reserve: 401 without a token; the first of a weekend is confirmed, the second waits', async () => {
    const slug = await freshSeason();
    expect((await reserveIn(slug, 'anonymous', '2027-06-12')).status).toBe(401);
    const a = await reserveIn(slug, 'organizerA', '2027-06-12');
    expect(a.status).toBe(201);
    expect(await a.json()).toEqual({ id: expect.any(Number), status: 'confirmed', warnings: [] });
    const b = await reserveIn(slug, 'organizerB', '2027-06-13');
    expect(b.status).toBe(201);
    expect((await b.json()).status).toBe('awaiting-agreement');
  });

  test('illegal dates are refused with the reason', async () => {
    const slug = await freshSeason();
    for (const [date, code] of [
      ['2027-06-09', 'NOT_A_DAY_OFF'],
      ['2027-02-03', 'OUTSIDE_SEASON'],
      ['2026-12-05', 'OUTSIDE_SEASON'],
      ['2027-02-30', 'INVALID_DATE'],
    ] as const) {
      const r = await reserveIn(slug, 'organizerA', date);
      expect(r.status, date).toBe(422);
      expect((await r.json()).errors.map((e: { code: string }) => e.code)).toContain(code);
    }
    const missing = await call('organizerA', 'POST', `/api/seasons/${slug}/reservations`, { date: '2027-06-19' });
    expect(missing.status).toBe(422);
  });

  test('agreement: 401 anonymous, 403 for anyone who does not owe it, 200 for the organizer of the confirmed tournament', async () => {
    const { second } = await weekendPair(await freshSeason());
    const path = `/api/reservations/${second}/agreement`;
    expect((await call('anonymous', 'POST', path, { agree: true })).status).toBe(401);
    expect((await call('organizerB', 'POST', path, { agree: true })).status).toBe(403);
    const ok = await call('organizerA', 'POST', path, { agree: true });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'confirmed' });
    // once answered, the organizer owes nothing more
    expect((await call('organizerA', 'POST', path, { agree: false })).status).toBe(403);
  });

  test('a decline rejects; the arbiter may decide either way', async () => {
    const slug = await freshSeason();
    const c = await (await reserveIn(slug, 'organizerB', '2027-07-03')).json();
    expect(c.status).toBe('confirmed');
    const d = await (await reserveIn(slug, 'organizerA', '2027-07-04')).json();
    expect(d.status).toBe('awaiting-agreement');
    expect(await (await call('organizerB', 'POST', `/api/reservations/${d.id}/agreement`, { agree: false })).json()).toEqual({ status: 'rejected' });
    expect(await (await call('arbiter', 'POST', `/api/reservations/${d.id}/agreement`, { agree: true })).json()).toEqual({ status: 'confirmed' });
  });

  test('change: 401 anonymous, 403 another organizer, 200 the owner and the arbiter; the date stays', async () => {
    const { first } = await weekendPair(await freshSeason());
    const path = `/api/reservations/${first}`;
    expect((await call('anonymous', 'PATCH', path, { city: 'Ełk' })).status).toBe(401);
    expect((await call('organizerB', 'PATCH', path, { city: 'Ełk' })).status).toBe(403);
    const own = await call('organizerA', 'PATCH', path, { city: 'Ostróda', venue: 'Hala' });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: first, city: 'Ostróda' });
    expect((await call('arbiter', 'PATCH', path, { name: 'GP Ostródy' })).status).toBe(200);
    expect((await call('organizerA', 'PATCH', path, { date: '2027-06-19' })).status).toBe(422);
  });

  test('delete: 401 anonymous, 403 another organizer, 200 the owner and the arbiter', async () => {
    const { first, second } = await weekendPair(await freshSeason());
    expect((await call('anonymous', 'DELETE', `/api/reservations/${first}`)).status).toBe(401);
    expect((await call('organizerB', 'DELETE', `/api/reservations/${first}`)).status).toBe(403);
    expect((await call('organizerA', 'DELETE', `/api/reservations/${first}`)).status).toBe(200);
    expect((await call('arbiter', 'DELETE', `/api/reservations/${second}`)).status).toBe(200);
  });

  test('the arbiter enters any date, and the Final', async () => {
    const slug = await freshSeason();
    const r = await call('arbiter', 'POST', `/api/seasons/${slug}/reservations`, { date: '2027-12-16', name: 'Turniej Finałowy', city: 'Olsztyn', final: true, club: 'UKS Jedynka Olsztyn' });
    expect(r.status).toBe(201);
    expect((await call('organizerA', 'POST', `/api/seasons/${slug}/reservations`, { date: '2027-11-27', name: 'X', city: 'Y', final: true })).status).toBe(403);
  });

  test('public JSON and the iCalendar feed of confirmed tournaments', async () => {
    const slug = await freshSeason();
    const { second } = await weekendPair(slug);
    await reserveIn(slug, 'organizerA', '2027-06-19');
    expect((await call('organizerA', 'POST', `/api/reservations/${second}/agreement`, { agree: false })).status).toBe(200);
    expect((await call('arbiter', 'POST', `/api/seasons/${slug}/reservations`, { date: '2027-12-16', name: 'Turniej Finałowy', city: 'Olsztyn', final: true, club: 'UKS Jedynka Olsztyn' })).status).toBe(201);
    const list = await (await fetch(`${server.base}/api/seasons/${slug}/reservations`)).json();
    // a rejected reservation holds no date and is not public (issue 11, defect 10)
    expect(list.map((r: { date: string; status: string }) => [r.date, r.status])).toEqual([
      ['2027-06-12', 'confirmed'],
      ['2027-06-19', 'confirmed'],
      ['2027-12-16', 'confirmed'],
    ]);
    const ics = await (await fetch(`${server.base}/api/seasons/${slug}/calendar.ics`)).text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toMatch(/DTSTART;VALUE=DATE:20271216/);
    const uid = /UID:(reservation-\d+\.cal-\d+@[^\r\n]+)/.exec(ics)![1];
    expect(await (await fetch(`${server.base}/api/seasons/${slug}/calendar.ics`)).text()).toContain(uid);
    const page = await (await fetch(`${server.base}/seasons/${slug}/calendar`)).text();
    expect(page).toContain('Turniej Finałowy');
    expect(page).not.toContain('Turniej 2027-06-13');
  });

  test('the feed folds lines at 75 octets and its UIDs end in GP_PUBLIC_HOST, never localhost (issue 11, defect 15)', async () => {
    const slug = await freshSeason();
    const name = 'Turniej o Puchar Wójta Gminy Gietrzwałd — Żółć, gęślą jaźń, źdźbło, ćma, łączka';
    expect((await call('organizerA', 'POST', `/api/seasons/${slug}/reservations`, { date: '2027-06-12', name, city: 'Gietrzwałd', venue: 'Szkoła Podstawowa im. Żołnierzy Armii Krajowej' })).status).toBe(201);
    const res = await fetch(`${server.base}/api/seasons/${slug}/calendar.ics`);
    const ics = new Uint8Array(await res.arrayBuffer());
    const lines = new TextDecoder().decode(ics).split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(lines.join('\r\n').replace(/\r\n /g, '')).toContain(`SUMMARY:${name.replace(/,/g, '\\,')}`);
    const uids = lines.filter((l) => l.startsWith('UID:'));
    expect(uids).toHaveLength(1);
    expect(uids[0]).toMatch(new RegExp(`^UID:reservation-\\d+\\.${slug}@gp\\.example\\.org$`));
  });

  test('one organizer, one tournament a day; a plan over the regulation is confirmed with warnings; a rejected one cannot be cancelled (issue 11, defect 10)', async () => {
    const slug = await freshSeason();
    const over = await call('organizerA', 'POST', `/api/seasons/${slug}/reservations`, { date: '2027-06-12', name: 'A', city: 'Olsztyn', rounds: 7, fees: { adult: 30 } });
    expect(over.status).toBe(201);
    const body = await over.json();
    expect(body).toMatchObject({ status: 'confirmed' });
    expect(body.warnings.map((w: { code: string }) => w.code)).toEqual(['RULE_ROUNDS', 'FEE_adult']);
    const twice = await call('organizerA', 'POST', `/api/seasons/${slug}/reservations`, { date: '2027-06-12', name: 'B', city: 'Olsztyn' });
    expect(twice.status).toBe(422);
    expect((await twice.json()).errors.map((e: { code: string }) => e.code)).toEqual(['SAME_DAY_SAME_ORGANIZER']);
    const other = await (await reserveIn(slug, 'organizerB', '2027-06-13')).json();
    expect((await call('organizerA', 'POST', `/api/reservations/${other.id}/agreement`, { agree: false })).status).toBe(200);
    const cancel = await call('organizerB', 'DELETE', `/api/reservations/${other.id}`);
    expect(cancel.status).toBe(422);
    expect((await cancel.json()).errors[0].code).toBe('REJECTED_NOT_CANCELLABLE');
  });
});
