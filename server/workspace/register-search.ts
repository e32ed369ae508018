/**
 * The register as the arbiter's link pickers see it (issue 31, item 4): a register may hold 150,000
 * players, and a page that needs a picker for three rows must not carry all of them to the browser.
 * A page gets the players its rows are about — the same name, the candidates the linking found,
 * the players its rows are linked to — and the picker asks the server for any other (searchSeasonRegister).
 */
import type { Result } from '@/lib/problem';
import type { Connection } from '@/db/client';
import type { Season, User } from '@/db/schema';
import { latestRegisterRows } from '@/db/queries/registry';
import { normalizeName } from '@/lib/identity/normalize-name';
import { registerQuery, registerSearchText, sortRegister, type RegisterEntry } from '@/lib/identity/search-register';
import { memoSeasons, RevisionMemo } from '@/server/revision-memo';
import { forArbiter } from './access';

/** Namesakes a page gets per name of its rows (the picker lists 50 at once; the search finds the rest). */
export const REGISTER_SENT_PER_NAME = 50;
/** Players one search answers: the picker's 50 and one more to say there are more. */
export const REGISTER_SEARCH_LIMIT = 51;

interface SeasonRegister {
  /** One entry per CR id (its latest membership), sorted by name the Polish way. */
  entries: RegisterEntry[];
  texts: string[];
  byId: Map<string, RegisterEntry>;
  byName: Map<string, RegisterEntry[]>;
}

const registerMemo = new RevisionMemo<number, SeasonRegister>('register-entries', memoSeasons());

function seasonRegister(conn: Connection, season: Season): SeasonRegister {
  return registerMemo.get(conn, season.id, season.revision, () => {
    const entries = sortRegister(latestRegisterRows(conn, season.id).map((r): RegisterEntry => ({ crId: r.crId, name: r.name, birthYear: r.birthYear, club: r.club })));
    const byId = new Map<string, RegisterEntry>();
    const byName = new Map<string, RegisterEntry[]>();
    for (const e of entries) {
      byId.set(e.crId, e);
      const k = normalizeName(e.name);
      const list = byName.get(k);
      if (list) list.push(e);
      else byName.set(k, [e]);
    }
    return { entries, texts: entries.map(registerSearchText), byId, byName };
  });
}

/** Rows a picker may be shown for: the name, the candidates the linking offers and the CR id the row is linked to. */
interface RowForPicker {
  name: string;
  candidates?: readonly string[];
  crId?: string | null;
}

/**
 * The register players a page about `rows` needs: the first REGISTER_SENT_PER_NAME of each row's
 * name, every candidate and linked player — in register order — and the register's size (more
 * than the entries sent: the picker searches the server for the others).
 */
export function registerForRows(conn: Connection, season: Season, rows: readonly RowForPicker[]): { entries: RegisterEntry[]; total: number } {
  const register = seasonRegister(conn, season);
  const chosen = new Set<RegisterEntry>();
  const names = new Set<string>();
  for (const r of rows) {
    const k = normalizeName(r.name);
    if (!names.has(k)) {
      names.add(k);
      for (const e of (register.byName.get(k) ?? []).slice(0, REGISTER_SENT_PER_NAME)) chosen.add(e);
    }
    for (const id of r.candidates ?? []) {
      const e = register.byId.get(id);
      if (e) chosen.add(e);
    }
    const linked = r.crId ? register.byId.get(r.crId) : undefined;
    if (linked) chosen.add(linked);
  }
  return { entries: register.entries.filter((e) => chosen.has(e)), total: register.entries.length };
}

/** registerForRows for an arbiter's page of stored rows (their links by hand). */
export function registerForLinkingRows(conn: Connection, user: User | null, season: Season, rows: readonly RowForPicker[]): Result<{ entries: RegisterEntry[]; total: number }> {
  return forArbiter(user, (user) => registerForRows(conn, season, rows));
}

/** The arbiter's search of the season's register (searchRegister's rules): at most REGISTER_SEARCH_LIMIT players, in register order. */
export function searchSeasonRegister(conn: Connection, user: User | null, season: Season, query: string): Result<RegisterEntry[]> {
  return forArbiter(user, (user) => {
    const register = seasonRegister(conn, season);
    const fits = registerQuery(query.slice(0, 200));
    const found: RegisterEntry[] = [];
    for (let i = 0; i < register.entries.length && found.length < REGISTER_SEARCH_LIMIT; i++) {
      if (fits(register.entries[i]!, register.texts[i]!)) found.push(register.entries[i]!);
    }
    return found;
  });
}
