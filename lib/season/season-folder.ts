import { readTournamentFile } from '@/lib/series/tournament-file';
import { tournamentProgress, type TournamentProgress } from '@/lib/series/tournament-progress';
import { z } from 'zod';
import { isIsoDate } from '@/lib/dates';
import { issuePath, lineOfNth } from '@/lib/config/json-text';
import { refinement } from '@/lib/config/refinement';
import { zodIssueParams } from '@/lib/config/zod-issue';
import { readConfigFile, type ConfigFailure } from '@/lib/config/read-config-file';
import { parseRegistryFile, type RegistryRow } from '@/lib/import/parse-registry';
import { hasFullDates } from '@/lib/calendar/season-window';
import { resolveRules, type RuleSet } from '@/lib/series/rules';
import { seasonProblem, type SeasonProblem } from './season-problems';
import type { Loaded } from '@/lib/problem';
import type { SeasonTournamentInput } from '@/lib/series/standings';
import type { SpellingAnswer } from '@/lib/identity/spelling-proposals';
import { readAliasesFile, unknownAliasSpellings } from './aliases-file';

/** formats §3: `season.json` of a season folder. */
export const SeasonFileSchema = z.object({
  name: z.string().min(1),
  year: z.number().int().min(1900).max(2200),
  preset: z.string().optional(), // required by resolveRules: no implicit default (issue 14)
  rules: z.record(z.string(), z.unknown()).optional(),
  registry: z.string().min(1).optional(),
  /** formats §3, §6: the arbiter's answers about who is who (`name,same_as`), for a season without a register. */
  aliases: z.string().min(1).optional(),
  /** issue 14: tournaments still to play; then every standings entry carries its outlook. */
  remaining: z.object({ regular: z.number().int().min(0), final: z.boolean().default(false) }).optional(),
  tournaments: z
    .array(
      z.object({
        id: z.string().min(1).refine((id) => /^[A-Za-z0-9_-]+$/.test(id), refinement('TOURNAMENT_ID_FORM')),
        name: z.string().min(1),
        date: z.string(),
        file: z.string().min(1),
        final: z.boolean().optional(),
        rounds: z.number().int().min(1).optional(),
      }),
    )
    .min(1),
});

export interface LoadedSeason {
  name: string;
  year: number;
  preset: string;
  rules: RuleSet;
  registry: RegistryRow[] | null;
  remaining: { regular: number; final: boolean } | null;
  tournaments: SeasonTournamentInput[];
  /** The file name and bytes of each tournament (kept byte for byte by the importer). */
  files: Map<string, { fileName: string; bytes: Uint8Array }>;
  registryFile: { fileName: string; bytes: Uint8Array } | null;
  /** formats §6: aliases.csv's answers (applied when linking: computeStandings' `spellingAnswers`), and the file's name; null without one. */
  aliases: { fileName: string; answers: SpellingAnswer[] } | null;
  /** Issue 25: the tournaments whose file is of a tournament in progress (after round `round` of `of`), by id. */
  inProgress?: Map<string, TournamentProgress>;
}

/**
 * The season, or every error found (issue 39: the loaders' one shape, `Loaded`), with what is worth a
 * look either way (an ignored rule, a date outside the season, a file's warnings), each with its file and line.
 */
type LoadSeasonResult = Loaded<{ season: LoadedSeason }, SeasonProblem>;

/** Reads a file of the folder by its name; null when it does not exist. */
type ReadSeasonFile = (name: string) => Uint8Array | null;

/**
 * A season folder → everything `computeStandings` needs, or every error found, each a coded problem
 * with its file and line (said by `describe(lang, p, { file: p.file })`, lib/i18n/t.ts). Pure apart
 * from the injected reader, so the command line, `gp import` and tests share it.
 */
