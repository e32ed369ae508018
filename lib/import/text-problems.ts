import type { Problem } from '@/lib/problem';
import { problem, type ProblemCode } from './problems';
import { MAX_TEXT_LENGTH, type CleanText } from './values';

/** The problems of a name or club of one line (see cleanText): too long is an error; the rest are warnings. */
export function textProblems(field: 'name' | 'club', line: number, text: CleanText): Problem<ProblemCode, 'severity' | 'line'>[] {
  const out: Problem<ProblemCode, 'severity' | 'line'>[] = [];
  if (text.value === null) return out;
  if (text.tooLong) out.push(problem('NAME_TOO_LONG', line, { field, length: text.value.length, max: MAX_TEXT_LENGTH }));
  const shown = text.value.slice(0, 60);
  if (text.hadInvisible) out.push(problem('INVISIBLE_CHARACTERS', line, { field, value: shown }));
  if (text.mixedScripts) out.push(problem('MIXED_SCRIPTS', line, { field, value: shown }));
  return out;
}
