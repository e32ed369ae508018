import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { currentCompetitionFiles, getCompetitionBySlug, listCompetitionFileVersions } from '@/db/queries/competitions';
import { createUser } from '@/server/users';
import { createCompetition, getCompetitionView, putCompetitionFile } from '@/server/competitions';
import { openGameEntry, previewOpenGame, saveOpenGame } from '@/server/competitions/swiss-open/open-game-entry';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';

const cli = { userId: null, via: 'cli' } as const;
const folder = join(process.cwd(), 'tests', 'fixtures', 'competitions', 'swiss-open', 'amplico-2024');
const file = (name: string) => new Uint8Array(readFileSync(join(folder, name)));
const playoff = { stage: 'playoff', round: 1, white: 4, black: 5, result: '1/2-1/2' } as const;

/** An open with event.json and swiss.trf uploaded, no games yet. */
async function setup() {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  createCompetition(conn, arbiter, { slug: 'amplico', kind: 'swiss-open', name: 'Amplico' });
  putCompetitionFile(conn, arbiter, 'amplico', 'event.json', file('event.json'));
  putCompetitionFile(conn, arbiter, 'amplico', 'swiss.trf', file('swiss.trf'));
  const view = () => {
    const v = getCompetitionView(conn, getCompetitionBySlug(conn, 'amplico')!);
    if (!v.load.ok) throw new Error('the open loads');
    return v.load.result as SwissOpenResult;
  };
  return { conn, arbiter, organizer, view };
}

