/** formats §6: the arbiter's answers about spellings, per season (db/schema.ts `spellingAnswers`). */
import { and, asc, eq, or } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { spellingAnswers, type SpellingAnswerRow } from '@/db/schema';

/** The season's answers in the order given (a later answer about a pair replaces the earlier one). */
export function spellingAnswersOf(conn: Connection, seasonId: number): SpellingAnswerRow[] {
  return conn.db.select().from(spellingAnswers).where(eq(spellingAnswers.seasonId, seasonId)).orderBy(asc(spellingAnswers.id)).all();
}

/**
 * The answer about a pair of spellings, replacing any earlier one about the same pair (either way
 * round); inside the caller's transaction. The id of the new row.
 */
export function putSpellingAnswer(conn: Connection, row: { seasonId: number; name: string; sameAs: string; nameKey: string; sameAsKey: string; same: boolean; createdBy: number | null }): number {
  conn.db
    .delete(spellingAnswers)
    .where(
      and(
        eq(spellingAnswers.seasonId, row.seasonId),
        or(and(eq(spellingAnswers.nameKey, row.nameKey), eq(spellingAnswers.sameAsKey, row.sameAsKey)), and(eq(spellingAnswers.nameKey, row.sameAsKey), eq(spellingAnswers.sameAsKey, row.nameKey))),
      ),
    )
    .run();
  return conn.db.insert(spellingAnswers).values(row).returning({ id: spellingAnswers.id }).get().id;
}
