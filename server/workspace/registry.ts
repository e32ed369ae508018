/** The season's player register: preview of a new one, a player added by hand (regulation §2). */
import { coded, refuse, type Problem } from '@/lib/problem';
import { summarizeProblems } from '@/lib/import/problems';
import { MAX_TEXT_LENGTH } from '@/lib/import/values';
import { isIsoDate } from '@/lib/dates';
import { seasonWindow } from '@/lib/calendar/season-window';
import { seasonRules } from '@/server/seasons';
import { parseRegistryFile, type RegistryRow } from '@/lib/import/parse-registry';
import { importLimits } from '@/server/import-limits';
import { writeTransaction, type Connection } from '@/db/client';
import type { Season, User } from '@/db/schema';
import { deleteRegisterRow, findRegisterRows, updateRegisterRow, insertRegisterPlayer, registerRow, registerRows, reinsertRegisterRow, type RegistryPlayer } from '@/db/queries/registry';
import { audit, auditLineOf, auditLinesOf } from '@/db/queries/audit';
import { getSeasonInput, getStandings } from '@/server/standings';
import { computeStandings } from '@/lib/series/standings';
import { notFound } from '@/lib/problem-status';
import { bumpRevision } from '@/db/queries/seasons';
import { forArbiter, isArbiter, notAllowed } from './access';
import { web } from './access';
import type { Result } from '@/lib/problem';

/** Lists in a register preview stop here (the counts stay whole): an answer stays small whatever the file. */
const PREVIEW_LIST_LIMIT = 500;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export interface RegistryPreview {
  ok: boolean;
  problems: { line: number; code: string; severity: string; message?: string; params?: Record<string, string | number> }[];
  newPlayers: RegistryRow[];
  changedMemberships: { crId: string; name: string; before: string; after: string }[];
  players: number;
  /** Whole counts (the lists above stop at 500). */
  newPlayerCount: number;
  changedMembershipCount: number;
}

const membership = (rows: { club: string | null; region: string | null; from: string | null; to: string | null }[]) =>
  rows.map((r) => `${r.club ?? '—'} (${r.region ?? '—'}) ${r.from ?? '…'}–${r.to ?? '…'}`).join('; ');

/** What a new register will change: new players, changed memberships, problems with lines. */
export function previewRegistry(conn: Connection, user: User | null, season: Season, bytes: Uint8Array): Result<RegistryPreview> {
  return forArbiter(user, (user) => {
    const parsed = parseRegistryFile(bytes, importLimits().register);
    const current = registerRows(conn, season.id);
    const byId = groupBy(current, (r) => r.crId);
    const nextById = groupBy(parsed.rows, (r) => r.crId);
    const newPlayers: RegistryRow[] = [];
    const changed: RegistryPreview['changedMemberships'] = [];
    for (const [crId, rows] of nextById) {
      const old = byId.get(crId);
      if (!old) newPlayers.push(rows[0]!);
      else if (membership(old) !== membership(rows)) changed.push({ crId, name: rows[0]!.name, before: membership(old), after: membership(rows) });
    }
    const ok = !parsed.problems.some((p) => p.severity === 'error');
    // issue 40, B2: what the new register does to the table, before it is saved
    const effect = ok ? registerChangeEffect(conn, season, parsed.rows) : null;
    const uncounts = effect && effect.lostResults > 0 ? [{ ...coded<Problem>({ code: 'REGISTER_UPLOAD_UNCOUNTS', params: { results: effect.lostResults, players: effect.lostPlayers } }), line: 0, severity: 'warning' }] : [];
    return {
      ok,
      problems: [...uncounts, ...summarizeProblems(parsed.problems)],
      newPlayers: newPlayers.slice(0, PREVIEW_LIST_LIMIT),
      changedMemberships: changed.slice(0, PREVIEW_LIST_LIMIT),
      players: nextById.size,
      newPlayerCount: newPlayers.length,
      changedMembershipCount: changed.length,
    };
  });
}

/** What a change of the register does to the table: the results and players that stop counting (or start). */
interface RegisterChangeEffect {
  /** Results counted now that would not be. */
  lostResults: number;
  lostPlayers: number;
  gainedResults: number;
}

