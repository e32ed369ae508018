import type { z } from 'zod';
import type { Board } from '@/lib/games/round-pairings';
import type { PresetInfo, ResolvePresetResult } from '@/lib/config/presets';
import type { FolderReader } from '@/lib/config/read-config-file';
import type { IsoDate } from '@/lib/dates';
import type { CompetitionSummary } from './competition-summary';
import type { Problem, Loaded } from '@/lib/problem';
import type { XlsxSheet } from '@/lib/export/xlsx';
import type { Appearance, ClubAppearance } from '@/lib/people/appearance';
import type { ParticipantsBase } from '@/lib/people/competition-participants';
import type { KindEmbed, KindEmbedParams } from '@/lib/render/embed/kind-embed';
import type { KindWordTable } from '@/lib/i18n/kind-words';
import type { KindDemo } from '@/lib/demo/generated-competition';

/**
 * What every competition kind computed from games offers the site (guides/architecture.md: adding a
 * kind means adding a folder under lib/competitions/ and one line of registry.ts — docs/extending.md).
 * A kind reads the folder of its command-line contract (competitions.md §6) through a reader, so
 * the `gp` command (files on disk) and the website (files stored in the database) share one loader.
 * Its pages and entry forms are React, registered beside it in app/components/competitions/views.tsx.
 */
export type { FolderReader };

/** What the arbiter's form for a new competition's description file gives (issue 40, B5). */
export interface NewCompetitionFields {
  name: string;
  preset: string;
  /** The parts' names (a season of leagues: the leagues), in order; empty for a kind without parts. */
  parts: readonly string[];
  /** Issue 40, item 3: the event's first and last day (ISO; '' when not given), for a kind whose form asks (`newConfigDates`). */
  dates?: { from: string; to: string };
  /**
   * Issue 40, item 4: a season of leagues' game days in the short form (`newConfigGameDays`): one
   * round a line, the hours a line without its own takes, the time control.
   */
  gameDays?: { text: string; start: string; end: string; timeControl: string };
  /**
   * Issue 40: the rules the preset leaves open (`PresetInfo.asks`) as the form gives them; the
   * description file gets those that differ from the preset as its `rules` (lib/config/asked-rules.ts).
   */
  rules?: Record<string, unknown>;
}

/** A folder's problems always name their file ("" for the folder as a whole) and line (0 for the whole file). */
export type FolderProblem = Problem<string, 'file' | 'line'>;
export type CompetitionLoad<R> = Loaded<{ result: R }, FolderProblem>;

/** The kind's `gp` command: `gp <name> <folder> [--json]` (competitions.md §6), run by cli/kind-command.ts. */
interface KindCommand<R> {
  /** The command's name as the contract spells it (`event` for the open). */
  name: string;
  /** Its line in `gp --help`. */
  summary: string;
  /** Its own usage text, printed after a usage error. */
  usage: string;
  /** What its one argument is, for a usage error ("event folder"). */
  folderNoun: string;
  /**
   * Reads the folder (`folder` as typed, for messages that name it): a `Loaded` whose warnings and
   * errors are the lines the command prints on stderr, as the kind words them — the warnings first,
   * then the errors (issue 39: the loaders' one shape, of lines instead of problems).
   */
  run(read: FolderReader, folder: string): Loaded<{ result: R }, string>;
  /** The readable account of the result for a terminal. */
  formatText(result: R): string;
}

/** The kind's regulations: the one preset resolver over its presets/*.json (lib/config/presets.ts). */
interface KindPresets<R> {
  info: Record<string, PresetInfo<R>>;
  resolve(preset: string | undefined, overrides?: unknown): ResolvePresetResult<R>;
}

