/** Hand links of rows to register players (rules §2), kept per row. */
import { refuse, type Problem, type Result, said, type ParamsArg } from '@/lib/problem';
import type { ManualLink } from '@/lib/identity/link-players';
import { normalizeName } from '@/lib/identity/normalize-name';
import { writeTransaction, type Connection } from '@/db/client';
import type { Season, User } from '@/db/schema';
import { deleteLinkRow, insertLinkRow, latestRegisterRows, linksOfName, registerNameOf } from '@/db/queries/registry';
import { sortRegister, type RegisterEntry } from '@/lib/identity/search-register';
import { getStandings } from '@/server/standings';
import { audit } from '@/db/queries/audit';
import { bumpRevision } from '@/db/queries/seasons';
import { forArbiter, isArbiter, notAllowed } from './access';
import { web } from './access';
import { tournamentByCode, versionRows } from '@/db/queries/uploads';

/** Whether two hand links name the same row: tournament, normalized name, place and birth year. */
export const sameRow = (a: ManualLink, b: ManualLink) => a.tournamentId === b.tournamentId && a.normalizedName === b.normalizedName && (a.place ?? null) === (b.place ?? null) && (a.birthYear ?? null) === (b.birthYear ?? null);

export function saveLink(conn: Connection, user: User, season: Season, link: ManualLink) {
  deleteLink(conn, season, link);
  insertLinkRow(conn, { seasonId: season.id, tournamentCode: link.tournamentId, normalizedName: link.normalizedName, birthYear: link.birthYear ?? null, place: link.place ?? null, line: link.line ?? null, crId: link.crId, createdBy: user.id });
  audit(conn, web(user), link.crId === null ? 'link.keep-apart' : 'link.set', season.id, { tournament: link.tournamentId, name: link.normalizedName, place: link.place, line: link.line, crId: link.crId });
}

function deleteLink(conn: Connection, season: Season, link: ManualLink) {
  for (const r of linksOfName(conn, season.id, link.tournamentId, link.normalizedName)) {
    if (sameRow({ tournamentId: r.tournamentCode, normalizedName: r.normalizedName, place: r.place, birthYear: r.birthYear, crId: r.crId }, link)) {
      deleteLinkRow(conn, r.id);
    }
  }
}

/** The row on `line` of a tournament's current version, as the identity a hand link keeps. */
function currentRowLink(conn: Connection, season: Season, code: string, line: number, crId: string | null): ManualLink | null {
  const t = tournamentByCode(conn, season.id, code);
  if (!t || t.currentVersionId === null) return null;
  const r = versionRows(conn, t.currentVersionId).find((x) => x.line === line);
  return r ? { tournamentId: code, normalizedName: normalizeName(r.name), birthYear: r.birthYear, place: r.place, line: r.line, crId } : null;
}

/**
 * What a hand link came to: the CR id saved (null: kept apart), or a refusal — NOT_FOUND (no such
 * row), UNKNOWN_CR_ID ({ crId }), or ALREADY_IN_TOURNAMENT ({ crId, name, otherName, place, line }):
 * not saved until the arbiter confirms, the player already has another row of this tournament.
 */
type LinkOutcome = Result<{ crId: string | null }>;

const linkRefused = <C extends 'NOT_FOUND' | 'UNKNOWN_CR_ID' | 'ALREADY_IN_TOURNAMENT'>(code: C, ...[params]: ParamsArg<C>) => refuse([said<Problem>({ code, ...(params ? { params } : {}) })]);

/**
 * Link one row (by its line in the current version) of a tournament to a register player by hand,
 * or keep it apart (`crId` null). An id that is not in the season's register is refused (a typo
 * would otherwise make a player out of nothing); a player who already has another row of the
 * tournament is linked only with `confirmDuplicate` — the table would count one of the two rows.
 */
export function setManualLink(conn: Connection, user: User | null, season: Season, code: string, line: number, crId: string | null, options: { confirmDuplicate?: boolean } = {}): LinkOutcome {
  if (!isArbiter(user)) return notAllowed(user);
  return writeTransaction<LinkOutcome>(conn, () => {
    const link = currentRowLink(conn, season, code, line, crId);
    if (!link) return linkRefused('NOT_FOUND');
    if (crId !== null) {
      const knownName = registerNameOf(conn, season.id, crId);
      if (knownName === undefined) return linkRefused('UNKNOWN_CR_ID', { crId });
      if (!options.confirmDuplicate) {
        const other = getStandings(conn, season)
          .tournaments.find((t) => t.id === code)
          ?.rows.find((r) => r.playerKey === `cr:${crId}` && r.line !== line);
        if (other) return linkRefused('ALREADY_IN_TOURNAMENT', { crId, name: knownName, otherName: other.name, place: other.place, line: other.line });
      }
    }
    saveLink(conn, user, season, link);
    bumpRevision(conn, season.id);
    return { ok: true, value: { crId } };
  });
}

/** The season's whole register, one entry per CR id (its latest membership), sorted by name — for linking by hand. */
export function registerForLinking(conn: Connection, user: User | null, season: Season): Result<RegisterEntry[]> {
  return forArbiter(user, (user) => sortRegister(latestRegisterRows(conn, season.id).map((r) => ({ crId: r.crId, name: r.name, birthYear: r.birthYear, club: r.club }))));
}

/** Back to automatic linking for a row. */
export function removeManualLink(conn: Connection, user: User | null, season: Season, code: string, line: number): Result<boolean> {
  return forArbiter(user, (user) => {
    return writeTransaction(conn, () => {
      const link = currentRowLink(conn, season, code, line, null);
      if (!link) return false;
      deleteLink(conn, season, link);
      bumpRevision(conn, season.id);
      audit(conn, web(user), 'link.remove', season.id, { tournament: code, name: link.normalizedName, place: link.place, line });
      return true;
    });
  });
}
