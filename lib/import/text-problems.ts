import { problem, type ImportProblem } from './problems';
import { MAX_TEXT_LENGTH, type CleanText } from './values';

/** The problems of a name or club of one line (see cleanText): too long is an error; the rest are warnings. */
export function textProblems(field: 'name' | 'club', line: number, text: CleanText): ImportProblem[] {
  const out: ImportProblem[] = [];
  if (text.value === null) return out;
  if (text.tooLong) out.push(problem('NAME_TOO_LONG', line, `The ${field} has ${text.value.length} characters; at most ${MAX_TEXT_LENGTH} are allowed.`));
  const shown = text.value.slice(0, 60);
  if (text.hadInvisible) out.push(problem('INVISIBLE_CHARACTERS', line, `Invisible characters were removed from the ${field} "${shown}".`));
  if (text.mixedScripts) out.push(problem('MIXED_SCRIPTS', line, `The ${field} "${shown}" mixes Latin letters with Cyrillic or Greek ones that look the same; it would not match the same ${field} typed in Latin letters.`));
  return out;
}
