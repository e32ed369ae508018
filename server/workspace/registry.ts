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
import { insertRegisterPlayer, registerRows } from '@/db/queries/registry';
import { audit } from '@/db/queries/audit';
import { bumpRevision } from '@/db/queries/seasons';
import { assertArbiter } from './access';
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
  problems: { line: number; code: string; severity: string; message: string }[];
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
export function previewRegistry(conn: Connection, user: User | null, season: Season, bytes: Uint8Array): RegistryPreview {
  assertArbiter(user);
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
  return {
    ok: !parsed.problems.some((p) => p.severity === 'error'),
    problems: summarizeProblems(parsed.problems),
    newPlayers: newPlayers.slice(0, PREVIEW_LIST_LIMIT),
    changedMemberships: changed.slice(0, PREVIEW_LIST_LIMIT),
    players: nextById.size,
    newPlayerCount: newPlayers.length,
    changedMembershipCount: changed.length,
  };
}

/** regulation §2: an unregistered player of the region registers at the first tournament played. */
export function addRegistryPlayer(
  conn: Connection,
  user: User | null,
  season: Season,
  p: { crId: string; name: string; birthYear: number | null; sex: 'M' | 'F' | null; club: string; region: string; from: string | null },
): Result<{ crId: string }> {
  assertArbiter(user);
  const errors: Problem[] = [];
  if (!/^\d{1,10}$/.test(p.crId)) errors.push(coded<Problem>({ code: 'INVALID_CR_ID' }));
  if (!p.name.trim()) errors.push(coded<Problem>({ code: 'MISSING_NAME' }));
  if (!p.club.trim()) errors.push(coded<Problem>({ code: 'MISSING_CLUB' }));
  if (p.name.length > MAX_TEXT_LENGTH || p.club.length > MAX_TEXT_LENGTH || p.region.length > MAX_TEXT_LENGTH) errors.push(coded<Problem>({ code: 'NAME_TOO_LONG' }));
  if (p.from !== null && !isIsoDate(p.from)) errors.push(coded<Problem>({ code: 'INVALID_DATE', params: { value: p.from } }));
  else if (p.from !== null) {
    // a membership that starts after the season's last day counts for none of its tournaments (issue 29,
    // defect 10); one that starts before its first day is a member all season, which is fine
    const window = seasonWindow(season.year, seasonRules(season).window);
    if (p.from > window.to) errors.push(coded<Problem>({ code: 'REGISTERED_FROM_OUTSIDE_SEASON', params: { date: p.from, from: window.from, to: window.to } }));
  }
  if (errors.length) return refuse(errors);
  return writeTransaction(conn, () => {
    insertRegisterPlayer(conn, season.id, { crId: p.crId, name: p.name.trim(), birthYear: p.birthYear, sex: p.sex, club: p.club.trim(), region: p.region.trim(), from: p.from });
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'registry.add', season.id, p);
    return { ok: true as const, value: { crId: p.crId } };
  });
}
