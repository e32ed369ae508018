import { type Problem, coded, type Loaded, said } from '@/lib/problem';
import type { TrfProblemCode } from '@/lib/import/trf/trf-problems';
import { z } from 'zod';
import { isIsoDate, type IsoDate } from '@/lib/dates';
import { gamesModelFromTrf } from '@/lib/games/games-model-from-trf';
import { readTiebreakCode, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { readTrfDate } from '@/lib/import/trf/read-trf-date';
import { issuePath, lineOfNth } from '@/lib/config/json-text';
import { readConfigFile, type ConfigFailure } from '@/lib/config/read-config-file';
import { refinement } from '@/lib/config/refinement';
import { zodIssueParams } from '@/lib/config/zod-issue';
import { computeLeague, type LeagueInput, type LeagueResult } from './compute-league';
import { leagueProblem, type LeagueProblemCode } from './league-problems';
import { LEAGUE_CATALOGUE, type LeagueRules } from './league-rules';
import { parsePostponements } from './parse-postponements';
import { reserveDates, type ReserveDate } from './reserve-days';
import { readLeagueFile, type LeagueFileGroup } from './read-league-file';
import { partId } from '@/lib/competitions/new-config';

/** competitions.md §6: `league.json` of a league season folder (more keys are ours, all optional). */
export const LeagueFileSchema = z.object({
  name: z.string().min(1),
  preset: z.string().min(1).default('spb-leagues-2017'),
  /** Overrides of the preset's rules (any field). */
  rules: z.record(z.string(), z.unknown()).optional(),
  /** The day the tables are for; default: the latest day with a result. */
  asOf: z.string().refine(isIsoDate, refinement('REAL_DATE')).optional(),
  leagues: z
    .array(
      z.object({
        id: z.string().min(1).refine((s) => /^[A-Za-z0-9_-]+$/.test(s), refinement('ID_FORM')),
        name: z.string().min(1),
        file: z.string().min(1),
        excluded: z.array(z.number().int().min(1)).default([]),
        /** The league's game days (a key of the rules' "schedules"); default: the preset's league of this id or name. */
        schedule: z.string().min(1).optional(),
        /** The league's own tie-break chain; default: the rules' chain. */
        chain: z.array(z.string()).optional(),
        /**
         * Issue 40: the group of a page of several groups this league is (its heading, `Capablanca`);
         * absent: every group of the file is a league of its own.
         */
        group: z.string().min(1).optional(),
      }),
    )
    // issue 40, item 4: a season set up in the browser starts without leagues; each results file uploaded adds one
    .min(0),
  postponements: z.string().min(1).optional(),
});

export interface LeagueSeason {
  name: string;
  preset: string;
  rules: LeagueRules;
  asOf: IsoDate | null;
  /** Reserve dates after `asOf`. */
  reserveDaysLeft: ReserveDate[];
  leagues: LeagueResult[];
  /** What each league was computed from: the workspace previews changes on these. */
  inputs: LeagueInput[];
}

type LoadRoundRobinLeagueResult = Loaded<{ season: LeagueSeason }, Problem<LeagueProblemCode, 'severity' | 'line'>>;

/** Reads a file of the folder by its name; null when it does not exist. */
type ReadLeagueFile = (name: string) => Uint8Array | null;

/**
 * A league season folder (competitions.md §6: league.json, one TRF per league, optional
 * postponements CSV) → every league computed, or every error found, each naming its file and
 * line. Never throws; pure apart from the injected reader (files or the database).
 */
export function loadRoundRobinLeague(read: ReadLeagueFile): LoadRoundRobinLeagueResult {
  const errors: Problem<LeagueProblemCode, 'severity' | 'line'>[] = [];
  const warnings: Problem<LeagueProblemCode, 'severity' | 'line'>[] = [];
  const json = (code: Parameters<typeof leagueProblem>[0], line: number, params?: Record<string, string | number>) => leagueProblem(code, 'league.json', line, { file: 'league.json', params });
  const config = readConfigFile(read, 'league.json', LeagueFileSchema);
  if (!config.ok) return { ok: false, errors: configProblems(config.errors[0]!), warnings };
  const { text, data: file } = config;
  const rules = LEAGUE_CATALOGUE.resolve(file.preset, file.rules);
  if (!rules.ok) return { ok: false, errors: rules.errors.map((e) => json('RULES_INVALID', 0, e)), warnings };
  warnings.push(...rules.warnings.map((rule) => json('UNKNOWN_RULE', 0, { rule })));

  // a season without leagues yet is not refused (its league.json is stored) but does not compute: the
  // arbiter is told to upload a results file, which becomes its first league (adopt-league-file.ts)
  if (file.leagues.length === 0) return { ok: false, errors: [], warnings: [...warnings, json('NO_LEAGUES', 0)] };

  const inputs: LeagueInput[] = [];
  /** The file each league (a group's too) was read from. */
  const fileOf = new Map<string, string>();
  const seen = new Set<string>();
  const taken = new Set(file.leagues.map((l) => l.id));
  file.leagues.forEach((l, i) => {
    const line = lineOfNth(text, /"id"\s*:/g, i);
    if (seen.has(l.id)) errors.push(json('DUPLICATE_LEAGUE_ID', line, { league: l.id }));
    seen.add(l.id);
    const chain: TiebreakCode[] = [];
    for (const text of l.chain ?? rules.rules.chain) {
      const code = readTiebreakCode(text);
      if (code === null) errors.push(json('LEAGUE_JSON_SCHEMA', line, { path: `leagues.${l.id}.chain`, value: text, league: l.id }));
      else chain.push(code);
    }
    const bytes = read(l.file);
    if (bytes === null) {
      errors.push(leagueProblem('RESULTS_FILE_MISSING', 'results', 0, { file: l.file, league: l.id, params: { file: l.file, league: l.id } }));
      return;
    }
    // issue 40: a TRF, a crosstable (chess-results, Vega) or a page of groups — the content decides
    const results = readLeagueFile(bytes);
    const fromFile = (p: (typeof results.warnings)[number]): Problem<LeagueProblemCode, 'severity' | 'line'> => said<Problem<LeagueProblemCode, 'severity' | 'line'>>({ code: p.code, severity: p.severity, source: 'results', file: l.file, league: l.id, line: p.line, ...(p.params ? { params: p.params } : {}) });
    warnings.push(...results.warnings.map(fromFile));
    if (!results.ok) {
      errors.push(...results.errors.map(fromFile));
      return;
    }
    let groups: { id: string; name: string; read: LeagueFileGroup }[];
    const names = results.groups.map((g) => g.group ?? '').join(', ');
    if (l.group !== undefined) {
      const key = (s: string) => s.toLocaleLowerCase('pl').replace(/\s+/g, ' ').trim();
      const found = results.groups.find((g) => g.group !== null && key(g.group) === key(l.group!));
      if (!found) {
        errors.push(leagueProblem('LEAGUE_GROUP_MISSING', 'league.json', line, { file: 'league.json', league: l.id, params: { league: l.id, group: l.group, groups: names || '—' } }));
        return;
      }
      groups = [{ id: l.id, name: l.name, read: found }];
    } else if (results.groups.length === 1) groups = [{ id: l.id, name: l.name, read: results.groups[0]! }];
    else {
      // a page of several groups: one league per group (its id from the group's name), said in the preview
      warnings.push(leagueProblem('LEAGUE_GROUPS_SPLIT', 'results', 0, { file: l.file, league: l.id, params: { league: l.name, count: results.groups.length, groups: names } }));
      groups = results.groups.map((g, k) => {
        const id = partId(g.group ?? '', k + 1, taken, l.id);
        taken.add(id);
        return { id, name: g.group ?? `${l.name} ${k + 1}`, read: g };
      });
    }
    for (const g of groups) {
      const t = g.read.tournament;
      const games = t.players.reduce((sum, p) => sum + p.rounds.filter((r) => r.opponent !== null && r.opponent > p.startNumber).length, 0);
      // what a file other than a TRF gave (a TRF is what a league always read: its preview is unchanged)
      if (results.kind !== 'trf') warnings.push(leagueProblem('LEAGUE_FILE_READ', 'results', g.read.line, { file: l.file, league: g.id, params: { league: g.name, what: results.kind, group: g.read.group ?? '', players: t.players.length, games, rounds: g.read.rounds } }));
      if (g.read.rounds === 'unknown') warnings.push(leagueProblem('LEAGUE_ROUNDS_UNKNOWN', 'results', g.read.line, { file: l.file, league: g.id, params: { league: g.name } }));
      // competitions.md §6: a league that names no game days and that the preset does not know is
      // ranked all the same (scheduleId null: its days come from the TRF's round dates, if any); a
      // "schedule" that names game days the rules do not have is a mistake of the file
      const scheduleId = l.schedule ?? knownLeague(rules.rules, g.id, g.name);
      if (scheduleId !== null && !rules.rules.schedules[scheduleId]) {
        const known = Object.keys(rules.rules.schedules).join(', ');
        errors.push(json('UNKNOWN_GAME_DAYS', line, { league: g.id, schedule: scheduleId, known }));
        continue;
      }
      fileOf.set(g.id, l.file);
      inputs.push({
        id: g.id,
        name: g.name,
        rules: rules.rules,
        scheduleId,
        roundDates: t.info.roundDates.map((d) => (d === null ? null : readTrfDate(d))),
        chain,
        model: gamesModelFromTrf(t, { roundRobin: true }),
        notes: [],
        // a confirmed exclusion names a start number of one league: of a page split into groups, of none
        excluded: groups.length === 1 ? l.excluded : [],
        roundsKnown: g.read.rounds !== 'unknown',
        asOf: file.asOf ?? null,
      });
    }
  });

  if (file.postponements) {
    const bytes = read(file.postponements);
    if (bytes === null) errors.push(leagueProblem('POSTPONEMENTS_FILE_MISSING', 'postponements', 0, { file: file.postponements, params: { file: file.postponements } }));
    else {
      const r = parsePostponements(bytes, [...new Set([...file.leagues.map((l) => l.id), ...inputs.map((x) => x.id)])]);
      for (const p of r.problems) (p.severity === 'error' ? errors : warnings).push({ ...p, file: file.postponements });
      for (const input of inputs) input.notes = r.notes.get(input.id) ?? [];
    }
  }
  if (errors.length > 0) return { ok: false, errors, warnings };

  const where = (input: LeagueInput, p: Problem<LeagueProblemCode, 'severity' | 'line'>): Problem<LeagueProblemCode, 'severity' | 'line'> => {
    const name = p.source === 'postponements' ? file.postponements : p.source === 'results' ? fileOf.get(input.id)! : 'league.json';
    // issue 40, item 7: of several leagues (a page of groups above all), a note names its league
    if (inputs.length > 1 && p.params?.league === undefined) return said<Problem<LeagueProblemCode, 'severity' | 'line'>>({ ...p, file: name, league: input.id, params: { ...p.params, inLeague: input.name } });
    return { ...p, file: name, league: input.id };
  };
  const compute = (list: LeagueInput[]) => list.map((input) => ({ input, r: computeLeague(input) }));
  let computed = compute(inputs);
  for (const { input, r } of computed) {
    warnings.push(...r.warnings.map((p) => where(input, p)));
    if (!r.ok) errors.push(...r.errors.map((p) => where(input, p)));
  }
  if (errors.length > 0) return { ok: false, errors, warnings };
  // one day for the whole season: the latest day with a result in any league (unless league.json says)
  const asOf = file.asOf ?? latest(computed.map(({ r }) => (r.ok ? r.league.asOf : null)));
  let finalInputs = inputs;
  if (!file.asOf && asOf !== null) {
    finalInputs = inputs.map((input) => ({ ...input, asOf }));
    computed = compute(finalInputs);
  }
  return {
    ok: true,
    season: {
      name: file.name,
      preset: file.preset,
      rules: rules.rules,
      asOf,
      reserveDaysLeft: reserveDates(rules.rules, asOf),
      leagues: computed.map(({ r }) => (r as Extract<typeof r, { ok: true }>).league),
      inputs: finalInputs,
    },
    warnings,
  };
}

/** The game days of a league the preset knows, by id or by name ("Лига 1.1", "liga-1-1", "Liga 1.1"). */
export function knownLeague(rules: Pick<LeagueRules, 'leagues'>, id: string, name: string): string | null {
  const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const wanted = [norm(id), norm(name)];
  return rules.leagues.find((k) => wanted.includes(norm(k.id)) || wanted.includes(norm(k.name)))?.schedule ?? null;
}

function latest(dates: (IsoDate | null)[]): IsoDate | null {
  return dates.reduce<IsoDate | null>((a, d) => (d !== null && (a === null || d > a) ? d : a), null);
}

/** Line of the (n+1)-th match of `pattern` (leagues are the only objects with an "id"), or 0. */
/** league.json that cannot be read, as the leagues' coded problems. */
function configProblems(failure: ConfigFailure): Problem<LeagueProblemCode, 'severity' | 'line'>[] {
  const json = (code: Parameters<typeof leagueProblem>[0], line: number, params?: Record<string, string | number>) => leagueProblem(code, 'league.json', line, { file: 'league.json', params });
  switch (failure.reason) {
    case 'missing':
      return [json('LEAGUE_JSON_MISSING', 0)];
    case 'not-text':
      return [json('LEAGUE_JSON_INVALID', 0, { reason: 'text' })];
    case 'json':
      return [json('LEAGUE_JSON_INVALID', failure.line, { detail: failure.detail })];
    case 'schema':
      return failure.issues.map((i) => {
        const path = issuePath(i.path);
        const league = typeof i.path[1] === 'number' && i.path[0] === 'leagues' ? lineOfNth(failure.text, /"id"\s*:/g, i.path[1]) : 0;
        return json('LEAGUE_JSON_SCHEMA', league, { ...zodIssueParams(i, failure.json), path: path || 'league.json' });
      });
  }
}
