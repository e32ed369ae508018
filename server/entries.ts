/**
 * Before the tournament (issue 41; formats §7): the organizer's announcement of a reserved
 * tournament, the players' entries, and the start list for the pairing program. The use cases of
 * the pages, the API and `gp entries` alike: each checks who may do it, runs the pure checks of
 * lib/entries once, and writes in one transaction with its audit line. Who manages a tournament's
 * entries: the organizer who reserved it or an organizer of the same club, and the series arbiter.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { writeTransaction, type Connection } from '@/db/client';
import type { Announcement, Entry, Reservation, Season, User } from '@/db/schema';
import { audit, type Via } from '@/db/queries/audit';
import { bumpRevision } from '@/db/queries/seasons';
import { liveReservationFor, updateReservationRow } from '@/db/queries/calendar';
import { sessionSecret } from '@/db/queries/settings';
import {
  announcementOf,
  announcementsOf,
  entriesOf,
  entryByCodeHash,
  entryById,
  entryCounts,
  insertEntry,
  liveEntryCounts,
  putAnnouncement,
  registerCandidates,
  reservationWithSeason,
  updateEntry,
  upcomingReservations,
  type AnnouncementPatch,
} from '@/db/queries/entries';
import type { RegistryPlayer } from '@/db/queries/registry';
import { complianceChecks, type ComplianceItem } from '@/lib/calendar/compliance';
import { entryAgesOf, entryCategory, entryFee, type EntryAges, type EntryCategory, type EntryFees } from '@/lib/entries/categories';
import { duplicateOf } from '@/lib/entries/duplicates';
import { entriesState, type EntriesState } from '@/lib/entries/entry-window';
import { findInRegister, type RegisterPlayer } from '@/lib/entries/find-in-register';
import { publicList, type PublicList } from '@/lib/entries/public-list';
import { entryLimitReached, windowStart, type EntryLimits } from '@/lib/entries/rate-limit';
import { entryLimits } from './entry-limits';
import { startListCsv, startListTrf, type StartListPlayer } from '@/lib/entries/start-list';
import { validateEntry, type EntryInput } from '@/lib/entries/validate-entry';
import { placeEntries, waitingChanges } from '@/lib/entries/waiting-list';
import { hashCode, withdrawalCode } from '@/lib/entries/withdrawal-code';
import { refinement } from '@/lib/config/refinement';
import { zodIssueParams } from '@/lib/config/zod-issue';
import { coded, notFound, refuse, type Problem, type Result } from '@/lib/problem';
import { plannedOf, seasonCalendar } from './calendar/common';
import { seasonRules } from './seasons';

/** May `user` manage this reservation's announcement and entries? */
export function managesReservation(user: User | null, r: Pick<Reservation, 'ownerId' | 'club'>): boolean {
  if (!user) return false;
  if (user.role === 'arbiter') return true;
  return user.role === 'organizer' && (r.ownerId === user.id || (user.club !== null && user.club !== '' && user.club === r.club));
}

const forbidden = () => refuse([coded<Problem>({ code: 'FORBIDDEN', params: { reason: 'own-reservations' } })]);
const unauthenticated = () => refuse([coded<Problem>({ code: 'UNAUTHENTICATED', params: { reason: 'no-credentials' } })]);

/** The reservation and its season, or 404: a reservation of an unpublished season is the arbiter's alone. */
function loadReservation(conn: Connection, id: number, user: User | null): Result<{ r: Reservation; season: Season }> {
  const found = reservationWithSeason(conn, id);
  if (!found || (!found.season.public && user?.role !== 'arbiter')) return notFound({ what: 'reservation', name: id });
  return { ok: true, value: found };
}

/** The entry-fee ages of the season's rule set (its `entryAges`, else its category prizes' ages). */
function seasonAges(season: Season): EntryAges {
  try {
    return entryAgesOf(seasonRules(season));
  } catch {
    return entryAgesOf({});
  }
}

const yearOf = (r: Reservation) => Number(r.date.slice(0, 4));

/** The reservation's fees in złoty (the organizer's plan), or null. */
export function feesOf(r: Reservation): Partial<EntryFees> | null {
  return plannedOf(r).fees;
}

