/**
 * formats §6: the arbiter's answers about spellings of a season's files — "the same player as …?"
 * in the upload preview — kept per season (db/queries/spellings.ts) and applied to every upload and
 * re-upload (db/queries/season-input.ts gives them to the linking).
 */
import { writeTransaction, type Connection } from '@/db/client';
import { audit, type Actor, type Via } from '@/db/queries/audit';
import { bumpRevision } from '@/db/queries/seasons';
import { putSpellingAnswer, spellingAnswersOf } from '@/db/queries/spellings';
import type { Season, User } from '@/db/schema';
import { spellingKey } from '@/lib/identity/spelling';
import type { SpellingAnswer } from '@/lib/identity/spelling-proposals';
import { coded, refuse, type Problem, type Result } from '@/lib/problem';
import { forArbiter, isArbiter, notAllowed } from './access';

/** At most this many answers in one request (a season's proposals are bounded too: MAX_PROPOSALS). */
export const MAX_ANSWERS = 500;

/** What is wrong with answers before anything is stored: an empty spelling, one spelling twice. */
export function spellingAnswerProblems(answers: readonly SpellingAnswer[]): Problem[] {
  const problems: Problem[] = [];
  if (answers.length > MAX_ANSWERS) problems.push(coded<Problem>({ code: 'SPELLING_ANSWERS_TOO_MANY', params: { max: MAX_ANSWERS } }));
  for (const a of answers) {
    const name = a.name.trim();
    const sameAs = a.sameAs.trim();
    if (spellingKey(name) === '' || spellingKey(sameAs) === '' || spellingKey(name) === spellingKey(sameAs)) problems.push(coded<Problem>({ code: 'SPELLING_ANSWER_INVALID', params: { name, sameAs } }));
  }
  return problems;
}

/** One answer inside the caller's transaction: stored (replacing an earlier one about the pair) and audited. The caller bumps the season's revision. */
export function saveSpellingAnswer(conn: Connection, actor: Actor, season: Season, a: SpellingAnswer): void {
  const name = a.name.trim();
  const sameAs = a.sameAs.trim();
  putSpellingAnswer(conn, { seasonId: season.id, name, sameAs, nameKey: spellingKey(name), sameAsKey: spellingKey(sameAs), same: a.same, createdBy: actor.userId });
  audit(conn, actor, a.same ? 'spelling.same' : 'spelling.different', season.id, { name, sameAs });
}

/**
 * The arbiter answers "the same player as …?" for spellings of the season (arbiters only): every
 * answer in one transaction, each audited; the season's standings are computed again with them.
 */
export function answerSpellings(conn: Connection, user: User | null, season: Season, answers: readonly SpellingAnswer[], via: Extract<Via, 'web' | 'api'> = 'web'): Result<{ saved: number }> {
  if (!isArbiter(user)) return notAllowed(user);
  const problems = spellingAnswerProblems(answers);
  if (problems.length > 0) return refuse(problems);
  return writeTransaction(conn, () => {
    for (const a of answers) saveSpellingAnswer(conn, { userId: user.id, via }, season, a);
    if (answers.length > 0) bumpRevision(conn, season.id);
    return { ok: true as const, value: { saved: answers.length } };
  });
}

/** The season's answers, for the arbiter (arbiters only). */
export function seasonSpellingAnswers(conn: Connection, user: User | null, season: Season): Result<SpellingAnswer[]> {
  return forArbiter(user, (user) => spellingAnswersOf(conn, season.id).map((a) => ({ name: a.name, sameAs: a.sameAs, same: a.same })));
}
