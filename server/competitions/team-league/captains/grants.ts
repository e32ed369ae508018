/** Captains' accounts and grants: the arbiter grants and revokes; an account's live and revoked captaincies; the captain's permission check. */
import { writeTransaction, type Connection } from '@/db/client';
import { audit } from '@/db/queries/audit';
import { getCompetitionBySlug } from '@/db/queries/competitions';
import { insertGrant, listLiveGrants, liveGrant, liveGrantById, liveGrantsOfUser, pendingCountBy, revokedGrantsOfUser, revokeGrant } from '@/db/queries/captains';
import { findUserByEmail, insertUserRow } from '@/db/queries/users';
import type { User } from '@/db/schema';
import { normalizeName } from '@/lib/identity/normalize-name';
import { checkNewPassword, hashPassword, normalEmail, UserInputError } from '@/server/users';
import { forArbiter, isArbiter, notAllowed } from '@/server/workspace/access';
import { fail, isoNow, leagueFolder, teamNamed } from './league-folder';
import type { Refusal, Result } from '@/lib/problem';

interface CaptainGrant {
  id: number;
  email: string;
  team: string;
  createdAt: string;
}

/**
 * Makes `email` the captain of `team` in the team league `slug` (arbiters only): an existing
 * account gets the grant (an organizer may captain a team too); a new address gets a `captain`
 * account with the password given. One transaction with its audit line.
 */
export async function grantCaptain(conn: Connection, user: User | null, input: { slug: string; team: string; email: string; password?: string }): Promise<Result<{ email: string; team: string; created: boolean }>> {
  if (!isArbiter(user)) return notAllowed(user);
  const folder = leagueFolder(conn, input.slug);
  if (!folder.ok) return folder;
  const team = teamNamed(folder.value.result!, input.team);
  if (!team) return fail('CAPTAIN_UNKNOWN_TEAM', { team: input.team });
  let email: string;
  try {
    email = normalEmail(input.email);
  } catch (e) {
    if (e instanceof UserInputError) return fail('INVALID_USER', e.params);
    throw e;
  }
  const existing = findUserByEmail(conn, email);
  if (existing?.removedAt) return fail('CAPTAIN_ACCOUNT_REMOVED', { email });
  let passwordHash: string | null = null;
  if (!existing) {
    try {
      checkNewPassword(input.password ?? '');
    } catch (e) {
      if (e instanceof UserInputError) return fail('INVALID_USER', e.params);
      throw e;
    }
    passwordHash = await hashPassword(input.password!);
  }
  const competitionId = folder.value.competition.id;
  return writeTransaction(conn, () => {
    let account = findUserByEmail(conn, email);
    const created = !account;
    if (!account) account = insertUserRow(conn, { email, passwordHash: passwordHash!, role: 'captain', club: team.club });
    const already = liveGrant(conn, account.id, competitionId, team.name);
    if (already) return fail('CAPTAIN_ALREADY', { email, team: team.name });
    insertGrant(conn, { userId: account.id, competitionId, team: team.name, grantedBy: user.id });
    audit(conn, { userId: user.id, via: 'web' }, 'captain.grant', null, { slug: input.slug, team: team.name, email, created });
    return { ok: true as const, value: { email, team: team.name, created } };
  });
}

/** The team names of a team league, in teams.csv order (arbiters only); empty while it does not compute. */
export function leagueTeamNames(conn: Connection, user: User | null, slug: string): Result<string[]> {
  return forArbiter(user, (user) => {
    const folder = leagueFolder(conn, slug);
    return folder.ok ? folder.value.result!.teams.map((t) => t.name) : [];
  });
}

/** The captains of a team league (arbiters only). */
export function listCaptains(conn: Connection, user: User | null, slug: string): Result<CaptainGrant[]> {
  return forArbiter(user, (user) => {
    const c = getCompetitionBySlug(conn, slug);
    if (!c) return [];
    return listLiveGrants(conn, c.id);
  });
}

/**
 * Takes a captain's grant away (arbiters only): the grant's `revoked_at` is set, one transaction
 * with its audit line. The account stays (it may captain other teams); the captain can no longer
 * see the team's form nor send a result. Their submissions still pending stay for the arbiter to
 * confirm or reject — they were sent while the captain held the grant.
 */
export function revokeCaptain(conn: Connection, user: User | null, slug: string, id: number): Result<{ email: string; team: string; pending: number }> {
  if (!isArbiter(user)) return notAllowed(user);
  const c = getCompetitionBySlug(conn, slug);
  if (!c) return fail('NOT_FOUND', { what: 'competition', name: slug });
  return writeTransaction(conn, () => {
    const grant = liveGrantById(conn, c.id, id);
    if (!grant) return fail('CAPTAIN_NO_GRANT', { id });
    revokeGrant(conn, id, isoNow());
    const pending = pendingCountBy(conn, c.id, grant.team, grant.userId);
    audit(conn, { userId: user.id, via: 'web' }, 'captain.revoke', null, { slug, grant: id, team: grant.team, email: grant.email, pending });
    return { ok: true as const, value: { email: grant.email, team: grant.team, pending } };
  });
}

interface CaptainTeam {
  slug: string;
  competition: string;
  team: string;
}

/** The teams the signed-in account captains (live grants only); empty for anyone else. */
export function captainTeams(conn: Connection, user: User | null): CaptainTeam[] {
  if (!user || user.removedAt) return [];
  return liveGrantsOfUser(conn, user.id);
}

/** The teams of the league `slug` the account captained and no longer does (grant revoked, none live), latest revocation first. */
export function revokedCaptaincies(conn: Connection, user: User | null, slug: string): { team: string; revokedAt: string }[] {
  if (!user) return [];
  const c = getCompetitionBySlug(conn, slug);
  if (!c) return [];
  const live = new Set(captainTeams(conn, user).filter((t) => t.slug === slug).map((t) => normalizeName(t.team)));
  const rows = revokedGrantsOfUser(conn, user.id, c.id);
  const seen = new Set<string>();
  const out: { team: string; revokedAt: string }[] = [];
  for (const r of rows) {
    const key = normalizeName(r.team);
    if (live.has(key) || seen.has(key)) continue;
    seen.add(key);
    out.push({ team: r.team, revokedAt: r.revokedAt! });
  }
  return out;
}

/** The refusal a captain whose grant of `team` was revoked gets: what happened and when, not a bare 403. */
export function revokedRefusal(conn: Connection, user: User | null, slug: string, team: string): Refusal | null {
  const r = revokedCaptaincies(conn, user, slug).find((x) => normalizeName(x.team) === normalizeName(team));
  if (!r) return null;
  const date = r.revokedAt.slice(0, 10);
  return fail('CAPTAIN_REVOKED', { team: r.team, date });
}

/** Whether the account captains `team` in the league `slug`; the refusal otherwise is `notAllowed(user)` (401 without an account, else 403). */
export function isCaptainOf(conn: Connection, user: User | null, slug: string, team: string): user is User {
  return user !== null && captainTeams(conn, user).some((t) => t.slug === slug && normalizeName(t.team) === normalizeName(team));
}