export interface AnnouncementView {
  reservation: Reservation;
  season: Season;
  announcement: Announcement | null;
  /** regulation §1 checks of the plan (lib/calendar/compliance.ts); all `ok`: "meets the regulation". */
  compliance: ComplianceItem[];
  fees: Partial<EntryFees> | null;
  /** The fee of each category, in złoty (null: not announced). */
  feeByCategory: Record<EntryCategory, number | null>;
  ages: EntryAges;
  state: EntriesState;
  list: PublicList;
  limit: number | null;
  /** The tournament id results are uploaded to (`r{id}`, or `final`). */
  tournamentCode: string;
}

/** The public announcement of a reserved tournament, with its entry list. */
export function announcementView(conn: Connection, id: number, today: string, user: User | null = null): Result<AnnouncementView> {
  const loaded = loadReservation(conn, id, user);
  if (!loaded.ok) return loaded;
  const { r, season } = loaded.value;
  if (r.status === 'rejected') return notFound({ what: 'reservation', name: id });
  const announcement = announcementOf(conn, r.id) ?? null;
  const { format } = seasonCalendar(season);
  const fees = feesOf(r);
  const categories: EntryCategory[] = ['junior14', 'woman', 'junior18', 'veteran60', 'senior'];
  const all = entriesOf(conn, r.id);
  return {
    ok: true,
    value: {
      reservation: r,
      season,
      announcement,
      compliance: complianceChecks(plannedOf(r), format),
      fees,
      feeByCategory: Object.fromEntries(categories.map((c) => [c, entryFee(c, fees)])) as Record<EntryCategory, number | null>,
      ages: seasonAges(season),
      state: entriesState({ date: r.date, status: r.status, closedAt: announcement?.entriesClosedAt ?? null }, today),
      list: publicList(all.map((e) => ({ id: e.id, name: e.name, club: e.club, rating: e.rating, category: e.category, withdrawn: e.withdrawnAt !== null, waiting: e.waiting }))),
      limit: announcement?.entryLimit ?? null,
      tournamentCode: r.final ? 'final' : `r${r.id}`,
    },
  };
}

/** Who sends an entry: the client's key (server/abuse-guard clientKey) and the bot field's value. */
export interface EntryContext {
  now: Date;
  /** The client's key, or null when unknown (the command line, a test). */
  client: string | null;
  /** The hidden field a person never fills; anything in it refuses the entry without a word of why. */
  botField?: string | null;
  via: 'web' | 'api';
  limits?: EntryLimits;
  /** Random bytes for the withdrawal code (tests pass their own). */
  random?: () => Uint8Array;
}

interface EntryTaken {
  entry: { id: number; name: string; club: string | null; category: EntryCategory; fee: number | null; waiting: boolean };
  /** The withdrawal code, shown once. */
  code: string;
}

/** The client's key as stored: keyed with the site's secret, so the stored hashes do not give addresses back. */
function clientHashOf(conn: Connection, client: string | null): string | null {
  if (client === null || client === '') return null;
  return createHash('sha256').update(`${sessionSecret(conn)}:entry-client:${client}`).digest('hex');
}

/** The register player an entrant is, by the latest membership of the CR id. */
function registerPlayers(rows: readonly RegistryPlayer[]): RegisterPlayer[] {
  const latest = new Map<string, RegistryPlayer>();
  for (const r of rows) {
    const seen = latest.get(r.crId);
    if (!seen || (r.from ?? '') >= (seen.from ?? '')) latest.set(r.crId, r);
  }
  return [...latest.values()].map((r) => ({ crId: r.crId, fideId: r.fideId, name: r.name, birthYear: r.birthYear, sex: r.sex, club: r.club, rating: r.rating, fed: r.fed }));
}

