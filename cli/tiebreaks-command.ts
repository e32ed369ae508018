import { inEnglish } from '@/lib/problem';
import { describe } from '@/lib/i18n/t';
import { editionForDate, EDITIONS, isEdition, type Edition } from '@/lib/games/editions';
import { gamesModelFromTrf } from '@/lib/games/games-model-from-trf';
import { readTiebreakCode, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { formatTiebreaksText, tiebreaksReport } from '@/lib/games/tiebreaks-report';
import { readGamesFile } from '@/lib/import/read-games-file';

export const TIEBREAKS_USAGE = `Usage:
  gp tiebreaks <file.trf> --tiebreaks BH,BH/C1,SB [--rules fide-2009|fide-2023|fide-2026]
               [--exclude 3,7 [--exclusion-min-games 5]] [--json]
  Standings of a TRF file (or a chess-results crosstable .xlsx/.ods) with FIDE C.07 tie-breaks.
  Without --rules the edition follows the start date (record 042; the sheet's "Date :"). Tie-breaks: BH BH/C1 BH/C2 BH/M1 SB SB/C1 PS PS/C1 WIN WON BPG DE ARO KS.
`;

interface TiebreaksCommandIo {
  out(s: string): void;
  err(s: string): void;
}

interface ParsedArgs {
  file: string;
  edition: Edition | null;
  tiebreaks: TiebreakCode[];
  exclude: number[];
  minGames: number | undefined;
  json: boolean;
}

const VALUE_OPTIONS = new Set(['--rules', '--tiebreaks', '--exclude', '--exclusion-min-games']);

/**
 * `gp tiebreaks` (competitions.md §6). Exit codes: 0 done; 1 the file cannot be read or is not a
 * valid TRF or crosstable sheet ("file line N: message" on stderr); 2 bad usage.
 */
export function tiebreaksCommand(args: string[], io: TiebreaksCommandIo, readFile: (path: string) => Uint8Array | null): number {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    io.err(`gp tiebreaks: ${parsed}\n${TIEBREAKS_USAGE}`);
    return 2;
  }
  const bytes = readFile(parsed.file);
  if (bytes === null) {
    io.err(`gp tiebreaks: ${parsed.file}: no such file\n`);
    return 1;
  }
  const read = readGamesFile(bytes);
  for (const w of read.warnings) io.err(`${describe('en', w, { file: parsed.file })} (warning)\n`);
  if (!read.ok) {
    for (const e of read.errors) io.err(`${describe('en', e, { file: parsed.file })}\n`);
    return 1;
  }
  const model = gamesModelFromTrf(read.tournament);
  let edition = parsed.edition;
  if (edition === null) {
    if (model.startDate === null) {
      io.err(`gp tiebreaks: ${parsed.file} has no readable start date (record 042); name the edition with --rules ${EDITIONS.join('|')}\n`);
      return 2;
    }
    edition = editionForDate(model.startDate);
  }
  const report = tiebreaksReport({ model, edition, tiebreaks: parsed.tiebreaks, exclude: parsed.exclude, exclusionMinGames: parsed.minGames });
  if (!report.ok) {
    io.err(`gp tiebreaks: --exclude: ${report.errors.map((e) => inEnglish(e).message).join('; ')}\n`);
    return 2;
  }
  io.out(parsed.json ? JSON.stringify(report.rows, null, 2) + '\n' : formatTiebreaksText(report, model.name));
  return 0;
}

function parseArgs(args: string[]): ParsedArgs | string {
  const values = new Map<string, string>();
  const positional: string[] = [];
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') {
      json = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if (VALUE_OPTIONS.has(name)) {
      const value = eq > 0 && arg.startsWith('--') ? arg.slice(eq + 1) : args[++i];
      if (value === undefined) return `${name} needs a value`;
      if (values.has(name)) return `${name} is given twice`;
      values.set(name, value);
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) return positional.length === 0 ? 'expected a TRF file' : `expected one TRF file, got ${positional.join(' ')}`;

  const rules = values.get('--rules');
  if (rules !== undefined && !isEdition(rules)) return `--rules must be one of ${EDITIONS.join(', ')} (got "${rules}")`;

  const list = values.get('--tiebreaks');
  if (list === undefined) return '--tiebreaks is required, e.g. --tiebreaks BH,BH/C1,SB';
  const tiebreaks: TiebreakCode[] = [];
  for (const text of list.split(',').filter((t) => t.trim() !== '')) {
    const code = readTiebreakCode(text);
    if (code === null) return `unknown tie-break "${text}"`;
    tiebreaks.push(code);
  }
  if (tiebreaks.length === 0) return '--tiebreaks lists no tie-break';

  const exclude: number[] = [];
  for (const text of (values.get('--exclude') ?? '').split(',').filter((t) => t.trim() !== '')) {
    if (!/^\s*\d+\s*$/.test(text) || Number(text) < 1) return `--exclude takes start numbers separated by commas (got "${text}")`;
    exclude.push(Number(text));
  }
  const minText = values.get('--exclusion-min-games');
  if (minText !== undefined && !/^\d+$/.test(minText)) return `--exclusion-min-games takes a whole number (got "${minText}")`;
  if (minText !== undefined && exclude.length === 0) return '--exclusion-min-games only applies with --exclude';

  return {
    file: positional[0]!,
    edition: rules ?? null,
    tiebreaks,
    exclude,
    minGames: minText === undefined ? undefined : Number(minText),
    json,
  };
}
