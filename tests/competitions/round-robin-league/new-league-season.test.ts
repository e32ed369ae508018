/**
 * Issue 40, items 4 and 6: a new season's game days in the short form, and a results file taken
 * under any name (adopt-league-file.ts). Pure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { newLeagueConfig, readGameDays } from '@/lib/competitions/round-robin-league/new-league-config';
import { adoptLeagueFile } from '@/lib/competitions/round-robin-league/adopt-league-file';
import { LEAGUE_CATALOGUE } from '@/lib/competitions/round-robin-league/league-rules';

const hours = { start: '18:00', end: '21:00' };

describe('readGameDays: one round a line', () => {
  test.each([
    { label: 'ISO and Polish dates, a line\'s own hours, blank lines skipped', text: '2027-02-13\n\n27.2.2027 9:30–13:30\n2027-03-13 17:00-20:00', rounds: [['2027-02-13', '18:00', '21:00'], ['2027-02-27', '09:30', '13:30'], ['2027-03-13', '17:00', '20:00']], problems: [] },
    { label: 'not a date, a date that does not exist, a time that is not one', text: 'sobota\n2027-02-30\n2027-03-01 25:00–26:00', rounds: [], problems: [['GAME_DAY_UNREADABLE', 1], ['GAME_DAY_UNREADABLE', 2], ['GAME_DAY_UNREADABLE', 3]] },
    { label: 'a day not after the one before', text: '2027-02-13\n2027-02-13', rounds: [['2027-02-13', '18:00', '21:00']], problems: [['GAME_DAYS_ORDER', 2]] },
    { label: 'an empty field: no days, no problems', text: '  \n', rounds: [], problems: [] },
  ])('$label', ({ text, rounds, problems }) => {
    const r = readGameDays(text, hours);
    expect(r.rounds.map((d) => [d.date, d.start, d.end])).toEqual(rounds);
    expect(r.problems.map((p) => [p.code, p.line])).toEqual(problems);
  });
  test('the form\'s hours must read when days are given', () => {
    expect(readGameDays('2027-02-13', { start: '', end: '21:00' }).problems.map((p) => p.code)).toEqual(['GAME_DAY_TIME']);
    expect(readGameDays('', { start: '', end: '' }).problems).toEqual([]);
  });
});

test('the neutral preset: no game days, no reserve days, no known leagues — valid as it is', () => {
  const r = LEAGUE_CATALOGUE.resolve('round-robin-leagues');
  if (!r.ok) throw new Error(r.errors.join());
  expect(r.rules).toMatchObject({ schedules: {}, leagues: [], reserveDays: [] });
  expect(r.rules.season).toBeUndefined();
});

test('newLeagueConfig: the typed leagues on the form\'s game days; none typed, none written', () => {
  const gameDays = { text: '2027-02-13\n2027-02-27', ...hours, timeControl: '' };
  expect(newLeagueConfig({ name: 'S', preset: 'round-robin-leagues', parts: ['Liga A'], gameDays })).toMatchObject({ rules: { season: { from: '2027-02-13', to: '2027-02-27' } }, leagues: [{ id: 'liga-a', schedule: 'dni-gry' }] });
  expect(newLeagueConfig({ name: 'S', preset: 'round-robin-leagues', parts: [] })).toEqual({ name: 'S', preset: 'round-robin-leagues', leagues: [] });
});

describe('adoptLeagueFile', () => {
  const real = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/real-files', name)));
  const folder = (files: Record<string, unknown>) => (n: string) => (n in files ? (typeof files[n] === 'string' ? new TextEncoder().encode(files[n] as string) : new TextEncoder().encode(JSON.stringify(files[n]))) : null);
  const ussa = real('ussa2026_roundrobin_crosstable.html');
  test.each([
    { label: 'a file league.json names already', config: { name: 'S', leagues: [{ id: 'a', name: 'A', file: 'w.html' }] }, name: 'w.html', bytes: ussa },
    { label: 'the postponements file', config: { name: 'S', leagues: [], postponements: 'p.csv' }, name: 'p.csv', bytes: ussa },
    { label: 'a file that is no league\'s results', config: { name: 'S', leagues: [] }, name: 'n.txt', bytes: new TextEncoder().encode('hello\n') },
    { label: 'league.json itself', config: { name: 'S', leagues: [] }, name: 'league.json', bytes: ussa },
  ])('not taken: $label', ({ config, name, bytes }) => {
    expect(adoptLeagueFile(folder({ 'league.json': config }), name, bytes)).toBeNull();
  });
  test('a league of its own, on the season\'s game days only when they are enough (9 players: 9 rounds)', () => {
    const rules = (n: number) => ({ schedules: { 'dni-gry': { rounds: Array(n).fill({ date: '2027-01-01', start: '18:00', end: '21:00' }) } } });
    const nine = adoptLeagueFile(folder({ 'league.json': { name: 'S', rules: rules(9), leagues: [] } }), 'ussa.html', ussa)!;
    expect(nine).toMatchObject({ part: 'ussa', added: true, note: { code: 'LEAGUE_FILE_ADOPTED', file: 'ussa.html' } });
    expect(JSON.parse(nine.config).leagues).toEqual([{ id: 'ussa', name: 'ussa', file: 'ussa.html', excluded: [], schedule: 'dni-gry' }]);
    const eight = adoptLeagueFile(folder({ 'league.json': { name: 'S', rules: rules(8), leagues: [] } }), 'ussa.html', ussa)!;
    expect(JSON.parse(eight.config).leagues[0].schedule).toBeUndefined();
  });
});