/** The entry to store: the player's own words, or the register's record of them when found. */
function resolveEntrant(conn: Connection, season: Season, r: Reservation, input: EntryInput): Result<{ name: string; birthYear: number; sex: 'M' | 'F'; club: string | null; crId: string | null; fideId: string | null; rating: number | null; fed: string | null; foundBy: 'crId' | 'fideId' | 'name' | null }> {
  const valid = validateEntry(input, yearOf(r));
  if (!valid.ok) return valid;
  const e = valid.value;
  const register = registerPlayers(registerCandidates(conn, season.id, { crId: e.crId, fideId: e.fideId, birthYear: e.birthYear }));
  const match = findInRegister(register, { crId: e.crId, fideId: e.fideId, name: e.name, birthYear: e.birthYear });
  if (match.kind === 'ambiguous') return refuse([coded<Problem>({ code: 'ENTRY_REGISTER_AMBIGUOUS', params: { field: 'crId', name: e.name, birth: e.birthYear } })]);
  if (match.kind === 'none') return { ok: true, value: { ...e, rating: null, fed: null, foundBy: null } };
  const p = match.player;
  // the register's record of the player: their name as the register writes it, their current club
  return {
    ok: true,
    value: {
      name: p.name,
      birthYear: p.birthYear ?? e.birthYear,
      sex: p.sex ?? e.sex,
      club: p.club ?? e.club,
      crId: p.crId,
      fideId: p.fideId ?? e.fideId,
      rating: p.rating,
      // a player of the Central Register is a Polish federation's player unless the register says otherwise
      fed: p.fed || 'POL',
      foundBy: match.by,
    },
  };
}

type Entrant = Extract<ReturnType<typeof resolveEntrant>, { ok: true }>['value'];

/** The entrant to store (the player's words or the register's record) unless already entered: the one check of both ways in (a player's entry, the organizer's). */
function newEntrant(conn: Connection, season: Season, r: Reservation, input: EntryInput): Result<{ entrant: Entrant; existing: Entry[] }> {
  const entrant = resolveEntrant(conn, season, r, input);
  if (!entrant.ok) return entrant;
  const existing = entriesOf(conn, r.id);
  const dup = duplicateOf(
    existing.map((x) => ({ ...x, withdrawn: x.withdrawnAt !== null })),
    entrant.value,
  );
  if (dup) return refuse([coded<Problem>({ code: 'ENTRY_DUPLICATE', params: { name: dup.name } })]);
  return { ok: true, value: { entrant: entrant.value, existing } };
}

/** Recomputes who waits after a write (lib/entries/waiting-list.ts); inside the write's transaction. */
function settleWaiting(conn: Connection, reservationId: number, limit: number | null): { id: number; waiting: boolean }[] {
  const changes = waitingChanges(
    entriesOf(conn, reservationId).map((x) => ({ id: x.id, withdrawn: x.withdrawnAt !== null, waiting: x.waiting })),
    limit,
  );
  for (const c of changes) updateEntry(conn, c.id, { waiting: c.waiting });
  return changes;
}

const grosze = (zl: number | null) => (zl === null ? null : Math.round(zl * 100));

/**
 * A player's entry (formats §7 POST): refused when the tournament takes none (409), a field is
 * wrong (422, the field named), the same person entered already (409), the client sent too many
 * (429), or the bot field is filled (422). Stored with its category and fee, waiting when the field
 * is full, with its withdrawal code's hash and an audit line, in one transaction.
 */
export function enterTournament(conn: Connection, id: number, input: EntryInput, ctx: EntryContext): Result<EntryTaken> {
  const loaded = loadReservation(conn, id, null);
  if (!loaded.ok) return loaded;
  if (ctx.botField) return refuse([coded<Problem>({ code: 'ENTRY_NOT_ACCEPTED' })]);
  const clientHash = clientHashOf(conn, ctx.client);
  const limits = ctx.limits ?? entryLimits();
  const code = withdrawalCode(ctx.random ? ctx.random() : randomBytes(10));
  const at = ctx.now.toISOString();
  const today = at.slice(0, 10);
  return writeTransaction(conn, () => {
    const { r, season } = reservationWithSeason(conn, id)!;
    const announcement = announcementOf(conn, r.id);
    const state = entriesState({ date: r.date, status: r.status, closedAt: announcement?.entriesClosedAt ?? null }, today);
    if (state !== 'open') return refuse([coded<Problem>({ code: 'ENTRIES_CLOSED', params: { state } })]);
    const entrant = newEntrant(conn, season, r, input);
    if (!entrant.ok) return entrant;
    const { entrant: e, existing } = entrant.value;
    if (clientHash !== null) {
      const reached = entryLimitReached(entryCounts(conn, r.id, clientHash, windowStart(ctx.now, limits)), limits);
      if (reached) return refuse([coded<Problem>({ code: 'ENTRY_LIMIT', params: { which: reached } })]);
    }
    const category = entryCategory(e, yearOf(r), seasonAges(season));
    const fee = entryFee(category, feesOf(r));
    const row = insertEntry(conn, {
      reservationId: r.id,
      name: e.name,
      birthYear: e.birthYear,
      sex: e.sex,
      club: e.club,
      crId: e.crId,
      fideId: e.fideId,
      rating: e.rating,
      fed: e.fed,
      category,
      feeGrosze: grosze(fee),
      foundBy: e.foundBy,
      consentAt: at,
      codeHash: hashCode(code),
      clientHash,
      via: ctx.via,
      createdAt: at,
    });
    const limit = announcement?.entryLimit ?? null;
    const waiting = placeEntries([...existing.map((x) => ({ id: x.id, withdrawn: x.withdrawnAt !== null })), { id: row.id, withdrawn: false }], limit).get(row.id) ?? false;
    if (waiting) updateEntry(conn, row.id, { waiting: true });
    audit(conn, { userId: null, via: ctx.via }, 'entry.create', season.id, { reservation: r.id, entry: row.id, name: row.name, category, ...(waiting ? { waiting } : {}), ...(e.foundBy ? { foundBy: e.foundBy, crId: e.crId } : {}) });
    return { ok: true as const, value: { entry: { id: row.id, name: row.name, club: row.club, category, fee, waiting }, code } };
  });
}

