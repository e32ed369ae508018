import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { progressionSteps, seasonProgression, type ProgressionBasis } from '@/lib/series/progression';
import { PRESET_FILES } from '@/lib/series/presets';
import { resolveRules } from '@/lib/series/rules';
import { computeStandings, type ComputeStandingsInput, type SeasonTournamentInput } from '@/lib/series/standings';
import { compareTournaments } from '@/lib/series/tournament-order';
import type { RegistryRow } from '@/lib/import/parse-registry';
import { dates, registryRow, REGION, tournament, type P } from './builders';

/**
 * The progression chart shares one linking and one scoring of each tournament over all the prefixes
 * of the season and re-runs only the counting and ranking per prefix. Its definition is the whole
 * standings recomputed on each prefix (linked over the whole season): the two must agree under
 * every preset, on seasons with ties, absences, a Final or two, duplicate rows, players without a
 * CR id, players of another region and a registry or none.
 */
function byPrefixes(input: ComputeStandingsInput): Map<string, { total: number | null; rank: number | null }[]> {
  const ordered = [...input.tournaments].filter((t) => t.rows.length > 0).sort(compareTournaments);
  const prefixes = ordered.map((_, i) => computeStandings({ ...input, tournaments: ordered.slice(0, i + 1), linkOver: input.tournaments }));
  const unit = prefixes.at(-1)?.unit ?? 2;
  const out = new Map<string, { total: number | null; rank: number | null }[]>();
  for (const key of prefixes.at(-1)?.players.keys() ?? []) out.set(key, []);
  for (const s of prefixes) {
    const byKey = new Map(s.individual.map((e) => [e.key, e]));
    for (const [key, points] of out) {
      const e = byKey.get(key);
      // totals in the whole season's unit, as the chart gives them
      points.push({ total: e ? (e.total * unit) / s.unit : null, rank: e ? e.rank : null });
    }
  }
  return out;
}

const row = fc.record({
  player: fc.integer({ min: 0, max: 9 }),
  half: fc.integer({ min: 0, max: 18 }),
  /** a row without its CR id (linked by name) */
  noId: fc.boolean(),
  /** a player of another region (not eligible under a regional preset) */
  away: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});
const seasonArb = fc.record({
  tournaments: fc.array(fc.array(row, { maxLength: 9 }), { minLength: 1, maxLength: 11 }),
  finals: fc.integer({ min: 0, max: 2 }),
  withRegistry: fc.boolean(),
  /** tied scores share a place (else places follow the file's order) */
  sharedPlaces: fc.boolean(),
});

type Season = typeof seasonArb extends fc.Arbitrary<infer T> ? T : never;

function build(s: Season, preset: string): ComputeStandingsInput {
  const rules = resolveRules(preset, undefined);
  if (!rules.ok) throw new Error(rules.errors.join('; '));
  const ds = dates(s.tournaments.length);
  const files = s.tournaments.map((rs, t): { id: string; date: string; final?: boolean; rows: typeof rs } => ({ id: `gp${String(t + 1).padStart(2, '0')}`, date: ds[t]!, rows: rs }));
  for (let f = 0; f < s.finals; f++) files.push({ id: `final${f || ''}`, date: `2018-12-${16 + f}`, final: true, rows: s.tournaments[f % s.tournaments.length]! });
  const tournaments: SeasonTournamentInput[] = files.map(({ id, date, final, rows: rs }) => {
    const players: P[] = [...rs]
      .sort((a, b) => b.half - a.half)
      .map((r) => ({ name: `Gracz ${r.player}`, crId: r.noId ? null : String(1000 + r.player), points: r.half / 2, club: `Klub ${r.player % 3}`, region: r.away ? 'mazowieckie' : REGION, birthYear: 1950 + r.player * 6, sex: r.player % 4 === 0 ? 'F' : 'M' }));
    const t = tournament(id, date, players, final ? { final: true } : {});
    if (s.sharedPlaces) t.rows.forEach((x, i) => (x.place = i > 0 && t.rows[i - 1]!.points === x.points ? t.rows[i - 1]!.place : i + 1));
    return t;
  });
  const registry: RegistryRow[] | null = s.withRegistry ? Array.from({ length: 10 }, (_, p) => registryRow({ crId: String(1000 + p), name: `Gracz ${p}`, region: p === 7 ? 'mazowieckie' : REGION, birthYear: 1950 + p * 6 })) : null;
  return { year: 2018, rules: rules.rules, registry, tournaments };
}