export function loadSeason(read: ReadSeasonFile): LoadSeasonResult {
  const config = readConfigFile(read, 'season.json', SeasonFileSchema);
  if (!config.ok) return { ok: false, errors: configErrors(config.errors[0]!), warnings: [] };
  const { text, data: season } = config;
  const errors: SeasonProblem[] = [];
  const warnings: SeasonProblem[] = [];
  const rules = resolveRules(season.preset, season.rules);
  if (!rules.ok) errors.push(...rules.errors.map((e) => seasonProblem('SEASON_RULES', 'season.json', 0, e)));
  else warnings.push(...rules.warnings.map((rule) => seasonProblem('RULE_IGNORED', 'season.json', 0, { rule })));

  // rule-variants: a season may span two calendar years (a window such as 07-01 … 06-30); a window
  // of full dates (issue 27: the FIDE Grand Prix 2008–10) is checked day by day, as uploads are
  const fullWindow = rules.ok && hasFullDates(rules.rules.window) ? rules.rules.window : null;
  const seasonYears = rules.ok && rules.rules.window.to < rules.rules.window.from ? [season.year, season.year + 1] : [season.year];
  const seen = new Map<string, number>();
  let finals = 0;
  season.tournaments.forEach((t, i) => {
    const line = lineOfNth(text, /"id"\s*:/g, i);
    const at = (code: Parameters<typeof seasonProblem>[0], params: Record<string, string | number>) => seasonProblem(code, 'season.json', line, { id: t.id, ...params });
    if (seen.has(t.id)) errors.push(at('SEASON_TOURNAMENT_ID_TWICE', { first: seen.get(t.id)! + 1, second: i + 1 }));
    else seen.set(t.id, i);
    if (!isIsoDate(t.date)) errors.push(at('SEASON_TOURNAMENT_BAD_DATE', { date: t.date }));
    else if (fullWindow !== null) {
      if (t.date < fullWindow.from || t.date > fullWindow.to) warnings.push(at('SEASON_TOURNAMENT_OUTSIDE', { date: t.date, within: 'window', from: fullWindow.from, to: fullWindow.to }));
    } else if (!seasonYears.includes(Number(t.date.slice(0, 4)))) warnings.push(at('SEASON_TOURNAMENT_OUTSIDE', { date: t.date, within: seasonYears.length > 1 ? 'two-years' : 'year', years: seasonYears.join('/') }));
    if (t.final) finals++;
  });
  if (finals > 1) errors.push(seasonProblem('MORE_THAN_ONE_FINAL', 'season.json', 0, { count: finals }));

  let registry: RegistryRow[] | null = null;
  let registryFile: LoadedSeason['registryFile'] = null;
  if (season.registry) {
    const bytes = read(season.registry);
    if (bytes === null) errors.push(seasonProblem('SEASON_REGISTRY_MISSING', season.registry, 0));
    else {
      const r = parseRegistryFile(bytes);
      for (const p of r.problems) (p.severity === 'error' ? errors : warnings).push({ ...p, file: season.registry });
      registry = r.rows;
      registryFile = { fileName: season.registry, bytes };
    }
  }

  const tournaments: SeasonTournamentInput[] = [];
  const files = new Map<string, { fileName: string; bytes: Uint8Array }>();
  const roundsDefault = rules.ok ? rules.rules.rounds : null;
  const inProgress = new Map<string, TournamentProgress>();
  for (const t of season.tournaments) {
    const bytes = read(t.file);
    if (bytes === null) {
      errors.push(seasonProblem('SEASON_RESULTS_MISSING', t.file, 0, { id: t.id }));
      continue;
    }
    const r = readTournamentFile(bytes, { rounds: t.rounds ?? roundsDefault, tieBreaks: rules.ok ? rules.rules.tournamentTieBreaks : ['BH/M1', 'BH', 'WIN', 'PS'], date: t.date });
    for (const p of r.problems) (p.severity === 'error' ? errors : warnings).push({ ...p, severity: p.severity, line: p.line ?? 0, file: t.file });
    const progress = r.facts ? tournamentProgress({ games: r.games, sheet: r.facts.sheet, ruleRounds: t.rounds ?? roundsDefault }) : null;
    if (progress) inProgress.set(t.id, progress);
    files.set(t.id, { fileName: t.file, bytes });
    tournaments.push({
      id: t.id,
      name: t.name,
      date: t.date,
      final: t.final ?? false,
      fileName: t.file,
      fileHasRegion: r.facts?.fields.includes('region') ?? false,
      rows: r.rows,
    });
  }
  let aliases: LoadedSeason['aliases'] = null;
  if (season.aliases) {
    const bytes = read(season.aliases);
    if (bytes === null) errors.push(seasonProblem('ALIASES_MISSING', season.aliases, 0));
    else {
      const a = readAliasesFile(bytes, season.aliases);
      for (const p of a.problems) (p.severity === 'error' ? errors : warnings).push(p);
      warnings.push(...unknownAliasSpellings(a.answers, tournaments.flatMap((t) => t.rows.map((r) => r.name)), season.aliases));
      aliases = { fileName: season.aliases, answers: a.answers.map(({ name, sameAs, same }) => ({ name, sameAs, same })) };
    }
  }
  if (errors.length > 0 || !rules.ok) return { ok: false, errors, warnings };
  return {
    ok: true,
    season: { name: season.name, year: season.year, preset: season.preset ?? 'warmia-mazury-2018', rules: rules.rules, registry, remaining: season.remaining ?? null, tournaments, files, registryFile, aliases, inProgress },
    warnings,
  };
}

/** season.json that cannot be read, as the season's errors (formats §3); a schema's issue as its params, its path as a reader writes it. */
function configErrors(failure: ConfigFailure): SeasonProblem[] {
  switch (failure.reason) {
    case 'missing':
      return [seasonProblem('SEASON_JSON_INVALID', 'season.json', 0, { reason: 'missing' })];
    case 'not-text':
      return [seasonProblem('SEASON_JSON_INVALID', 'season.json', 0, { reason: 'text' })];
    case 'json':
      return [seasonProblem('SEASON_JSON_INVALID', 'season.json', failure.line, { reason: 'json', detail: failure.detail })];
    case 'schema':
      return failure.issues.map((i) => seasonProblem('SEASON_JSON_INVALID', 'season.json', 0, { ...zodIssueParams(i, failure.json), path: issuePath(i.path) }));
  }
}
