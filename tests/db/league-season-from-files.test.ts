/**
 * Issue 40, items 4 and 6: a league season set up in the browser starts from a neutral preset — no
 * 2017 schedules, no known Russian leagues — with its game days in the short form, and its leagues
 * come from the results files uploaded under any name (the content decides; league.json's next
 * version names each). Against the real files (xref, ussa, narva).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { currentCompetitionFiles, getCompetitionBySlug } from '@/db/queries/competitions';
import { createUser } from '@/server/users';
import { createCompetition, publishedCompetition } from '@/server/competitions';
import { competitionConfigForForm, previewCompetitionFile, uploadCompetitionFile, writeCompetitionConfig } from '@/server/competition-setup';
import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { describe as say } from '@/lib/i18n/t';

const cli = { userId: null, via: 'cli' } as const;
const real = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/real-files', name)));
const TODAY = '2026-12-06';

describe('a new season: neutral, game days from the form, leagues from the files', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  createCompetition(conn, arbiter, { slug: 'ligi-2027', kind: 'round-robin-league', name: 'Ligi 2027' });
  const id = getCompetitionBySlug(conn, 'ligi-2027')!.id;
  const json = (name: string) => JSON.parse(new TextDecoder().decode(currentCompetitionFiles(conn, id).get(name)!.bytes)) as Record<string, unknown>;

  test('game days that do not read are refused with their line of the field', () => {
    const r = writeCompetitionConfig(conn, arbiter, 'ligi-2027', { name: 'Ligi 2027', preset: 'round-robin-leagues', parts: [], gameDays: { text: '2027-02-13\n30.02.2027\n2027-02-01', start: '18:00', end: '21:00', timeControl: '' } });
    if (r.ok) throw new Error('accepted');
    expect(r.errors.map((e) => [e.code, e.line])).toEqual([['GAME_DAY_UNREADABLE', 2], ['GAME_DAYS_ORDER', 3]]);
    expect(say('pl', r.errors[0]!, 'placed')).toContain('„30.02.2027” to nie dzień gry');
  });

  test('league.json: no leagues, the form\'s game days one schedule, the season their span; stored though it does not compute yet', () => {
    const r = writeCompetitionConfig(conn, arbiter, 'ligi-2027', { name: 'Ligi 2027', preset: 'round-robin-leagues', parts: [''], gameDays: { text: '13.02.2027\n2027-02-27 17:00–20:00\n\n2027-03-13\n2027-03-27\n2027-04-10', start: '18:00', end: '21:00', timeControl: '90 min + 30 s' } });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.value.complete).toBe(false);
    expect(r.value.warnings.map((w) => w.code)).toEqual(['NO_LEAGUES']);
    expect(json('league.json')).toEqual({
      name: 'Ligi 2027',
      preset: 'round-robin-leagues',
      rules: {
        season: { from: '2027-02-13', to: '2027-04-10' },
        schedules: {
          'dni-gry': {
            label: { pl: 'dni gry sezonu', en: 'the season’s game days' },
            rounds: [
              { date: '2027-02-13', start: '18:00', end: '21:00' },
              { date: '2027-02-27', start: '17:00', end: '20:00' },
              { date: '2027-03-13', start: '18:00', end: '21:00' },
              { date: '2027-03-27', start: '18:00', end: '21:00' },
              { date: '2027-04-10', start: '18:00', end: '21:00' },
            ],
            timeControl: '90 min + 30 s',
            lateMinutes: 30,
          },
        },
      },
      leagues: [],
    });
  });

  test('the long form starts from the neutral preset: no 2017 schedules, no known leagues', () => {
    const config = competitionConfigForForm(conn, id, 'league.json')!;
    expect(config.preset).toBe('round-robin-leagues');
    expect(JSON.stringify(config)).not.toMatch(/friday|superliga|2017/i);
  });

  test('a crosstable under its own name: the preview says it becomes a league, with its table; only the arbiter uploads', () => {
    const p = previewCompetitionFile(conn, arbiter, 'ligi-2027', 'xref-to-gf-example-input.csv', real('xref-to-gf-example-input.csv'), TODAY, 'pl');
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    expect(p.value.refused).toEqual([]);
    const codes = p.value.warnings.map((w) => w.code);
    expect(codes).not.toContain('FILE_NOT_READ');
    const note = p.value.adopted!;
    expect(note.code).toBe('LEAGUE_FILE_ADOPTED');
    expect(say('pl', note, 'placed')).toContain('zapis doda ligę „xref to gf example input”');
    expect(say('en', note, 'placed')).toContain('saving adds the league "xref to gf example input"');
    expect(p.value).toMatchObject({ complete: true, publishes: true });
    expect(p.value.tables.map((t) => [t.title, t.rows.length, t.rows[0]!.name])).toEqual([['xref to gf example input', 6, 'Zaragatski Ilja']]);
    expect(currentCompetitionFiles(conn, id).has('xref-to-gf-example-input.csv')).toBe(false);
    expect(uploadCompetitionFile(conn, organizer, 'ligi-2027', 'x.csv', real('xref-to-gf-example-input.csv'))).toMatchObject({ ok: false, status: 403 });
  });

  test('uploaded: the file and league.json\'s next version in one go, the league on the season\'s game days', () => {
    const r = uploadCompetitionFile(conn, arbiter, 'ligi-2027', 'xref-to-gf-example-input.csv', real('xref-to-gf-example-input.csv'));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.value.saved).toEqual([{ name: 'xref-to-gf-example-input.csv', version: 1 }, { name: 'league.json', version: 2 }]);
    expect(r.value.warnings[0]!.code).toBe('LEAGUE_FILE_ADOPTED');
    expect(json('league.json').leagues).toEqual([{ id: 'xref-to-gf-example-input', name: 'xref to gf example input', file: 'xref-to-gf-example-input.csv', excluded: [], schedule: 'dni-gry' }]);
    // its next version under the same name is an ordinary upload
    const again = uploadCompetitionFile(conn, arbiter, 'ligi-2027', 'xref-to-gf-example-input.csv', real('xref-to-gf-example-input.csv'));
    expect(again.ok && again.value.saved).toEqual([{ name: 'xref-to-gf-example-input.csv', version: 2 }]);
  });

  test('the saved chess-results page and the page of ten groups: two more files, eleven more leagues', () => {
    expect(uploadCompetitionFile(conn, arbiter, 'ligi-2027', 'ussa2026_roundrobin_crosstable.html', real('ussa2026_roundrobin_crosstable.html'))).toMatchObject({ ok: true });
    const narva = previewCompetitionFile(conn, arbiter, 'ligi-2027', 'narva_kleeblatt-turnier-2025.md', real('narva_kleeblatt-turnier-2025.md'), TODAY, 'en');
    if (!narva.ok) throw new Error(JSON.stringify(narva.errors));
    // the first league's table does not change; ten new tables, one a group
    expect(narva.value.tables.filter((t) => t.isNew).map((t) => t.title)).toContain('Capablanca');
    expect(narva.value.tables.filter((t) => t.unchanged)).toHaveLength(2);
    // item 7: each group's notes name it
    const colour = narva.value.warnings.filter((w) => w.code === 'COLOUR_NOT_BERGER').map((w) => say('en', w, 'placed'));
    expect(colour.length).toBeGreaterThan(0);
    for (const line of colour) expect(line).toMatch(/^narva_kleeblatt-turnier-2025\.md: League "(Capablanca|Steinitz|Lasker|Botwinnik|Tarrasch|Nimzowitsch|Smyslow|Najdorf|Petrosjan|Morphy)": Round \d/);
    expect(uploadCompetitionFile(conn, arbiter, 'ligi-2027', 'narva_kleeblatt-turnier-2025.md', real('narva_kleeblatt-turnier-2025.md'))).toMatchObject({ ok: true });
    const published = publishedCompetition(conn, getCompetitionBySlug(conn, 'ligi-2027')!, TODAY)!;
    const season = (published.view.load as { ok: true; result: LeagueSeason }).result;
    expect(season.leagues).toHaveLength(12);
    // five game days: enough for the six players of the first file and the groups of four, not for the nine of the page
    expect(season.leagues.map((l) => l.calendar)).toEqual(['game-days', 'none', ...Array(10).fill('game-days')]);
  });
});

test('a league typed in the form without its file takes the first file uploaded, under any name', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  createCompetition(conn, arbiter, { slug: 'l', kind: 'round-robin-league', name: 'L' });
  expect(writeCompetitionConfig(conn, arbiter, 'l', { name: 'L', preset: 'round-robin-leagues', parts: ['Grupa A', 'Grupa B'] })).toMatchObject({ ok: true });
  const p = previewCompetitionFile(conn, arbiter, 'l', 'wyniki.html', real('ussa2026_roundrobin_crosstable.html'), TODAY, 'pl');
  expect(p.ok && say('pl', p.value.adopted!, 'placed')).toContain('plikiem wyników ligi „Grupa A”');
  const r = uploadCompetitionFile(conn, arbiter, 'l', 'wyniki.html', real('ussa2026_roundrobin_crosstable.html'));
  expect(r).toMatchObject({ ok: true, value: { complete: false } });
  const json = JSON.parse(new TextDecoder().decode(currentCompetitionFiles(conn, getCompetitionBySlug(conn, 'l')!.id).get('league.json')!.bytes)) as { leagues: { id: string; file: string }[] };
  expect(json.leagues.map((l) => [l.id, l.file])).toEqual([['grupa-a', 'wyniki.html'], ['grupa-b', 'grupa-b.trf']]);
  // a file that is no league's results is not taken: the preview says which names are read
  const other = previewCompetitionFile(conn, arbiter, 'l', 'notatki.txt', new TextEncoder().encode('nothing here\n'), TODAY);
  expect(other.ok && other.value.adopted).toBeNull();
  expect(other.ok && other.value.warnings.find((w) => w.code === 'FILE_NOT_READ')?.params?.expected).toContain('grupa-b.trf');
});
