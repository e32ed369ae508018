import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { latestAudit } from '@/db/queries/audit';
import { createSeason } from '@/server/seasons';
import { getStandings } from '@/server/standings';
import { importSeason } from '@/server/import-season';
import { uploadTournament } from '@/server/uploads';
import { createUser } from '@/server/users';
import * as ws from '@/server/workspace';
import { loadSeason } from '@/lib/season/season-folder';
import { allowed, bytes, FIXTURES } from '@/tests/helpers';

const cli = { userId: null, via: 'cli' } as const;
/** The season folder of formats §6's spellings (no register). */
const DIR = join(FIXTURES, 'season-spellings');
const file = (name: string) => new Uint8Array(readFileSync(join(DIR, name)));
const DATES: Record<string, string> = { gp01: '2024-02-10', gp02: '2024-03-09', gp03: '2024-04-13' };
const count = (conn: ReturnType<typeof openDatabase>, table: string) => (conn.sqlite.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

async function setup(codes: string[] = ['gp01', 'gp02']) {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  const created = createSeason(conn, cli, { slug: 'b', name: 'Blitz', year: 2024, preset: 'game-points-series', rules: {} });
  if (!created.ok) throw new Error('season');
  const season = () => getSeasonBySlug(conn, 'b')!;
  for (const code of codes) {
    const r = uploadTournament(conn, cli, { season: season(), code, name: code, date: DATES[code]!, final: false, fileName: `${code}.csv`, bytes: file(`${code}.csv`) });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
  }
  return { conn, arbiter, organizer, season };
}
const req = (season: ReturnType<typeof getSeasonBySlug>, code: string, over: Partial<ws.UploadRequest> = {}): ws.UploadRequest => ({ season: season!, code, name: code, date: DATES[code]!, final: false, fileName: `${code}.csv`, bytes: file(`${code}.csv`), ...over });
const totals = (s: ReturnType<typeof getStandings>) => Object.fromEntries(s.individual.map((e) => [e.name, e.total / s.unit]));

describe('the arbiter answers "the same player as …?" (formats §6)', () => {
  test('the preview asks about each row of the file whose spelling may be another player’s', async () => {
    const { conn, arbiter, season } = await setup();
    const p = ws.previewTournamentUpload(conn, arbiter, req(season(), 'gp03'));
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    expect(p.preview.spellingQuestions).toEqual([
      { name: 'Walker (G)', sameAs: 'Walker,Perry', here: { name: 'Walker (G)', line: 3 }, other: { name: 'Walker,Perry', file: 'gp01.csv', line: 2 }, reasons: ['no-first-name'] },
      // Bahr,Jan-Hendrik played gp01 too: the question names the other player's first row
      { name: 'Bahr,Jan', sameAs: 'Bahr,Jan-Hendrik', here: { name: 'Bahr,Jan-Hendrik', line: 5 }, other: { name: 'Bahr,Jan', file: 'gp02.csv', line: 6 }, reasons: ['first-name-prefix'] },
    ]);
    // an answer given in the preview shows the season as it makes it: Walker's 4 points join Walker Perry's
    const yes = ws.previewTournamentUpload(conn, arbiter, req(season(), 'gp03', { spellings: [{ name: 'Walker (G)', sameAs: 'Walker,Perry', same: true }] }));
    if (!yes.ok) throw new Error('preview');
    expect(yes.preview.spellingQuestions.map((q) => q.name)).toEqual(['Bahr,Jan']);
    expect(yes.preview.moves.find((m) => m.name === 'Walker Perry')).toMatchObject({ totalAfter: 33 }); // 16.5 in half-points
    expect(count(conn, 'spelling_answers')).toBe(0); // a preview stores nothing
  });

  test('answers are stored in one transaction, audited, and applied to the season', async () => {
    const { conn, arbiter, season } = await setup();
    const before = getStandings(conn, season());
    expect(totals(before)['Mietzelfeldt Gerh']).toBe(2.5);
    expect(before.proposals.map((p) => p.name)).toEqual(['Mietzelfeldt,Gerh', 'Coto,Eloy', 'Bahr,Jan', 'Schneider,Wolfgan']);
    const r = ws.answerSpellings(conn, arbiter, season(), [
      { name: 'Mietzelfeldt,Gerh', sameAs: 'Mietzelfeldt,Gerhard', same: true },
      { name: 'Bahr,Jan', sameAs: 'Bahr,Jan-Hendrik', same: false },
    ]);
    expect(r).toEqual({ ok: true, value: { saved: 2 } });
    const after = getStandings(conn, season());
    expect(totals(after)['Mietzelfeldt Gerhard']).toBe(7.5);
    expect(totals(after)['Mietzelfeldt Gerh']).toBeUndefined();
    expect(after.proposals.map((p) => p.name)).toEqual(['Coto,Eloy', 'Schneider,Wolfgan']);
    // the player's page line: "also written as …"
    const m = after.individual.find((e) => e.name === 'Mietzelfeldt Gerhard')!;
    expect(after.players.get(m.key)!.spellings).toEqual(['Mietzelfeldt Gerh']);
    expect(latestAudit(conn, season().id).slice(0, 2).map((a) => [a.action, JSON.parse(a.details)])).toEqual([
      ['spelling.different', { name: 'Bahr,Jan', sameAs: 'Bahr,Jan-Hendrik' }],
      ['spelling.same', { name: 'Mietzelfeldt,Gerh', sameAs: 'Mietzelfeldt,Gerhard' }],
    ]);
    // a later answer about the pair (either way round) replaces the earlier one
    expect(ws.answerSpellings(conn, arbiter, season(), [{ name: 'Mietzelfeldt,Gerhard', sameAs: 'Mietzelfeldt,Gerh', same: false }]).ok).toBe(true);
    expect(count(conn, 'spelling_answers')).toBe(2);
    expect(totals(getStandings(conn, season()))['Mietzelfeldt Gerh']).toBe(2.5);
    expect(allowed(ws.seasonSpellingAnswers(conn, arbiter, season()))).toEqual([
      { name: 'Bahr,Jan', sameAs: 'Bahr,Jan-Hendrik', same: false },
      { name: 'Mietzelfeldt,Gerhard', sameAs: 'Mietzelfeldt,Gerh', same: false },
    ]);
  });

  test('only an arbiter answers; a bad answer stores nothing', async () => {
    const { conn, arbiter, organizer, season } = await setup();
    const one = [{ name: 'Coto,Eloy', sameAs: 'Coto Alfonso,Eloy', same: true }];
    expect(ws.answerSpellings(conn, null, season(), one)).toMatchObject({ ok: false, errors: [{ code: expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/) }] });
    expect(ws.answerSpellings(conn, organizer, season(), one)).toMatchObject({ ok: false, errors: [{ code: expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/) }] });
    const bad = ws.answerSpellings(conn, arbiter, season(), [...one, { name: 'Walker,Perry', sameAs: 'Walker, Perry', same: true }]);
    expect(bad).toMatchObject({ ok: false, status: 422, errors: [{ code: 'SPELLING_ANSWER_INVALID', params: { name: 'Walker,Perry', sameAs: 'Walker, Perry' } }] });
    expect(count(conn, 'spelling_answers')).toBe(0);
  });

  test('answers committed with the upload are kept with it and applied on every re-upload', async () => {
    const { conn, arbiter, season } = await setup();
    const answers = [{ name: 'Walker (G)', sameAs: 'Walker,Perry', same: true }];
    // a file refused stores no answer
    const refused = ws.commitTournamentUpload(conn, arbiter, req(season(), 'gp03', { bytes: bytes('nothing of a results file'), spellings: answers }));
    expect(refused.ok).toBe(false);
    expect(count(conn, 'spelling_answers')).toBe(0);
    expect(ws.commitTournamentUpload(conn, arbiter, req(season(), 'gp03', { spellings: answers }))).toMatchObject({ ok: true, value: { version: 1 } });
    expect(count(conn, 'spelling_answers')).toBe(1);
    expect(latestAudit(conn, season().id).map((a) => a.action).slice(0, 2)).toEqual(['tournament.upload', 'spelling.same']);
    expect(totals(getStandings(conn, season()))['Walker Perry']).toBe(16.5);
    // a corrected gp03 (another version): the answer still joins Walker (G), and nothing is asked again
    const corrected = new TextEncoder().encode(new TextDecoder().decode(file('gp03.csv')).replace('2;Walker (G);4', '2;Walker (G);4,5'));
    const again = ws.previewTournamentUpload(conn, arbiter, req(season(), 'gp03', { bytes: corrected }));
    if (!again.ok) throw new Error('preview');
    expect(again.preview.spellingQuestions.map((q) => q.name)).toEqual(['Bahr,Jan']);
    expect(ws.commitTournamentUpload(conn, arbiter, req(season(), 'gp03', { bytes: corrected }))).toMatchObject({ ok: true, value: { version: 2 } });
    expect(totals(getStandings(conn, season()))['Walker Perry']).toBe(17);
  });

  test('a season folder’s aliases.csv is imported as the season’s answers', async () => {
    const conn = openDatabase(':memory:');
    const read = (name: string) => {
      if (name === 'season.json') return bytes(JSON.stringify({ ...JSON.parse(readFileSync(join(DIR, 'season.json'), 'utf8')), aliases: 'aliases.csv' }));
      if (name === 'aliases.csv') return bytes('name;same_as;same\nCoto,Eloy;Coto Alfonso,Eloy;yes\nBahr,Jan;Bahr,Jan-Hendrik;no\n');
      try {
        return file(name);
      } catch {
        return null;
      }
    };
    const loaded = loadSeason(read);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    const season = importSeason(conn, cli, loaded.season, 'i', {});
    const s = getStandings(conn, season);
    expect(totals(s)['Coto Alfonso Eloy']).toBe(8);
    expect(s.proposals.map((p) => p.name)).toEqual(['Walker (G)', 'Mietzelfeldt,Gerh', 'Schneider,Wolfgan']);
    expect(count(conn, 'spelling_answers')).toBe(2);
  });
});