/**
 * Withdraws an entry (formats §7 DELETE): the player with the code they were shown, or whoever
 * manages the tournament. The first waiting entry moves up. Withdrawing a withdrawn entry again
 * changes nothing and is no error.
 */
export function withdrawEntry(conn: Connection, user: User | null, id: number, entryId: number, code: string | null, now: Date, via: Via = 'web'): Result<{ withdrawn: true; movedUp: number[] }> {
  const loaded = loadReservation(conn, id, user);
  if (!loaded.ok) return loaded;
  const byManager = managesReservation(user, loaded.value.r);
  if (!byManager && (code === null || code.trim() === '')) return user ? forbidden() : unauthenticated();
  return writeTransaction(conn, () => {
    const entry = entryById(conn, entryId);
    if (!entry || entry.reservationId !== id) return notFound({ what: 'entry', name: entryId });
    if (!byManager && (entry.codeHash === null || entry.codeHash !== hashCode(code!))) return refuse([coded<Problem>({ code: 'ENTRY_CODE_WRONG', params: { field: 'code' } })]);
    if (entry.withdrawnAt !== null) return { ok: true as const, value: { withdrawn: true as const, movedUp: [] } };
    updateEntry(conn, entry.id, { withdrawnAt: now.toISOString(), waiting: false });
    const moved = settleWaiting(conn, id, announcementOf(conn, id)?.entryLimit ?? null).filter((c) => !c.waiting).map((c) => c.id);
    audit(conn, { userId: user && byManager ? user.id : null, via }, 'entry.withdraw', loaded.value.season.id, { reservation: id, entry: entry.id, name: entry.name, by: byManager ? 'organizer' : 'code', ...(moved.length ? { movedUp: moved } : {}) });
    return { ok: true as const, value: { withdrawn: true as const, movedUp: moved } };
  });
}

const amount = z
  .number()
  .finite()
  .refine((x) => x >= 0, refinement('AMOUNT_NEGATIVE'))
  .refine((x) => x <= 1_000_000, refinement('AMOUNT_IMPLAUSIBLE'));

/** What the organizer edits: the reservation's plan and the announcement's own fields. */
export const AnnouncementInput = z
  .object({
    venue: z.string().trim().max(200).nullable().optional(),
    contact: z.string().trim().max(200).nullable().optional(),
    rounds: z.number().int().min(1).max(20).nullable().optional(),
    tempo: z.string().trim().max(40).nullable().optional(),
    fees: z.object({ adult: amount.nullable().optional(), junior18OrVeteran: amount.nullable().optional(), womanOrJunior14: amount.nullable().optional() }).strict().nullable().optional(),
    prizes: z.object({ places: z.array(amount.nullable()).max(50).optional(), category: amount.nullable().optional(), drawn: amount.nullable().optional() }).strict().nullable().optional(),
    text: z.string().max(5000).optional(),
    startsAt: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .nullable()
      .optional(),
    arbiter: z.string().trim().max(200).nullable().optional(),
    entryLimit: z.number().int().min(1).max(1000).nullable().optional(),
    entriesClosed: z.boolean().optional(),
  })
  .strict();
