import { and, asc, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Connection } from '@/db/client';
import { captainSubmissions, competitionCaptains, competitions, users, type CaptainSubmission } from '@/db/schema';

/** Rows of team captains: their grants (account × team league × team) and their match submissions. Who may read or write them is server/competitions/team-league/captains/'s. */

/** A live grant of `team` to the account in the competition. */
export function liveGrant(conn: Connection, userId: number, competitionId: number, team: string) {
  return conn.db
    .select()
    .from(competitionCaptains)
    .where(and(eq(competitionCaptains.userId, userId), eq(competitionCaptains.competitionId, competitionId), eq(competitionCaptains.team, team), isNull(competitionCaptains.revokedAt)))
    .get();
}

export function insertGrant(conn: Connection, row: { userId: number; competitionId: number; team: string; grantedBy: number }): void {
  conn.db.insert(competitionCaptains).values(row).run();
}

/** The live grants of a competition with their accounts' addresses, by team then address (removed accounts left out). */
export function listLiveGrants(conn: Connection, competitionId: number) {
  return conn.db
    .select({ id: competitionCaptains.id, email: users.email, team: competitionCaptains.team, createdAt: competitionCaptains.createdAt })
    .from(competitionCaptains)
    .innerJoin(users, eq(users.id, competitionCaptains.userId))
    .where(and(eq(competitionCaptains.competitionId, competitionId), isNull(competitionCaptains.revokedAt), isNull(users.removedAt)))
    .orderBy(asc(competitionCaptains.team), asc(users.email))
    .all();
}

/** A live grant of the competition by its id, with the account's address. */
export function liveGrantById(conn: Connection, competitionId: number, id: number) {
  return conn.db
    .select({ team: competitionCaptains.team, userId: competitionCaptains.userId, email: users.email })
    .from(competitionCaptains)
    .innerJoin(users, eq(users.id, competitionCaptains.userId))
    .where(and(eq(competitionCaptains.id, id), eq(competitionCaptains.competitionId, competitionId), isNull(competitionCaptains.revokedAt)))
    .get();
}

export function revokeGrant(conn: Connection, id: number, at: string): void {
  conn.db.update(competitionCaptains).set({ revokedAt: at }).where(eq(competitionCaptains.id, id)).run();
}

/** The teams an account captains (live grants), with their leagues, by league name then team. */
export function liveGrantsOfUser(conn: Connection, userId: number) {
  return conn.db
    .select({ slug: competitions.slug, competition: competitions.name, team: competitionCaptains.team })
    .from(competitionCaptains)
    .innerJoin(competitions, eq(competitions.id, competitionCaptains.competitionId))
    .where(and(eq(competitionCaptains.userId, userId), isNull(competitionCaptains.revokedAt)))
    .orderBy(asc(competitions.name), asc(competitionCaptains.team))
    .all();
}

/** An account's revoked grants in a competition, latest revocation first. */
export function revokedGrantsOfUser(conn: Connection, userId: number, competitionId: number) {
  return conn.db
    .select({ team: competitionCaptains.team, revokedAt: competitionCaptains.revokedAt })
    .from(competitionCaptains)
    .where(and(eq(competitionCaptains.userId, userId), eq(competitionCaptains.competitionId, competitionId), isNotNull(competitionCaptains.revokedAt)))
    .orderBy(desc(competitionCaptains.revokedAt))
    .all();
}

/** How many submissions of a team by one account still wait for the arbiter. */
export function pendingCountBy(conn: Connection, competitionId: number, team: string, userId: number): number {
  return conn.db
    .select({ id: captainSubmissions.id })
    .from(captainSubmissions)
    .where(and(eq(captainSubmissions.competitionId, competitionId), eq(captainSubmissions.team, team), eq(captainSubmissions.submittedBy, userId), eq(captainSubmissions.status, 'pending')))
    .all().length;
}

/** A team's latest submissions, newest first. */
export function teamSubmissions(conn: Connection, competitionId: number, team: string, limit: number): CaptainSubmission[] {
  return conn.db.select().from(captainSubmissions).where(and(eq(captainSubmissions.competitionId, competitionId), eq(captainSubmissions.team, team))).orderBy(desc(captainSubmissions.id)).limit(limit).all();
}

/** The team's submission of a round that still waits, if any. */
export function pendingOfRound(conn: Connection, competitionId: number, team: string, round: number) {
  return conn.db
    .select({ id: captainSubmissions.id })
    .from(captainSubmissions)
    .where(and(eq(captainSubmissions.competitionId, competitionId), eq(captainSubmissions.team, team), eq(captainSubmissions.round, round), eq(captainSubmissions.status, 'pending')))
    .get();
}

export function insertSubmission(conn: Connection, row: { competitionId: number; team: string; round: number; home: string; away: string; boards: string; forfeit: string | null; submittedBy: number }): CaptainSubmission {
  return conn.db.insert(captainSubmissions).values(row).returning().get();
}

/** A competition's submissions with their senders' addresses: the pending ones oldest first, or the decided ones newest first. */
export function submissionsWithSenders(conn: Connection, competitionId: number, which: 'pending' | 'decided', limit?: number) {
  const q = conn.db
    .select({ s: captainSubmissions, by: users.email })
    .from(captainSubmissions)
    .innerJoin(users, eq(users.id, captainSubmissions.submittedBy))
    .where(and(eq(captainSubmissions.competitionId, competitionId), which === 'pending' ? eq(captainSubmissions.status, 'pending') : ne(captainSubmissions.status, 'pending')))
    .orderBy(...(which === 'pending' ? [asc(captainSubmissions.id)] : [desc(captainSubmissions.decidedAt), desc(captainSubmissions.id)]));
  return limit === undefined ? q.all() : q.limit(limit).all();
}

export function submissionById(conn: Connection, competitionId: number, id: number): CaptainSubmission | undefined {
  return conn.db.select().from(captainSubmissions).where(and(eq(captainSubmissions.id, id), eq(captainSubmissions.competitionId, competitionId))).get();
}

export function submissionStatus(conn: Connection, id: number): CaptainSubmission['status'] | undefined {
  return conn.db.select({ status: captainSubmissions.status }).from(captainSubmissions).where(eq(captainSubmissions.id, id)).get()?.status;
}

export function markConfirmed(conn: Connection, id: number, p: { decidedBy: number; decidedAt: string; fileName: string; fileVersion: number }): void {
  conn.db.update(captainSubmissions).set({ status: 'confirmed', ...p }).where(eq(captainSubmissions.id, id)).run();
}

/** Rejects a submission that still waits; false when it was decided meanwhile. */
export function markRejected(conn: Connection, id: number, p: { decidedBy: number; decidedAt: string; reason: string }): boolean {
  return conn.db.update(captainSubmissions).set({ status: 'rejected', ...p }).where(and(eq(captainSubmissions.id, id), eq(captainSubmissions.status, 'pending'))).run().changes > 0;
}
