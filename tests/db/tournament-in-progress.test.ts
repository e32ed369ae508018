import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { listVersions } from '@/db/queries/uploads';
import { describeChanges } from '@/lib/i18n/live-words.mjs';
import { t as say } from '@/lib/i18n/t';
import { createSeason } from '@/server/seasons';
import { getProvisionalStandings, getStandings, getStandingsDownload, getTournamentsInProgress } from '@/server/standings';
import { uploadTournament } from '@/server/uploads';
import { IN_PROGRESS_WORDS } from '@/lib/i18n/in-progress-words';
import { trfAfterRound, trfWithoutResult } from '@/tests/fixtures/in-progress';
import { words } from '@/lib/i18n/words';

const fixture = (...p: string[]) => new Uint8Array(readFileSync(join(process.cwd(), 'tests', 'fixtures', ...p)));
const swiss5 = fixture('tiebreaks', 'held_c07_exercises', 'held_swiss_5.trf');
const swiss9 = fixture('tiebreaks', 'held_c07_exercises', 'held_swiss_9.trf');
const cli = { userId: null, via: 'cli' } as const;

function setup() {
  const conn = openDatabase(':memory:');
  const created = createSeason(conn, cli, { slug: 'live', name: 'GP na żywo', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } });
  if (!created.ok) throw new Error('season');
  const season = () => getSeasonBySlug(conn, 'live')!;
  const upload = (code: string, name: string, bytes: Uint8Array) => uploadTournament(conn, cli, { season: season(), code, name, date: '2024-08-01', final: false, fileName: `${code}.trf`, bytes });
  const audit = () => (conn.sqlite.prepare("select action, details from audit_log where action like 'tournament.%' order by id").all() as { action: string; details: string }[]).map((l) => ({ action: l.action, details: JSON.parse(l.details) as Record<string, unknown> }));
  return { conn, season, upload, audit };
}

describe('a tournament in progress: stored after round 5 of 9, replaced by the final file (issue 25)', () => {
  const { conn, season, upload, audit } = setup();
  const first = upload('gp01', 'Turniej 1', swiss5);
  const officialBefore = JSON.parse(getStandingsDownload(conn, season(), 'json'));
  const during = upload('gp07', 'Turniej 7', trfAfterRound(swiss9, 5));

  test('the upload says it is in progress: a field and the first warning, in Polish and English', () => {
    expect(first).toMatchObject({ ok: true });
    expect(first.ok && first.value.inProgress).toBeUndefined();
    expect(during).toMatchObject({ ok: true, value: { version: 1, inProgress: { round: 5, of: 9 } } });
    const warning = during.ok ? during.value.warnings[0] : null;
    expect(warning).toMatchObject({ code: 'TOURNAMENT_IN_PROGRESS', params: { round: 5, of: 9 } });
    expect(say('pl', 'TOURNAMENT_IN_PROGRESS', { round: 5, of: 9 })).toContain('po rundzie 5 z 9');
    expect(say('en', 'TOURNAMENT_IN_PROGRESS', { round: 5, of: 9 })).toContain('after round 5 of 9');
    const stored = conn.sqlite.prepare("select in_progress_round r, in_progress_of n from upload_versions v join tournaments t on t.id = v.tournament_id where t.code = 'gp07'").get();
    expect(stored).toEqual({ r: 5, n: 9 });
  });

  test('the official table does not count it; the JSON names it; the provisional table counts it, with no prizes', () => {
    expect(getTournamentsInProgress(conn, season())).toEqual(new Map([['gp07', { round: 5, of: 9 }]]));
    const official = getStandings(conn, season());
    expect(official.tournaments.map((t) => t.id)).toEqual(['gp01']);
    const json = JSON.parse(getStandingsDownload(conn, season(), 'json'));
    // the same table as before the upload, and the tournament in progress named beside it
    expect({ individual: json.individual, teams: json.teams, prizes: json.prizes }).toEqual({ individual: officialBefore.individual, teams: officialBefore.teams, prizes: officialBefore.prizes });
    expect(json).toMatchObject({ provisional: false, inProgress: [{ tournament: 'gp07', name: 'Turniej 7', afterRound: 5, rounds: 9 }] });
    const provisional = getProvisionalStandings(conn, season())!;
    expect(provisional.tournaments.map((t) => t.id).sort()).toEqual(['gp01', 'gp07']);
    expect(provisional.prizes).toEqual([]);
    const pjson = JSON.parse(getStandingsDownload(conn, season(), 'json', 'en', true));
    expect(pjson).toMatchObject({ provisional: true, prizes: [], inProgress: [{ tournament: 'gp07', afterRound: 5, rounds: 9 }] });
    // Alyx: 4 points in gp01 (held_swiss_5) and 3½ after five rounds of gp07
    const alyx = (doc: { individual: { name: string; total: number }[] }) => doc.individual.find((e) => e.name === 'Alyx')?.total;
    expect(alyx(json)).toBe(alyx(officialBefore));
    expect(alyx(pjson)! - alyx(json)!).toBe(3.5);
    expect(getStandingsDownload(conn, season(), 'csv', 'en', true).split('\n')[0]).toContain('gp07');
    expect(getStandingsDownload(conn, season(), 'csv').split('\n')[0]).not.toContain('gp07');
  });

  test('the final file replaces it as a normal new version, the history kept; the live words say the round, then the final results', () => {
    const after = upload('gp07', 'Turniej 7', swiss9);
    expect(after).toMatchObject({ ok: true, value: { version: 2 } });
    expect(after.ok && after.value.inProgress).toBeUndefined();
    expect(getTournamentsInProgress(conn, season()).size).toBe(0);
    expect(getProvisionalStandings(conn, season())).toBeNull();
    expect(getStandings(conn, season()).tournaments.map((t) => t.id).sort()).toEqual(['gp01', 'gp07']);
    const json = JSON.parse(getStandingsDownload(conn, season(), 'json'));
    expect(json.provisional).toBeUndefined();
    expect(json.inProgress).toBeUndefined();
    expect(listVersions(conn, season().id, 'gp07')!.map((v) => [v.version, v.current])).toEqual([[1, false], [2, true]]);
    const lines = audit().filter((l) => l.details.tournament === 'gp07').map((l) => ({ ...l, details: { ...l.details, tournamentName: 'Turniej 7' } }));
    expect(lines.map((l) => describeChanges([l]).text)).toEqual([
      { pl: 'Turniej 7 — runda 5 z 9 (wyniki prowizoryczne)', en: 'Turniej 7 — round 5 of 9 (provisional)' },
      { pl: 'Turniej 7 — wyniki końcowe (wszystkie rundy)', en: 'Turniej 7 — final results (all rounds)' },
    ]);
  });
});