export type AnnouncementParams = z.input<typeof AnnouncementInput>;

const invalid = (issues: z.core.$ZodIssue[], input: unknown) => issues.map((i) => coded<Problem>({ code: 'INVALID_FIELD', params: { ...zodIssueParams(i, input), field: i.path.join('.') } }));

/**
 * The organizer edits the announcement: the plan the reservation holds (venue, contact, rounds,
 * tempo, fees, prizes) and the announcement's text, start, arbiter, limit, and whether entries are
 * closed. A changed limit moves entries on or off the waiting list at once.
 */
export function updateAnnouncement(conn: Connection, user: User | null, id: number, input: AnnouncementParams, now: Date, via: Via = 'web'): Result<Announcement> {
  if (!user) return unauthenticated();
  const parsed = AnnouncementInput.safeParse(input);
  if (!parsed.success) return refuse(invalid(parsed.error.issues, input));
  const p = parsed.data;
  const loaded = loadReservation(conn, id, user);
  if (!loaded.ok) return loaded;
  if (!managesReservation(user, loaded.value.r)) return forbidden();
  const at = now.toISOString();
  return writeTransaction(conn, () => {
    const r = reservationWithSeason(conn, id)!.r;
    const plan = {
      ...(p.venue !== undefined ? { venue: p.venue || null } : {}),
      ...(p.contact !== undefined ? { contact: p.contact || null } : {}),
      ...(p.rounds !== undefined ? { rounds: p.rounds } : {}),
      ...(p.tempo !== undefined ? { tempo: p.tempo || null } : {}),
      ...(p.fees !== undefined ? { feesJson: p.fees ? JSON.stringify(p.fees) : null } : {}),
      ...(p.prizes !== undefined ? { prizesJson: p.prizes ? JSON.stringify(p.prizes) : null } : {}),
    };
    if (Object.keys(plan).length > 0) {
      updateReservationRow(conn, id, plan);
      // a played tournament's page shows the reservation's venue and time control (issue 29)
      bumpRevision(conn, r.seasonId);
    }
    const before = announcementOf(conn, id);
    const patch: AnnouncementPatch = {
      ...(p.text !== undefined ? { text: p.text } : {}),
      ...(p.startsAt !== undefined ? { startsAt: p.startsAt } : {}),
      ...(p.arbiter !== undefined ? { arbiter: p.arbiter || null } : {}),
      ...(p.entryLimit !== undefined ? { entryLimit: p.entryLimit } : {}),
      ...(p.entriesClosed !== undefined ? { entriesClosedAt: p.entriesClosed ? (before?.entriesClosedAt ?? at) : null } : {}),
    };
    const row = putAnnouncement(conn, id, patch, at);
    const moved = p.entryLimit !== undefined ? settleWaiting(conn, id, row.entryLimit) : [];
    audit(conn, { userId: user.id, via }, 'announcement.update', r.seasonId, { reservation: id, ...p, ...(moved.length ? { waitingChanged: moved } : {}) });
    if (p.entriesClosed !== undefined && (before?.entriesClosedAt != null) !== p.entriesClosed) audit(conn, { userId: user.id, via }, p.entriesClosed ? 'entries.close' : 'entries.open', r.seasonId, { reservation: id });
    return { ok: true as const, value: row };
  });
}

/** The organizer's list: every entry with what the desk needs (birth year, fee, paid, present, waiting, withdrawn). */
export function organizerEntries(conn: Connection, user: User | null, id: number): Result<{ reservation: Reservation; entries: Entry[] }> {
  if (!user) return unauthenticated();
  const loaded = loadReservation(conn, id, user);
  if (!loaded.ok) return loaded;
  if (!managesReservation(user, loaded.value.r)) return forbidden();
  return { ok: true, value: { reservation: loaded.value.r, entries: entriesOf(conn, id) } };
}

