import type { IsoDate } from '@/lib/dates';
import type { CompetitionSummary } from './competition-summary';
import type { XlsxSheet } from '@/lib/export/xlsx';

/**
 * What every competition kind computed from games offers the site (guides/architecture.md: adding a
 * kind means adding a folder under lib/competitions/, not editing the Grand Prix code). A kind reads
 * the folder of its command-line contract (competitions.md §6) through a reader, so the `gp`
 * command (files on disk) and the website (files stored in the database) share one loader.
 */
export interface CompetitionProblem {
  /** The file the problem is in ("swiss.trf"), or "" for the folder as a whole. */
  file: string;
  /** 1-based line; 0 when the problem concerns the whole file. */
  line: number;
  code: string;
  message: string;
  /** The values the message's Polish and English templates need (lib/i18n/catalogue.ts). */
  params?: Record<string, string | number>;
}

export type FolderReader = (name: string) => Uint8Array | null;

export type CompetitionLoad<R> = { ok: true; result: R; warnings: CompetitionProblem[] } | { ok: false; errors: CompetitionProblem[]; warnings: CompetitionProblem[] };

export interface CompetitionKind<R> {
  kind: string;
  /** The public address of one competition of this kind: `/{path}/{slug}` (events, leagues, team-leagues). */
  path: string;
  /** The folder's description file (`event.json`, `league.json`, `team-league.json`). */
  configFile: string;
  title: { pl: string; en: string };
  /**
   * The folder's files as the arbiter's workspace lists them (issue 29, defect 7): the description
   * file first, then what it names — with the name the description gives it, whether it is needed,
   * and what it holds, in Polish and English (competitions.md §6).
   */
  folder: readonly { file: string; required: boolean; holds: { pl: string; en: string } }[];
  /** A description file to start from (`event.json` …): what the workspace offers to download. */
  template: string;
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
  /** Its year, days, state and leaders in one line, for the home page (`today` passed in). */
  summarize(result: R, today: IsoDate): CompetitionSummary;
}