describe('the progression equals the standings recomputed after each tournament', () => {
  test.each(Object.keys(PRESET_FILES))('preset %s, random seasons', (preset) => {
    fc.assert(
      fc.property(seasonArb, (s) => {
        const input = build(s, preset);
        const progression = seasonProgression(input);
        expect(new Map([...progression].map(([k, ps]) => [k, ps.map((p) => ({ total: p.total, rank: p.rank }))]))).toEqual(byPrefixes(input));
      }),
      { numRuns: 40 },
    );
  });
});

/** The basis a server keeps for the next revision (every step run). */
function basisOf(input: ComputeStandingsInput): ProgressionBasis {
  const { steps, basis } = progressionSteps(input);
  for (const step of steps) step();
  return basis();
}

/** A change between two revisions: one tournament's rows replaced or removed, a tournament added, the register on or off, tied scores sharing places or not, the rules changed, or nothing. */
const editArb = fc.record({
  kind: fc.constantFrom('replace', 'remove', 'append', 'registry', 'places', 'rules', 'nothing'),
  at: fc.nat(),
  rows: fc.array(row, { maxLength: 9 }),
});

describe('a progression from the previous revision’s basis equals one computed afresh', () => {
  const presets = Object.keys(PRESET_FILES);
  test.each(presets)('preset %s, random seasons and changes', (preset) => {
    fc.assert(
      fc.property(seasonArb, editArb, (s, edit) => {
        const changed: Season = { ...s, tournaments: [...s.tournaments] };
        const j = edit.at % s.tournaments.length;
        if (edit.kind === 'replace') changed.tournaments[j] = edit.rows;
        if (edit.kind === 'remove') changed.tournaments[j] = [];
        if (edit.kind === 'append') changed.tournaments.push(edit.rows);
        if (edit.kind === 'registry') changed.withRegistry = !s.withRegistry;
        if (edit.kind === 'places') changed.sharedPlaces = !s.sharedPlaces;
        const before = build(s, preset);
        const after = build(changed, edit.kind === 'rules' ? presets[(presets.indexOf(preset) + 1 + (edit.at % (presets.length - 1))) % presets.length]! : preset);
        const fresh = seasonProgression(after);
        expect(seasonProgression(after, basisOf(before))).toEqual(fresh);
      }),
      { numRuns: 30 },
    );
  });

  test('an upload of the latest tournament classifies one prefix; a correction of the first, all of them', () => {
    const s: Season = { tournaments: Array.from({ length: 8 }, (_, t) => Array.from({ length: 6 }, (_, p) => ({ player: (p + t) % 10, half: 2 * p + (t % 3), noId: false, away: false }))), finals: 0, withRegistry: true, sharedPlaces: true };
    const preset = Object.keys(PRESET_FILES)[0]!;
    const basis = basisOf(build(s, preset));
    const lastChanged = build({ ...s, tournaments: [...s.tournaments.slice(0, 7), s.tournaments[7]!.map((r) => ({ ...r, half: r.half + 1 }))] }, preset);
    const appended = build({ ...s, tournaments: [...s.tournaments, s.tournaments[0]!] }, preset);
    const firstChanged = build({ ...s, tournaments: [s.tournaments[0]!.map((r) => ({ ...r, half: r.half + 1 })), ...s.tournaments.slice(1)] }, preset);
    expect(progressionSteps(lastChanged, basis)).toMatchObject({ reused: 7 });
    expect(progressionSteps(lastChanged, basis).steps).toHaveLength(1);
    expect(progressionSteps(appended, basis)).toMatchObject({ reused: 8 });
    expect(progressionSteps(firstChanged, basis)).toMatchObject({ reused: 0 });
    expect(progressionSteps(build(s, preset), basis)).toMatchObject({ reused: 8 });
    expect(seasonProgression(lastChanged, basis)).toEqual(seasonProgression(lastChanged));
  });
});
