import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getCompetitionBySlug, listCompetitionFileVersions } from '@/db/queries/competitions';
import { createUser } from '@/server/users';
import { loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import { swissOpenToJson } from '@/lib/competitions/swiss-open/swiss-open-json';
import { competitionKind } from '@/lib/competitions/registry';
import { createCompetition, getCompetitionView, putCompetitionFile } from '@/server/competitions';

const cli = { userId: null, via: 'cli' } as const;
const folder = join(process.cwd(), 'tests', 'fixtures', 'competitions', 'swiss-open', 'amplico-2024');
const file = (name: string) => new Uint8Array(readFileSync(join(folder, name)));

async function setup() {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  return { conn, arbiter, organizer };
}

describe('an open kept in the database as the folder of `gp event`', () => {
  test('uploaded file by file it computes exactly what `gp event` computes from the folder', async () => {
    const { conn, arbiter } = await setup();
    expect(createCompetition(conn, arbiter, { slug: 'amplico', kind: 'swiss-open', name: 'Amplico' })).toMatchObject({ ok: true });
    const first = putCompetitionFile(conn, arbiter, 'amplico', 'event.json', file('event.json'));
    expect(first).toMatchObject({ ok: true, value: { version: 1, complete: false } });
    expect(first.ok && first.value.warnings.map((w) => inEnglish(w).message).join(' ')).toContain('swiss.trf');
    expect(putCompetitionFile(conn, arbiter, 'amplico', 'swiss.trf', file('swiss.trf'))).toMatchObject({ ok: true });
    expect(putCompetitionFile(conn, arbiter, 'amplico', 'games.csv', file('games.csv'))).toMatchObject({ ok: true, value: { complete: true } });
    const view = getCompetitionView(conn, getCompetitionBySlug(conn, 'amplico')!);
    const fromFolder = loadSwissOpen((n) => {
      try {
        return file(n);
      } catch {
        return null;
      }
    });
    if (!view.load.ok || !fromFolder.ok) throw new Error('both load');
    expect(competitionKind('swiss-open')!.toJson(view.load.result)).toEqual(swissOpenToJson(fromFolder.result));
  });

  test('a bad line in the uploaded file is refused with its line, and nothing is stored', async () => {
    const { conn, arbiter } = await setup();
    createCompetition(conn, arbiter, { slug: 'amplico', kind: 'swiss-open', name: 'Amplico' });
    putCompetitionFile(conn, arbiter, 'amplico', 'event.json', file('event.json'));
    putCompetitionFile(conn, arbiter, 'amplico', 'swiss.trf', file('swiss.trf'));
    const bad = new TextEncoder().encode('stage,round,white,black,result\nplayoff,1,4,5,7-3\n');
    const r = putCompetitionFile(conn, arbiter, 'amplico', 'games.csv', bad);
    expect(r).toMatchObject({ ok: false, status: 422, errors: [expect.objectContaining({ line: 2, message: expect.stringContaining('games.csv line 2') })] });
    const c = getCompetitionBySlug(conn, 'amplico')!;
    expect(listCompetitionFileVersions(conn, c.id).map((v) => v.name)).toEqual(['event.json', 'swiss.trf']);
    expect(c.revision).toBe(2);
  });

  test('a correction is a new version; the old one stays', async () => {
    const { conn, arbiter } = await setup();
    createCompetition(conn, arbiter, { slug: 'amplico', kind: 'swiss-open', name: 'Amplico' });
    putCompetitionFile(conn, arbiter, 'amplico', 'event.json', file('event.json'));
    putCompetitionFile(conn, arbiter, 'amplico', 'swiss.trf', file('swiss-after-8.trf'));
    expect(putCompetitionFile(conn, arbiter, 'amplico', 'swiss.trf', file('swiss.trf'))).toMatchObject({ ok: true, value: { version: 2 } });
    const c = getCompetitionBySlug(conn, 'amplico')!;
    expect(listCompetitionFileVersions(conn, c.id).filter((v) => v.name === 'swiss.trf').map((v) => v.version)).toEqual([2, 1]);
  });

  test.each([
    { label: 'an unknown kind', input: { slug: 'x', kind: 'chess960', name: 'X' }, code: 'UNKNOWN_KIND' },
    { label: 'an address with capitals', input: { slug: 'Bad Slug', kind: 'swiss-open', name: 'X' }, code: 'INVALID_SLUG' },
  ])('$label is refused', async ({ input, code }) => {
    const { conn, arbiter } = await setup();
    expect(createCompetition(conn, arbiter, input)).toMatchObject({ ok: false, status: 422, errors: [expect.objectContaining({ code })] });
  });

  test('only the arbiter writes; a file name with a path is refused', async () => {
    const { conn, arbiter, organizer } = await setup();
    expect(createCompetition(conn, organizer, { slug: 'x', kind: 'swiss-open', name: 'X' })).toMatchObject({ ok: false, status: 403 });
    expect(createCompetition(conn, null, { slug: 'x', kind: 'swiss-open', name: 'X' })).toMatchObject({ ok: false, status: 401 });
    createCompetition(conn, arbiter, { slug: 'x', kind: 'swiss-open', name: 'X' });
    expect(putCompetitionFile(conn, organizer, 'x', 'event.json', file('event.json'))).toMatchObject({ ok: false, status: 403 });
    expect(putCompetitionFile(conn, arbiter, 'x', '../event.json', file('event.json'))).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'INVALID_FILE_NAME' })] });
  });
});

describe('every competition kind: the stored folder computes what its gp command computes', () => {
  test.each([
    { kind: 'swiss-open', dir: ['swiss-open', 'amplico-2024'], files: ['event.json', 'swiss.trf', 'games.csv'] },
    { kind: 'round-robin-league', dir: ['round-robin-league', 'spb-2017'], files: ['league.json', 'liga-1-1.trf', 'liga-2-1.trf', 'postponements.csv'] },
    { kind: 'team-league', dir: ['team-league', 'mini-league'], files: ['team-league.json', 'teams.csv', 'boards.csv'] },
  ])('$kind', async ({ kind, dir, files }) => {
    const { conn, arbiter } = await setup();
    const path = join(process.cwd(), 'tests', 'fixtures', 'competitions', ...dir);
    const read = (n: string) => {
      try {
        return new Uint8Array(readFileSync(join(path, n)));
      } catch {
        return null;
      }
    };
    expect(createCompetition(conn, arbiter, { slug: 'c', kind, name: kind })).toMatchObject({ ok: true });
    for (const f of files) expect(putCompetitionFile(conn, arbiter, 'c', f, read(f)!), f).toMatchObject({ ok: true });
    const k = competitionKind(kind)!;
    const view = getCompetitionView(conn, getCompetitionBySlug(conn, 'c')!);
    const direct = k.load(read);
    if (!view.load.ok || !direct.ok) throw new Error(`${kind} loads`);
    expect(k.toJson(view.load.result)).toEqual(k.toJson(direct.result));
  });
});