export interface CompetitionKind<R> {
  /** The one name of the kind: the `kind` of its competitions in the database and the API. */
  kind: string;
  /** The public address of one competition of this kind: `/{path}/{slug}` (events, leagues, team-leagues). */
  path: string;
  /** The folder's description file (`event.json`, `league.json`, `team-league.json`). */
  configFile: string;
  title: { pl: string; en: string };
  /**
   * Its words in its folder (`<kind>-words.ts`): the names people read for it (the home page's group
   * and line, a person's or the search's label), its title and its files' descriptions — merged into
   * the catalogue when it registers (lib/i18n/kind-words.ts), where `kindName` finds them. A kind
   * without them (a test's) merges its names itself with `addKindNames`.
   */
  words?: KindWordTable;
  /**
   * The folder's files as the arbiter's workspace lists them (issue 29, defect 7): the description
   * file first, then what it names — with the name the description gives it, whether it is needed,
   * and what it holds, in Polish and English (competitions.md §6).
   */
  folder: readonly { file: string; required: boolean; holds: { pl: string; en: string } }[];
  /** A description file to start from (`event.json` …): what the workspace offers to download. */
  template: string;
  /**
   * Issue 40, B5: the description file the arbiter's form writes — from the competition's name, the
   * preset chosen and, for a kind with parts, the parts' names (one league per line). Without it the
   * template is taken with the name and preset set (lib/competitions/new-config.ts).
   */
  newConfig?(fields: NewCompetitionFields): unknown;
  /** Issue 40, item 3: the form asks for the event's first and last day (an open; a league's days are its game days). */
  newConfigDates?: boolean;
  /** Issue 40, item 4: the form asks for the game days (a season of leagues), given to `newConfig` as `gameDays`. */
  newConfigGameDays?: boolean;
  /** The form's own problems `newConfig` cannot say (a game day that does not read), each with its line of the field. */
  newConfigProblems?(fields: NewCompetitionFields): FolderProblem[];
  /**
   * Whether the public page has parts: `/{path}/{slug}/{part}` (one league of a season of leagues),
   * the part's id written with letters, digits, - and _.
   */
  parts?: boolean;
  /**
   * Issue 40, item 6: a file the description does not name, taken by its content (a league's results
   * under any name): the description file's next text with the file in it, and the part it becomes
   * (`added`: a new one) — stored together with the file — and the kind's note saying so, for the
   * preview and the upload's answer. Null: the kind does not take it (the preview then says which
   * names the description reads). Pure.
   */
  adoptFile?(read: FolderReader, name: string, bytes: Uint8Array): { config: string; part: string; added: boolean; note: FolderProblem } | null;
  /** The description file's schema (competitions.md §6) and the rules its presets and `rules` give. */
  configSchema: z.ZodType;
  rulesSchema: z.ZodType;
  presets: KindPresets<unknown>;
  command: KindCommand<R>;
  /** Reads and computes the competition; never throws on bad input. */
  load(read: FolderReader): CompetitionLoad<R>;
  /** The JSON of the `gp` command's `--json` (competitions.md §6). */
  toJson(result: R): unknown;
  /** Its tables as the tabs of the .xlsx download, headers in the language asked for (lib/export/xlsx.ts). */
  sheets(result: R, lang: 'pl' | 'en'): XlsxSheet[];
  /**
   * The files whose header facts (venue, time control, rounds, chief arbiter: lib/series/tournament-details.ts)
   * a page shows, as the description file names them: `scope` null for the whole competition, else
   * the part it describes (a league's id). Never throws.
   */
  detailFiles(read: FolderReader): { scope: string | null; file: string }[];
  /** The competition's name as its configuration gives it. */
  nameOf(result: R): string;
  /**
   * Issue 40: what this competition is, under its name, when its rules make it other than the
   * kind's title says (a team league without a knock-out is not "Swiss, then matches for places"; a
   * plain Swiss open is not a qualifier with groups). Absent, or null: the kind's title.
   */
  subtitle?(result: R): { pl: string; en: string } | null;
  /**
   * Issue 40, item 4: every round's boards of its games files, for the pairings download
   * (`/api/competitions/{slug}/pairings.csv`): `part` a league's name, null for the whole. A kind
   * without individual rounds (a team league's matches are its own table) has none.
   */
  pairings?(result: R): { part: string | null; rounds: Board[][] }[];
  /** Its year, days, state and leaders in one line, for the home page (`today` passed in). */
  summarize(result: R, today: IsoDate): CompetitionSummary;
  /**
   * Its game days as an iCalendar file (`GET /api/competitions/{slug}/calendar.ics`), for a kind
   * that has a calendar (the leagues); the route serves any kind that gives one, with no cast.
   */
  calendar?(result: R, p: { slug: string; host: string }): string;
  /** Who took part, from its games, for the pages of a person and of a club (lib/people, server/people.ts). */
  participants(result: R, base: ParticipantsBase): { people: Appearance[]; clubs: ClubAppearance[] };
  /** Its table for another site's iframe (/embed/{path}/{slug}, lib/render/embed/competition-embed.ts frames it). */
  embed(p: KindEmbedParams<R>): KindEmbed;
  /** The views of its embed a webmaster may choose (`?view=`, the first the default); none when the default picks itself. */
  embedViews?: readonly string[];
  /**
   * Its competition in the demo (lib/demo/generated-competition.ts; its generator and content in the
   * kind's folder): server/seed.ts seeds one of each kind that has one, in the registry's order.
   */
  demo?: KindDemo;
}

/**
 * A kind's own problem as the site's (file, line, code, params; its English is rendered where it is
 * printed, `inEnglish`). A kind whose codes are not in the catalogue (the tests' fake kind) passes its
 * own English `message`, kept as it is.
 */
export function competitionProblem(p: { file?: string; line: number; code: string; message?: string; params?: Record<string, string | number> }): FolderProblem {
  return { file: p.file ?? '', line: p.line, code: p.code, ...(p.message !== undefined ? { message: p.message } : {}), ...(p.params ? { params: p.params } : {}) } as FolderProblem;
}

type ProblemLike = Parameters<typeof competitionProblem>[0];

/** What a kind's own loader gives: its result, or its errors, and its warnings, in its own problems. */
type KindLoad<R, P extends ProblemLike> = Loaded<{ result: R }, P>;

/** A kind's load as the site's (`CompetitionKind.load`). */
export function siteLoad<R, P extends ProblemLike>(r: KindLoad<R, P>): CompetitionLoad<R> {
  const warnings = r.warnings.map(competitionProblem);
  return r.ok ? { ok: true, result: r.result, warnings } : { ok: false, errors: r.errors.map(competitionProblem), warnings };
}

/** A kind's load as its command prints it (`KindCommand.run`): each problem one line, warnings marked. */
export function commandRun<R, P extends ProblemLike>(r: KindLoad<R, P>, describe: (p: P) => string): ReturnType<KindCommand<R>['run']> {
  const warnings = r.warnings.map((w) => `${describe(w)} (warning)`);
  return r.ok ? { ok: true, result: r.result, warnings } : { ok: false, errors: r.errors.map(describe), warnings };
}