/** Marks an entry paid or present (on the day), or not. */
export function markEntry(conn: Connection, user: User | null, id: number, entryId: number, marks: { paid?: boolean; present?: boolean }, via: Via = 'web'): Result<Entry> {
  if (!user) return unauthenticated();
  const loaded = loadReservation(conn, id, user);
  if (!loaded.ok) return loaded;
  if (!managesReservation(user, loaded.value.r)) return forbidden();
  const patch = { ...(typeof marks.paid === 'boolean' ? { paid: marks.paid } : {}), ...(typeof marks.present === 'boolean' ? { present: marks.present } : {}) };
  if (Object.keys(patch).length === 0) return refuse([coded<Problem>({ code: 'EMPTY_PATCH' })]);
  return writeTransaction(conn, () => {
    const entry = entryById(conn, entryId);
    if (!entry || entry.reservationId !== id) return notFound({ what: 'entry', name: entryId });
    const row = updateEntry(conn, entryId, patch);
    audit(conn, { userId: user.id, via }, 'entry.update', loaded.value.season.id, { reservation: id, entry: entryId, name: entry.name, ...patch });
    return { ok: true as const, value: row };
  });
}

/**
 * The organizer adds a player (a phone call, the desk on the day): the same checks of the fields,
 * the register and duplicates, no rate limit, allowed while entries are closed and on the day
 * itself (not after it, and not for a cancelled tournament). No withdrawal code: the organizer
 * removes it.
 */
export function addEntryByOrganizer(conn: Connection, user: User | null, id: number, input: EntryInput, now: Date, via: Via = 'web'): Result<Entry> {
  if (!user) return unauthenticated();
  const loaded = loadReservation(conn, id, user);
  if (!loaded.ok) return loaded;
  if (!managesReservation(user, loaded.value.r)) return forbidden();
  const at = now.toISOString();
  return writeTransaction(conn, () => {
    const { r, season } = reservationWithSeason(conn, id)!;
    if (r.status === 'rejected' || r.status === 'cancelled') return refuse([coded<Problem>({ code: 'ENTRIES_CLOSED', params: { state: 'cancelled' } })]);
    if (r.date < at.slice(0, 10)) return refuse([coded<Problem>({ code: 'ENTRIES_CLOSED', params: { state: 'past' } })]);
    // the organizer's own addition carries the player's consent given to the organizer
    const entrant = newEntrant(conn, season, r, { ...input, consent: true });
    if (!entrant.ok) return entrant;
    const { entrant: e } = entrant.value;
    const category = entryCategory(e, yearOf(r), seasonAges(season));
    const row = insertEntry(conn, { reservationId: r.id, ...e, category, feeGrosze: grosze(entryFee(category, feesOf(r))), consentAt: at, codeHash: null, clientHash: null, via: 'organizer', createdAt: at });
    settleWaiting(conn, r.id, announcementOf(conn, r.id)?.entryLimit ?? null);
    audit(conn, { userId: user.id, via }, 'entry.create', season.id, { reservation: r.id, entry: row.id, name: row.name, category, by: 'organizer' });
    return { ok: true as const, value: entryById(conn, row.id)! };
  });
}

/** The field as the start list takes it: live entries not waiting. */
function fieldOf(all: readonly Entry[]): StartListPlayer[] {
  return all
    .filter((e) => e.withdrawnAt === null && !e.waiting)
    .map((e) => ({ id: e.id, name: e.name, birthYear: e.birthYear, sex: e.sex, club: e.club, crId: e.crId, fideId: e.fideId, rating: e.rating, fed: e.fed ?? (e.crId ? 'POL' : null), category: e.category }));
}

/** The start list for the pairing program (formats §7): TRF-2026 player lines without rounds, or CSV. */
export function startList(conn: Connection, user: User | null, id: number, format: 'trf' | 'csv'): Result<{ body: string; fileName: string; contentType: string }> {
  const listed = organizerEntries(conn, user, id);
  if (!listed.ok) return listed;
  return startListOf(conn, listed.value.reservation, listed.value.entries, format);
}

/**
 * The same for a trusted caller (`gp entries export` on the server's own database, like `gp
 * import`): any reservation, no account.
 */
export function trustedStartList(conn: Connection, id: number, format: 'trf' | 'csv'): Result<{ body: string; fileName: string; contentType: string }> {
  const found = reservationWithSeason(conn, id);
  if (!found) return notFound({ what: 'reservation', name: id });
  return startListOf(conn, found.r, entriesOf(conn, id), format);
}