describe('one game of an open entered in the workspace', () => {
  test('the play-off game of the fixture: the preview shows group I filled, saving stores games.csv version 1 and the groups appear', async () => {
    const { conn, arbiter, view } = await setup();
    const entry = openGameEntry(conn, arbiter, 'amplico');
    if (!entry.ok) throw new Error(JSON.stringify(entry.errors));
    expect(entry.value).toMatchObject({ gamesFile: 'games.csv', gamesVersion: 0 });
    expect(entry.value.due[0]).toMatchObject({ stage: 'playoff', round: 1, white: 5, black: 4 });
    expect(view().groups[0]!.members.map((m) => m.startNo)).toEqual([20, 13, 12, null]);

    const preview = previewOpenGame(conn, arbiter, 'amplico', playoff);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    expect(preview.value.changes).toContainEqual({ kind: 'stage-ready', stage: 'group-1', members: [20, 13, 12, 5] });
    expect(preview.value.changes).toContainEqual({ kind: 'qualified', startNo: 5, seat: 16 });
    // a preview stores nothing
    expect(listCompetitionFileVersions(conn, getCompetitionBySlug(conn, 'amplico')!.id).map((v) => v.name)).not.toContain('games.csv');

    expect(saveOpenGame(conn, arbiter, 'amplico', playoff, preview.value.basedOn)).toMatchObject({ ok: true, value: { version: 1, name: 'games.csv' } });
    const c = getCompetitionBySlug(conn, 'amplico')!;
    expect(new TextDecoder().decode(currentCompetitionFiles(conn, c.id).get('games.csv')!.bytes)).toBe('stage,round,white,black,result\nplayoff,1,4,5,1/2-1/2\n');
    expect(view().groups.map((g) => g.members.map((m) => m.startNo))).toEqual([
      [20, 13, 12, 5],
      [19, 14, 11, 6],
      [18, 15, 10, 7],
      [17, 16, 9, 8],
    ]);

    // the next game is the current bytes plus one line
    expect(saveOpenGame(conn, arbiter, 'amplico', { stage: 'group-1', round: 1, white: 20, black: 5, result: '1-0' }, 'event.json:1,games.csv:1,swiss.trf:1')).toMatchObject({ ok: true, value: { version: 2 } });
    expect(new TextDecoder().decode(currentCompetitionFiles(conn, c.id).get('games.csv')!.bytes)).toBe('stage,round,white,black,result\nplayoff,1,4,5,1/2-1/2\ngroup-1,1,20,5,1-0\n');
  });

  test('a bad row is refused with the loader’s message and nothing is stored', async () => {
    const { conn, arbiter } = await setup();
    const before = getCompetitionBySlug(conn, 'amplico')!;
    // 6 – 4 is not a play-off pairing (the bracket pairs 5 – 4)
    const bad = { stage: 'playoff', round: 1, white: 6, black: 4, result: '1-0' } as const;
    const preview = previewOpenGame(conn, arbiter, 'amplico', bad);
    expect(preview).toMatchObject({ ok: false, status: 422, errors: [expect.objectContaining({ code: 'GAMES_NOT_IN_STAGE', line: 2, message: expect.stringContaining('games.csv line 2') })] });
    const saved = saveOpenGame(conn, arbiter, 'amplico', bad);
    expect(saved).toMatchObject({ ok: false, status: 422, errors: [expect.objectContaining({ code: 'GAMES_NOT_IN_STAGE', message: expect.stringContaining('games.csv line 2') })] });
    // a group game before its group is known
    expect(saveOpenGame(conn, arbiter, 'amplico', { stage: 'group-1', round: 1, white: 20, black: 5, result: '1-0' })).toMatchObject({ ok: false, status: 422 });
    const after = getCompetitionBySlug(conn, 'amplico')!;
    expect(listCompetitionFileVersions(conn, after.id).map((v) => v.name)).toEqual(['event.json', 'swiss.trf']);
    expect(after.revision).toBe(before.revision);
  });

  test('a save on a stale preview is refused; a row that is not one CSV line is refused', async () => {
    const { conn, arbiter } = await setup();
    const preview = previewOpenGame(conn, arbiter, 'amplico', playoff);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    expect(preview.value.basedOn).toBe('event.json:1,swiss.trf:1');
    expect(saveOpenGame(conn, arbiter, 'amplico', playoff, preview.value.basedOn)).toMatchObject({ ok: true });
    const c = getCompetitionBySlug(conn, 'amplico')!;
    const versions = listCompetitionFileVersions(conn, c.id);
    // a second save on the same preview: games.csv is now version 1, so nothing is stored
    expect(saveOpenGame(conn, arbiter, 'amplico', { stage: 'group-1', round: 1, white: 20, black: 5, result: '1-0' }, preview.value.basedOn)).toMatchObject({
      ok: false,
      status: 409,
      errors: [expect.objectContaining({ code: 'FILES_CHANGED', params: expect.objectContaining({ file: 'games.csv', version: 1 }) })],
    });
    expect(listCompetitionFileVersions(conn, c.id)).toEqual(versions);
    expect(getCompetitionBySlug(conn, 'amplico')!.revision).toBe(c.revision);
    expect(saveOpenGame(conn, arbiter, 'amplico', { ...playoff, stage: 'group-1\nx' })).toMatchObject({ ok: false, status: 422, errors: [expect.objectContaining({ code: 'INVALID_FIELD' })] });
  });

  test('only the arbiter; only an open that computes; only an open', async () => {
    const { conn, arbiter, organizer } = await setup();
    expect(openGameEntry(conn, organizer, 'amplico')).toMatchObject({ ok: false, status: 403 });
    expect(saveOpenGame(conn, null, 'amplico', playoff)).toMatchObject({ ok: false, status: 401 });
    expect(openGameEntry(conn, arbiter, 'nope')).toMatchObject({ ok: false, status: 404 });
    createCompetition(conn, arbiter, { slug: 'empty', kind: 'swiss-open', name: 'Empty' });
    const empty = openGameEntry(conn, arbiter, 'empty');
    expect(empty).toMatchObject({ ok: false, status: 409 });
    expect(!empty.ok && empty.errors.map((e) => e.code)).toEqual(['OPEN_INCOMPLETE', 'EVENT_JSON_MISSING']);
    createCompetition(conn, arbiter, { slug: 'league', kind: 'round-robin-league', name: 'League' });
    expect(openGameEntry(conn, arbiter, 'league')).toMatchObject({ ok: false, status: 422, errors: [expect.objectContaining({ code: 'NOT_AN_OPEN' })] });
  });
});
