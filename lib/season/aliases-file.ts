/**
 * formats §3, §6: a season folder's `aliases.csv` — the arbiter's answers about who is who for a
 * season without a register. Columns `name,same_as` (the spelling `name` is the player `same_as`
 * is), optionally `same` (`no`: two people — the proposal is not made again; `yes`, the default).
 * Same encoding and delimiter rules as the other CSVs (formats §1: UTF-8 or Windows-1250, a BOM,
 * comma, semicolon or tab); every problem names its line. Pure.
 */
import { decodeText } from '@/lib/import/decode';
import { detectDelimiter, parseCsv } from '@/lib/import/csv';
import { normalizeName } from '@/lib/identity/normalize-name';
import { spellingKey } from '@/lib/identity/spelling';
import type { SpellingAnswer } from '@/lib/identity/spelling-proposals';
import { coded } from '@/lib/problem';
import { seasonProblem, type SeasonProblem } from './season-problems';

interface AliasLine extends SpellingAnswer {
  line: number;
}

interface AliasesFile {
  answers: AliasLine[];
  /** Errors (nothing of the file is used) and warnings, each with the file and its line. */
  problems: SeasonProblem[];
}

const YES = new Set(['', 'yes', 'y', 'tak', 't', 'true', '1', 'ja', 'same']);
const NO = new Set(['no', 'n', 'nie', 'false', '0', 'nein', 'different']);

export function readAliasesFile(bytes: Uint8Array, file: string): AliasesFile {
  const decoded = decodeText(bytes);
  if (!decoded.ok) {
    return { answers: [], problems: [decoded.errors[0]!.code === 'EMPTY_FILE' ? seasonProblem('ALIASES_NO_COLUMNS', file, 0) : seasonProblem('ALIASES_NOT_TEXT', file, 0)] };
  }
  const text = decoded.text;
  const { records, unterminatedQuoteLine } = parseCsv(text, detectDelimiter(text));
  const problems: SeasonProblem[] = [];
  if (unterminatedQuoteLine !== null) problems.push(coded<SeasonProblem>({ code: 'UNTERMINATED_QUOTE', severity: 'error', file, line: unterminatedQuoteLine }));
  const header = records[0];
  const column = (name: string) => (header ? header.cells.findIndex((c) => normalizeName(c).replace(/[\s-]+/g, '_') === name) : -1);
  const nameAt = column('name');
  const sameAsAt = column('same_as');
  const sameAt = column('same');
  if (!header || nameAt < 0 || sameAsAt < 0) return { answers: [], problems: [...problems, seasonProblem('ALIASES_NO_COLUMNS', file, header?.line ?? 0)] };
  const answers: AliasLine[] = [];
  for (const { line, cells } of records.slice(1)) {
    const name = (cells[nameAt] ?? '').trim();
    const sameAs = (cells[sameAsAt] ?? '').trim();
    const sameText = sameAt < 0 ? '' : (cells[sameAt] ?? '').trim().toLowerCase();
    let bad = false;
    for (const [value, col] of [[name, 'name'], [sameAs, 'same_as']] as const) {
      if (value === '') {
        problems.push(seasonProblem('ALIASES_EMPTY_CELL', file, line, { column: col }));
        bad = true;
      }
    }
    if (!YES.has(sameText) && !NO.has(sameText)) {
      problems.push(seasonProblem('ALIASES_BAD_SAME', file, line, { value: sameText }));
      bad = true;
    }
    if (bad) continue;
    if (spellingKey(name) === spellingKey(sameAs)) {
      problems.push(seasonProblem('ALIASES_SELF', file, line));
      continue;
    }
    answers.push({ line, name, sameAs, same: !NO.has(sameText) });
  }
  return { answers: problems.some((p) => p.severity === 'error') ? [] : answers, problems };
}

/**
 * Lines whose spelling no file of the season writes (a typo, or a file since corrected): a warning
 * each, naming the spelling — the line changes nothing.
 */
export function unknownAliasSpellings(answers: readonly AliasLine[], names: Iterable<string>, file: string): SeasonProblem[] {
  const known = new Set<string>();
  for (const n of names) known.add(spellingKey(n));
  const out: SeasonProblem[] = [];
  for (const a of answers) {
    for (const spelling of [a.name, a.sameAs]) {
      if (!known.has(spellingKey(spelling))) out.push(seasonProblem('ALIASES_UNKNOWN_SPELLING', file, a.line, { name: spelling }));
    }
  }
  return out;
}