function startListOf(conn: Connection, r: Reservation, all: readonly Entry[], format: 'trf' | 'csv'): Result<{ body: string; fileName: string; contentType: string }> {
  const id = r.id;
  const announcement = announcementOf(conn, id);
  const field = fieldOf(all);
  const base = `${r.date}-${r.final ? 'final' : `r${r.id}`}-start-list`;
  if (format === 'csv') return { ok: true, value: { body: startListCsv(field), fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8' } };
  const body = startListTrf({ name: r.name, city: r.city, date: r.date, rounds: r.rounds, tempo: r.tempo, arbiter: announcement?.arbiter ?? null }, field);
  return { ok: true, value: { body, fileName: `${base}.trf`, contentType: 'text/plain; charset=utf-8' } };
}

/** The entries of the reservation a tournament id names (`r{id}`), for the upload preview (issue 41 §4); null when it names none. */
export function entriesForTournament(conn: Connection, seasonId: number, code: string): { reservationId: number; entries: Entry[] } | null {
  const m = /^r(\d+)$/.exec(code);
  const finalId = code === 'final' ? liveReservationFor(conn, seasonId, 'final')?.id : undefined;
  if (!m && finalId === undefined) return null;
  const found = reservationWithSeason(conn, m ? Number(m[1]) : finalId!);
  if (!found || found.r.seasonId !== seasonId) return null;
  return { reservationId: found.r.id, entries: entriesOf(conn, found.r.id).filter((e) => e.withdrawnAt === null && !e.waiting) };
}

/** The player withdraws with the code alone (the page's form): the entry is the one whose code it is. */
export function withdrawByCode(conn: Connection, id: number, code: string, now: Date, via: Via = 'web'): Result<{ withdrawn: true; name: string }> {
  const loaded = loadReservation(conn, id, null);
  if (!loaded.ok) return loaded;
  if (code.trim() === '') return refuse([coded<Problem>({ code: 'ENTRY_CODE_WRONG', params: { field: 'code' } })]);
  const entry = entryByCodeHash(conn, id, hashCode(code));
  if (!entry) return refuse([coded<Problem>({ code: 'ENTRY_CODE_WRONG', params: { field: 'code' } })]);
  const done = withdrawEntry(conn, null, id, entry.id, code, now, via);
  return done.ok ? { ok: true, value: { withdrawn: true, name: entry.name } } : done;
}

/** A tournament still to come that takes entries, with its entries' count. */
interface UpcomingTournament {
  id: number;
  date: string;
  name: string;
  city: string;
  seasonName: string;
  seasonSlug: string;
  entries: number;
  state: EntriesState;
}

/** The next tournaments of published seasons (after `today`), soonest first: the home page's "next", a player's "enter the next tournament". */
export function upcomingTournaments(conn: Connection, today: string, limit = 5, seasonId?: number): UpcomingTournament[] {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  const rows = upcomingReservations(conn, day.toISOString().slice(0, 10), limit, seasonId);
  const counts = liveEntryCounts(conn, rows.map((x) => x.r.id));
  const closed = new Map(announcementsOf(conn, rows.map((x) => x.r.id)).map((a) => [a.reservationId, a.entriesClosedAt]));
  return rows.map(({ r, season }) => ({
    id: r.id,
    date: r.date,
    name: r.name,
    city: r.city,
    seasonName: season.name,
    seasonSlug: season.slug,
    entries: counts.get(r.id) ?? 0,
    state: entriesState({ date: r.date, status: r.status, closedAt: closed.get(r.id) ?? null }, today),
  }));
}

/** What the entry form is filled with for a season's player (their page's "enter the next tournament"): the register's record of a CR id. */
export function entrantPrefill(conn: Connection, seasonId: number, playerKey: string): { name: string; birth: number | null; sex: 'M' | 'F' | null; club: string | null; crId: string | null } | null {
  const m = /^cr:(\d+)$/.exec(playerKey);
  if (!m) return null;
  const p = registerPlayers(registerCandidates(conn, seasonId, { crId: m[1]!, fideId: null, birthYear: null }))[0];
  return p ? { name: p.name, birth: p.birthYear, sex: p.sex, club: p.club, crId: p.crId } : null;
}
