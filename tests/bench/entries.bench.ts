// npm run bench:entries — issue 41 on a database file (WAL, synchronous=FULL, as the site runs):
// one entry taken (register lookup among BENCH_REGISTER players, duplicates, limits, the write and
// its audit line), the public list and the start list of BENCH_ENTRIES entries, and the upload
// preview's matching of a results file of that size against the entries.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createSeason } from '@/server/seasons';
import { createUser } from '@/server/users';
import { createReservation } from '@/server/reservations';
import { putRegistry } from '@/server/uploads';
import { announcementView, enterTournament, entriesForTournament, startList } from '@/server/entries';
import { matchResultsToEntries } from '@/lib/entries/results-entries';

const REGISTER = Number(process.env.BENCH_REGISTER ?? 150_000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 300);
const SURNAMES = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak'];
const FIRST = ['Jan', 'Anna', 'Piotr', 'Ewa', 'Łukasz', 'Ola', 'Marek', 'Zofia'];
// a surname of its own per player (letters of i in base 26): namesakes are another benchmark's (namesakes.bench.ts)
const letters = (i: number) => [...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
const nameOf = (i: number) => `${SURNAMES[i % 10]}${letters(i)} ${FIRST[(i >> 3) % 8]}`;
const yearOf = (i: number) => 1940 + (i % 75);

const dir = mkdtempSync(join(tmpdir(), 'gp-bench-entries-'));
try {
  const conn = openDatabase(join(dir, 'gp.sqlite'));
  const cli = { userId: null, via: 'cli' } as const;
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'UKS Jedynka', password: 'organizer password' });
  createSeason(conn, cli, { slug: 'gp-2027', name: 'GP 2027', year: 2027, preset: 'warmia-mazury-2018', rules: {} });
  const season = getSeasonBySlug(conn, 'gp-2027')!;
  const lines = ['cr_id,name,birth,sex,rating,club,region'];
  for (let i = 0; i < REGISTER; i++) lines.push(`${100000 + i},${nameOf(i)},${yearOf(i)},${i % 3 === 0 ? 'K' : 'M'},${1000 + (i % 1400)},Klub ${i % 400},warmińsko-mazurskie`);
  let t = performance.now();
  const reg = putRegistry(conn, cli, season, 'players.csv', new TextEncoder().encode(lines.join('\n')));
  if (!reg.ok) throw new Error('register');
  console.log(`register of ${REGISTER.toLocaleString('en')} players stored in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const r = createReservation(conn, organizer, season, { date: '2027-03-06', name: 'GP', city: 'Olsztyn', fees: { adult: 25, junior18OrVeteran: 20, womanOrJunior14: 15 } }, '2027-01-10');
  if (!r.ok) throw new Error('reservation');
  const id = r.value.id;
  const limits = { perClientPerTournament: 1e9, perClientInWindow: 1e9, windowMinutes: 60, perTournamentInWindow: 1e9 };
  const times: number[] = [];
  const now = new Date('2027-02-01T10:00:00Z');
  for (let k = 0; k < ENTRIES; k++) {
    const i = k * 397;
    // two in three found by name and birth year among the register, one in three a guest by name
    const input = k % 3 === 2 ? { name: `Gość ${k} Spoza`, birth: 1990, sex: 'M', club: 'KS', consent: true } : { name: nameOf(i), birth: yearOf(i), sex: i % 3 === 0 ? 'F' : 'M', consent: true };
    t = performance.now();
    const e = enterTournament(conn, id, input, { now, client: `198.51.100.${k % 250}`, via: 'web', limits });
    times.push(performance.now() - t);
    if (!e.ok) throw new Error(`entry ${k}: ${e.errors[0]?.code}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(2);
  console.log(`one entry (register lookup, duplicates, limits, write, audit) over ${ENTRIES} entries: median ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);
  t = performance.now();
  const view = announcementView(conn, id, '2027-02-01');
  console.log(`the announcement with the public list of ${view.ok ? view.value.list.entries.length : 0} entries: ${(performance.now() - t).toFixed(1)} ms`);
  for (const format of ['trf', 'csv'] as const) {
    t = performance.now();
    const s = startList(conn, organizer, id, format);
    console.log(`the start list as ${format.toUpperCase()} (${s.ok ? s.value.body.length.toLocaleString('en') : 0} characters): ${(performance.now() - t).toFixed(1)} ms`);
  }
  const entered = entriesForTournament(conn, season.id, `r${id}`)!.entries;
  const rows = entered.map((e, k) => ({ line: k + 2, name: e.name.toUpperCase(), birthYear: k % 2 ? e.birthYear : null, crId: null, fideId: null }));
  t = performance.now();
  const meet = matchResultsToEntries(rows, entered);
  console.log(`results of ${rows.length} rows against ${entered.length} entries: ${meet.linked.length} linked, ${meet.unentered.length} without an entry, in ${(performance.now() - t).toFixed(1)} ms`);
  conn.sqlite.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
