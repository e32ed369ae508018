import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { competitionKind } from '@/lib/competitions/registry';
import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { generateSeason } from '@/lib/demo/generate-season';
import { demoCompetitions } from '@/server/seed';

const registry = () => generateSeason({ seed: 2018, year: 2018, tournaments: 16, playersPerTournament: 72, poolSize: 170, withFinal: true }).files.get('players.csv')!;
const demo = demoCompetitions(registry());
const load = <R>(kind: string) => {
  const c = demo.find((x) => x.kind === kind)!;
  const r = competitionKind(kind)!.load((n) => c.files.find((f) => f.name === n)?.bytes ?? null);
  if (!r.ok) throw new Error(r.errors.map((e) => inEnglish(e).message).join('; '));
  return { files: c.files, result: r.result as R, warnings: r.warnings };
};
const text = (files: { name: string; bytes: Uint8Array }[], name: string) => new TextDecoder().decode(files.find((f) => f.name === name)!.bytes);

describe('the demo of every kind', () => {
  test('is the same bytes on every run (seeded)', () => {
    const again = demoCompetitions(registry());
    expect(again.map((c) => c.files.map((f) => [f.name, Buffer.from(f.bytes).toString('base64')]))).toEqual(demo.map((c) => c.files.map((f) => [f.name, Buffer.from(f.bytes).toString('base64')])));
  });

  test('the open is finished through its play-offs, groups and matches: every place decided', () => {
    const { result, files } = load<SwissOpenResult>('swiss-open');
    expect(result.qualifier.complete).toBe(true);
    expect(result.qualifiers).toHaveLength(16);
    expect(result.groups.every((g) => g.complete)).toBe(true);
    expect(result.placements.every((g) => g.complete)).toBe(true);
    expect(result.matches.map((m) => m.status)).toEqual(['decided', 'decided', 'decided', 'decided']);
    expect(result.swiss.decided).toBe(true);
    expect(result.ranking.map((e) => e.place)).toEqual(result.players.map((_, i) => i + 1));
    expect(text(files, 'games.csv').split('\n').filter((l) => l.startsWith('group-'))).toHaveLength(4 * 6);
  });

  test('the leagues are played to their last round, with one confirmed exclusion and one postponed game made up on a reserve day', () => {
    const { result } = load<LeagueSeason>('round-robin-league');
    expect(result.leagues).toHaveLength(2);
    const flags = result.leagues.flatMap((l) => l.flags.filter((f) => f.due.length > 0));
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ confirmed: true, consequence: 'forfeited', due: ['absences'] });
    const madeUp = result.leagues.flatMap((l) => l.games.filter((g) => g.madeUp));
    expect(madeUp).toHaveLength(1);
    expect(madeUp[0]).toMatchObject({ status: 'played', dateKind: 'reserve' });
    expect(result.leagues.every((l) => l.games.every((g) => g.status === 'played' || g.status === 'forfeit'))).toBe(true);
  });

  test('the team league is finished through its knock-out, with board rankings and no line-up violation', () => {
    const { result } = load<TeamLeagueResult>('team-league');
    expect(result.swiss.complete).toBe(true);
    expect(result.ranking.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result.boards.length).toBeGreaterThanOrEqual(4 * 8);
    expect(result.violations).toEqual([]);
    expect(result.problems).toEqual([]);
  });

  test('players appear in several competitions, under the same name and birth year', () => {
    const registryRows = new TextDecoder().decode(registry()).split(/\r?\n/).slice(1).filter(Boolean).map((l) => l.split(','));
    const key = (name: string, birth: string | number) => `${name}|${birth}`;
    const known = new Set(registryRows.map((r) => key(r[2]!, r[3]!)));
    const open = load<SwissOpenResult>('swiss-open');
    const trfBirth = (trf: string) => new Map(trf.split(/\r?\n/).filter((l) => l.startsWith('001')).map((l) => [l.slice(14, 47).trim().replace(', ', ' '), l.slice(69, 73)]));
    const openKeys = [...trfBirth(text(open.files, 'swiss.trf'))].map(([n, b]) => key(n, b));
    const leagues = load<LeagueSeason>('round-robin-league');
    const leagueKeys = leagues.files.filter((f) => f.name.endsWith('.trf')).flatMap((f) => [...trfBirth(text(leagues.files, f.name))].map(([n, b]) => key(n, b)));
    const team = load<TeamLeagueResult>('team-league');
    const teamKeys = text(team.files, 'teams.csv').split('\n').slice(1).filter(Boolean).map((l) => l.split(',')).map((c) => key(c[3]!, c[5]!));
    for (const k of [...openKeys, ...leagueKeys, ...teamKeys]) expect(known.has(k), k).toBe(true);
    const inOpen = new Set(openKeys);
    expect(leagueKeys.filter((k) => inOpen.has(k)).length + teamKeys.filter((k) => inOpen.has(k)).length).toBeGreaterThan(5);
  });
});