/**
 * Issue 40: the Grand Prix reads the round of a tournament in progress as the leagues and the open
 * read theirs (lib/games/rounds-under-way.ts). The real Gros 2010 TRF (JaVaFo sample: XXR 9, four
 * rounds played) with one game of round 2 left without its result: "after round 1 of 9" before,
 * now "after round 4 of 9 (1 game outstanding)", on every surface that says the round.
 */
describe('one game without a result does not hold a tournament in progress back (issue 40)', () => {
  const gros = fixture('real-files', 'gros2010_javafo_sample2.trf');
  const oneOutstanding = trfWithoutResult(gros, 2, 1, 13);

  test('the upload, its warning, the stored version, the JSON, the pages’ words and the live words', () => {
    const { conn, season, upload, audit } = setup();
    const r = upload('gp05', 'Turniej 5', oneOutstanding);
    expect(r).toMatchObject({ ok: true, value: { version: 1, inProgress: { round: 4, of: 9, pending: 1 } } });
    const warning = r.ok ? r.value.warnings[0]! : null;
    expect(warning).toMatchObject({ code: 'TOURNAMENT_IN_PROGRESS', params: { round: 4, of: 9, pending: 1 } });
    expect(say('pl', 'TOURNAMENT_IN_PROGRESS', warning!.params)).toContain('po rundzie 4 z 9 (1 partia zaległa).');
    expect(say('en', 'TOURNAMENT_IN_PROGRESS', warning!.params)).toContain('after round 4 of 9 (1 game outstanding).');
    expect(conn.sqlite.prepare('select in_progress_round r, in_progress_of n from upload_versions').get()).toEqual({ r: 4, n: 9 });
    const progress = getTournamentsInProgress(conn, season()).get('gp05')!;
    expect(progress).toEqual({ round: 4, of: 9, pending: 1 });
    expect(getStandings(conn, season()).tournaments).toEqual([]);
    expect(JSON.parse(getStandingsDownload(conn, season(), 'json')).inProgress).toEqual([{ tournament: 'gp05', name: 'Turniej 5', afterRound: 4, rounds: 9, pending: 1 }]);
    const item = { name: 'Turniej 5', ...progress };
    expect([words('pl', IN_PROGRESS_WORDS).tournamentMark(item), words('en', IN_PROGRESS_WORDS).tournamentMark(item)]).toEqual(['W toku: po rundzie 4 z 9 (1 partia zaległa)', 'In progress: after round 4 of 9 (1 game outstanding)']);
    expect(words('pl', IN_PROGRESS_WORDS).notCountedHere([item])).toContain('Turniej 5 trwa (po rundzie 4 z 9; 1 partia zaległa)');
    const lines = audit().map((l) => ({ ...l, details: { ...l.details, tournamentName: 'Turniej 5' } }));
    expect(lines.map((l) => describeChanges([l]).text)).toEqual([{ pl: 'Turniej 5 — runda 4 z 9 (wyniki prowizoryczne, 1 partia zaległa)', en: 'Turniej 5 — round 4 of 9 (provisional, 1 game outstanding)' }]);
  });

  test('a version stored before issue 40 ("after round 1") is read again from its file: after round 4, 1 outstanding', () => {
    const { conn, season, upload } = setup();
    expect(upload('gp05', 'Turniej 5', oneOutstanding)).toMatchObject({ ok: true });
    // what the rounds finished from the first stored for this file
    conn.sqlite.prepare('update upload_versions set in_progress_round = 1').run();
    expect(getTournamentsInProgress(conn, season()).get('gp05')).toEqual({ round: 4, of: 9, pending: 1 });
  });

  test('the file as published (nothing outstanding): after round 4 of 9, no count beside it', () => {
    const { conn, season, upload } = setup();
    expect(upload('gp05', 'Turniej 5', gros)).toMatchObject({ ok: true, value: { inProgress: { round: 4, of: 9 } } });
    expect(getTournamentsInProgress(conn, season()).get('gp05')).toEqual({ round: 4, of: 9 });
    expect(words('pl', IN_PROGRESS_WORDS).tournamentMark({ name: 'Turniej 5', round: 4, of: 9 })).toBe('W toku: po rundzie 4 z 9');
  });
});