type RegisterInputRow = NonNullable<ReturnType<typeof getSeasonInput>['registry']>[number];

const asInputRow = (r: Pick<RegistryPlayer, 'line' | 'crId' | 'name' | 'fideId' | 'birthYear' | 'sex' | 'rating' | 'category' | 'fed' | 'club' | 'region' | 'from' | 'to'>): RegisterInputRow => ({
  line: r.line,
  crId: r.crId,
  name: r.name,
  fideId: r.fideId,
  birthYear: r.birthYear,
  sex: r.sex,
  rating: r.rating,
  category: r.category,
  fed: r.fed,
  club: r.club,
  region: r.region,
  from: r.from,
  to: r.to,
});

/**
 * Issue 40, B2: the season's results computed again with the register as it would be after a
 * change, and compared row by row with the results as they count now. In a season with a region
 * the register decides who is classified (rules §3): the first entry of an empty register makes
 * every player it does not have "not registered", which the arbiter must see before saving.
 */
export function registerChangeEffect(conn: Connection, season: Season, nextRegistry: readonly RegisterInputRow[]): RegisterChangeEffect {
  const input = getSeasonInput(conn, season);
  // the table as it counts now is the memoized one (same input, plus the outlook, which eligibility ignores)
  const memo = getStandings(conn, season);
  const before = memo.stale ? computeStandings(input) : memo;
  const after = computeStandings({ ...input, registry: nextRegistry.length ? nextRegistry : null });
  let lostResults = 0;
  let gainedResults = 0;
  const lostPlayers = new Set<string>();
  before.tournaments.forEach((t, ti) => {
    const next = after.tournaments[ti];
    t.rows.forEach((row, i) => {
      const now = next?.rows[i];
      if (!now) return;
      if (row.eligible && !now.eligible) {
        lostResults++;
        lostPlayers.add(now.playerKey);
      } else if (!row.eligible && now.eligible) gainedResults++;
    });
  });
  return { lostResults, lostPlayers: lostPlayers.size, gainedResults };
}

function currentRegisterInput(conn: Connection, season: Season): RegisterInputRow[] {
  return registerRows(conn, season.id).map(asInputRow);
}

/** A change that makes results stop counting is refused until the arbiter confirms it, with the counts. */
function uncountsUnconfirmed(effect: RegisterChangeEffect, confirmed: boolean): Problem | null {
  if (confirmed || effect.lostResults === 0) return null;
  return coded<Problem>({ code: 'REGISTER_CHANGE_UNCOUNTS', params: { results: effect.lostResults, players: effect.lostPlayers } });
}

/** What the arbiter types for one register entry, added by hand or edited. */
export type RegisterEntryFields = {
  crId: string;
  name: string;
  birthYear: number | null;
  sex: 'M' | 'F' | null;
  club: string;
  region: string;
  from: string | null;
};

/**
 * The checks of an entry the arbiter types (issue 40, C14), one list for adding and editing: a CR id
 * of 1–10 digits, a name, a club, a birth year within 1900–the season's year, texts within the
 * limit, a `from` date that is a date and not after the season's last day.
 */
function registerEntryProblems(season: Season, p: RegisterEntryFields): Problem[] {
  const errors: Problem[] = [];
  if (!/^\d{1,10}$/.test(p.crId)) errors.push(coded<Problem>({ code: 'INVALID_CR_ID' }));
  if (!p.name.trim()) errors.push(coded<Problem>({ code: 'MISSING_NAME', params: { list: 'register' } }));
  // issue 40, C14: a birth year after the season (2031 in a 2026 season) or before anyone living is a typo
  if (p.birthYear !== null && (p.birthYear < 1900 || p.birthYear > season.year)) errors.push(coded<Problem>({ code: 'INVALID_BIRTH_YEAR', params: { value: p.birthYear, min: 1900, max: season.year } }));
  if (!p.club.trim()) errors.push(coded<Problem>({ code: 'MISSING_CLUB' }));
  if (p.name.length > MAX_TEXT_LENGTH || p.club.length > MAX_TEXT_LENGTH || p.region.length > MAX_TEXT_LENGTH) errors.push(coded<Problem>({ code: 'NAME_TOO_LONG' }));
  if (p.from !== null && !isIsoDate(p.from)) errors.push(coded<Problem>({ code: 'INVALID_DATE', params: { value: p.from } }));
  else if (p.from !== null) {
    // a membership that starts after the season's last day counts for none of its tournaments (issue 29,
    // defect 10); one that starts before its first day is a member all season, which is fine
    const window = seasonWindow(season.year, seasonRules(season).window);
    if (p.from > window.to) errors.push(coded<Problem>({ code: 'REGISTERED_FROM_OUTSIDE_SEASON', params: { date: p.from, from: window.from, to: window.to } }));
  }
  return errors;
}

/** regulation §2: an unregistered player of the region registers at the first tournament played. */
export function addRegistryPlayer(conn: Connection, user: User | null, season: Season, p: RegisterEntryFields, options: { confirmUncounted?: boolean } = {}): Result<{ crId: string }> {
  if (!isArbiter(user)) return notAllowed(user);
  const errors = registerEntryProblems(season, p);
  if (errors.length) return refuse(errors);
  const entry = { line: 0, crId: p.crId, name: p.name.trim(), fideId: null, birthYear: p.birthYear, sex: p.sex, rating: null, category: null, fed: null, club: p.club.trim(), region: p.region.trim(), from: p.from, to: null };
  const unconfirmed = uncountsUnconfirmed(registerChangeEffect(conn, season, [...currentRegisterInput(conn, season), entry]), !!options.confirmUncounted);
  if (unconfirmed) return refuse([unconfirmed]);
  return writeTransaction(conn, () => {
    insertRegisterPlayer(conn, season.id, { crId: p.crId, name: p.name.trim(), birthYear: p.birthYear, sex: p.sex, club: p.club.trim(), region: p.region.trim(), from: p.from });
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'registry.add', season.id, p);
    return { ok: true as const, value: { crId: p.crId } };
  });
}

/** What an edit may change: everything the arbiter types but the CR id (see editRegistryEntry). */
type RegisterEntryEdit = Partial<Omit<RegisterEntryFields, 'crId'>>;

/**
 * Issue 40, B2 (item 3): the arbiter corrects one register entry — name, birth year, sex, club,
 * region, membership start. A field left out keeps its stored value; the entry as it would be is
 * checked like one added by hand (so an uploaded entry without a club gets one when edited), and a
 * change that makes results stop counting (a season with a region) waits for a confirmation with
 * the counts. The CR id is not editable: it is the player's identity, which the hand links and the
 * player's other membership rows share — a wrong CR id is removed and added again, so that each
 * step asks about its own effect. The audit line holds the row before and after.
 */
export function editRegistryEntry(
  conn: Connection,
  user: User | null,
  season: Season,
  id: number,
  fields: RegisterEntryEdit,
  options: { confirmUncounted?: boolean } = {},
): Result<{ crId: string }> {
  if (!isArbiter(user)) return notAllowed(user);
  const row = registerRow(conn, season.id, id);
  if (!row) return notFound({ what: 'registerEntry', name: String(id), season: season.slug });
  const merged: RegisterEntryFields = {
    crId: row.crId,
    name: fields.name ?? row.name,
    birthYear: fields.birthYear !== undefined ? fields.birthYear : row.birthYear,
    sex: fields.sex !== undefined ? fields.sex : row.sex,
    club: fields.club ?? row.club ?? '',
    region: fields.region ?? row.region ?? '',
    from: fields.from !== undefined ? fields.from : row.from,
  };
  const errors = registerEntryProblems(season, merged);
  if (errors.length) return refuse(errors);
  const changes = {
    name: merged.name.trim(),
    birthYear: merged.birthYear,
    sex: merged.sex,
    club: merged.club.trim(),
    // a region the arbiter did not touch stays as stored (an uploaded row may have none)
    region: fields.region !== undefined ? fields.region.trim() : row.region,
    from: merged.from,
  };
  const after: RegistryPlayer = { ...row, ...changes };
  const next = registerRows(conn, season.id).map((r) => asInputRow(r.id === id ? after : r));
  const unconfirmed = uncountsUnconfirmed(registerChangeEffect(conn, season, next), !!options.confirmUncounted);
  if (unconfirmed) return refuse([unconfirmed]);
  return writeTransaction(conn, () => {
    updateRegisterRow(conn, id, changes);
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'registry.edit', season.id, { crId: row.crId, name: after.name, before: row, after });
    return { ok: true as const, value: { crId: row.crId } };
  });
}

/** Register rows listed on the arbiter's page: the hand-added ones, or those a search finds. */
export const REGISTER_ROWS_LISTED = 50;
/** How many players (CR ids) the season's register has. */
export function registerSize(conn: Connection, user: User | null, season: Season): Result<number> {
  return forArbiter(user, (user) => new Set(registerRows(conn, season.id).map((r) => r.crId)).size);
}

export function listRegisterRows(conn: Connection, user: User | null, season: Season, q: string): Result<RegistryPlayer[]> {
  return forArbiter(user, (user) => findRegisterRows(conn, season.id, q.slice(0, 200), REGISTER_ROWS_LISTED));
}

/**
 * Issue 40, B2: the arbiter removes one register row (a wrong entry, a spelling added twice). The
 * whole row goes into the audit line, so that "Przywróć" puts it back as it was; a removal that
 * makes results stop counting (a season with a region) waits for a confirmation with the counts.
 */
export function removeRegistryEntry(conn: Connection, user: User | null, season: Season, id: number, options: { confirmUncounted?: boolean } = {}): Result<{ crId: string }> {
  if (!isArbiter(user)) return notAllowed(user);
  const row = registerRow(conn, season.id, id);
  if (!row) return notFound({ what: 'registerEntry', name: String(id), season: season.slug });
  const next = registerRows(conn, season.id).filter((r) => r.id !== id).map(asInputRow);
  const unconfirmed = uncountsUnconfirmed(registerChangeEffect(conn, season, next), !!options.confirmUncounted);
  if (unconfirmed) return refuse([unconfirmed]);
  return writeTransaction(conn, () => {
    deleteRegisterRow(conn, id);
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'registry.remove', season.id, { crId: row.crId, name: row.name, row });
    return { ok: true as const, value: { crId: row.crId } };
  });
}

/** A removal the arbiter may undo: the audit line of a `registry.remove` whose row is not back yet. */
interface RemovedRegisterEntry {
  auditId: number;
  at: string;
  row: RegistryPlayer;
}

/** The season's latest removals whose rows are not back (newest first, at most 20). */
export function removedRegisterEntries(conn: Connection, user: User | null, season: Season): Result<RemovedRegisterEntry[]> {
  return forArbiter(user, (user) => {
    const lines = auditLinesOf(conn, season.id, 'registry.remove', 20);
    const out: RemovedRegisterEntry[] = [];
    for (const line of lines) {
      const row = (JSON.parse(line.details) as { row?: RegistryPlayer }).row;
      if (row && !registerRow(conn, season.id, row.id)) out.push({ auditId: line.id, at: line.at, row });
    }
    return out;
  });
}

/** Undoes a removal: the row of the audit line `auditId` goes back as it was (same id), audited. */
export function restoreRegistryEntry(conn: Connection, user: User | null, season: Season, auditId: number): Result<{ crId: string }> {
  if (!isArbiter(user)) return notAllowed(user);
  const line = auditLineOf(conn, season.id, 'registry.remove', auditId);
  const row = line ? (JSON.parse(line.details) as { row?: RegistryPlayer }).row : undefined;
  if (!row || row.seasonId !== season.id || registerRow(conn, season.id, row.id)) return notFound({ what: 'registerEntry', name: String(auditId), season: season.slug });
  return writeTransaction(conn, () => {
    reinsertRegisterRow(conn, row);
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'registry.restore', season.id, { crId: row.crId, name: row.name, auditId });
    return { ok: true as const, value: { crId: row.crId } };
  });
}
