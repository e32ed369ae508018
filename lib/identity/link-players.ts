import type { Problem } from '@/lib/problem';
import type { MessageParams } from '@/lib/i18n/catalogue';
import type { NoteAt } from '@/lib/i18n/t';
import type { ResultRow } from '@/lib/import/parse-results';
import type { RegistryRow } from '@/lib/import/parse-registry';
import { compareCrIds } from './cr-id';
import { normalizeName, displayName, isAllCapitals } from './normalize-name';
import { linkWarning } from './link-warning';
import { boundedList, CANDIDATES_KEPT, EXAMPLE_LINES, exampleLines, ROWS_LISTED_PER_NAME } from './namesake-warnings';
import { nameWithoutMarker, spellingKey, spellingVariant, withMarkerClub } from './spelling';
import { spellingAliases, spellingProposals, type SpellingAnswer, type SpellingProposal, type SpelledPlayer } from './spelling-proposals';

export type LinkMethod = 'cr_id' | 'fide_id' | 'name' | 'new' | 'ambiguous' | 'manual';

interface LinkTournamentInput {
  id: string;
  /** For warnings: "gp04.txt line 17: …". */
  fileName?: string;
  rows: readonly ResultRow[];
}

/**
 * The arbiter's decision for one row: link it to a registry player (crId) or keep it apart (null).
 * Keyed by the row, not by the name, so two namesakes of one file can go to different players: the
 * row is the one with this normalized name, birth year and place. Its line is only a hint (a
 * re-upload may move lines); a re-upload keeps the link while such a row still exists and reports
 * it as dropped otherwise. `place` null is a link saved before links were kept per row: it applies
 * to every row of that name.
 */
export interface ManualLink {
  tournamentId: string;
  normalizedName: string;
  birthYear?: number | null;
  place?: number | null;
  line?: number | null;
  crId: string | null;
}

interface LinkPlayersInput {
  registry: readonly RegistryRow[] | null;
  tournaments: readonly LinkTournamentInput[];
  manualLinks?: readonly ManualLink[];
  /**
   * formats §6: the arbiter's answers about spellings (aliases.csv, or the site's answers in the
   * upload preview) — `same` joins `name`'s rows to `sameAs`'s player; not `same` keeps the two
   * apart and stops proposing them.
   */
  spellingAnswers?: readonly SpellingAnswer[];
}

export interface SeasonPlayer {
  key: string;
  crId: string | null;
  fideId: string | null;
  name: string;
  inRegistry: boolean;
  /** formats §6: the other spellings of the player's rows ("also written as …"), in the order first seen; absent when none. */
  spellings?: string[];
}

/** How many near matches of a new player's name a linked row carries. */
export const NEAR_MATCHES_SHOWN = 5;

export interface LinkedRow {
  tournamentId: string;
  row: ResultRow;
  playerKey: string;
  method: LinkMethod;
  /**
   * For `ambiguous`: the registry players that fit; for `new`: registry players of the same name who
   * do not (another birth year or FIDE id). At most CANDIDATES_KEPT (the first by CR id), one array
   * shared by every row of the name: a register may hold thousands of namesakes.
   */
  candidates?: string[];
  /** How many registry players fit, when more than `candidates` lists. */
  candidateCount?: number;
}

/**
 * A linking warning: a Problem (its code, line, values and the catalogue's English `message`, "gp01.csv
 * line 7: …" for the API and `gp`, lib/identity/link-warning.ts) of one tournament. `…_ROWS`: one
 * summary of a name's rows of a file when there are more than ROWS_LISTED_PER_NAME.
 */
type LinkWarningCode = 'AMBIGUOUS_NAME' | 'AMBIGUOUS_NAME_ROWS' | 'AMBIGUOUS_YEAR_ROWS' | 'MANUAL_LINK_UNKNOWN' | 'MANUAL_LINK_DROPPED' | 'FIDE_ID_CONFLICT' | 'FIDE_ID_CONFLICT_ROWS' | 'DUPLICATE_PLAYER';
/**
 * A linking warning: a Problem with where its English says it is (`at`) and its wording (`form: 'json'`,
 * `basis`) as values, no words (lib/identity/link-warning.ts); `describeNote(lang, w)` says it.
 */
export type LinkWarning = Problem<LinkWarningCode, 'line'> & { tournamentId: string; at: NoteAt; wording: MessageParams };

interface LinkPlayersOutput {
  /** Linked rows of each tournament, in the order given. */
  rows: Map<string, LinkedRow[]>;
  players: Map<string, SeasonPlayer>;
  warnings: LinkWarning[];
  /** Hand links whose row is no longer in the file (a re-upload changed its name, birth year or place). */
  droppedLinks: ManualLink[];
  /** formats §6: spellings of two players that may be one, not answered yet (lib/identity/spelling-proposals.ts). */
  proposals: SpellingProposal[];
}

/** Who fits a row linked by name (see fitOf in linkPlayers). */
interface NameFit {
  /** Registry players of the name. */
  sameName: number;
  usable: RegistryPerson[];
  /** The first CANDIDATES_KEPT usable CR ids. */
  candidates: string[];
  ids: ReturnType<typeof boundedList>;
  conflicting: ReturnType<typeof boundedList> | null;
  near: string[];
}

/** The rows of one name (per kind of warning) of a file, for the summary that replaces their warnings. */
interface RowGroup {
  /** Where in the file's warnings the rows listed one by one are. */
  at: number[];
  /** The first EXAMPLE_LINES lines. */
  lines: number[];
  rows: number;
  summary: (rows: number, lines: string, firstLine: number) => LinkWarning;
}

const NO_CANDIDATES: string[] = [];

interface RegistryPerson {
  crId: string;
  name: string;
  birthYear: number | null;
  fideId: string | null;
}

/**
 * rules §2: each row is linked to one season player — by CR id, then FIDE id, then a unique registry
 * entry with the same normalized name (and birth year when both sides have one), else a new player
 * keyed by normalized name (+ birth year). Pure; the result does not depend on the order of rows.
 */
export function linkPlayers(input: LinkPlayersInput): LinkPlayersOutput {
  const registry = input.registry ?? [];
  const people = new Map<string, RegistryPerson>();
  for (const r of registry) {
    if (!people.has(r.crId)) people.set(r.crId, { crId: r.crId, name: r.name, birthYear: r.birthYear, fideId: r.fideId });
    else if (r.fideId && !people.get(r.crId)!.fideId) people.get(r.crId)!.fideId = r.fideId;
  }
  const byName = new Map<string, RegistryPerson[]>();
  for (const p of people.values()) {
    const k = spellingKey(p.name);
    const list = byName.get(k);
    if (list) list.push(p);
    else byName.set(k, [p]);
  }
  // A FIDE id is tied to a CR id by the registry first, then by any row that carries both
  // (the numerically smallest CR id on a conflict, so the order of tournaments never matters).
  const fideToCr = new Map<string, string>();
  for (const p of people.values()) if (p.fideId && !fideToCr.has(p.fideId)) fideToCr.set(p.fideId, p.crId);
  const fromRows = new Map<string, string>();
  for (const t of input.tournaments) {
    for (const row of t.rows) {
      if (!row.crId || !row.fideId || fideToCr.has(row.fideId)) continue;
      const seen = fromRows.get(row.fideId);
      if (seen === undefined || compareCrIds(row.crId, seen) < 0) fromRows.set(row.fideId, row.crId);
    }
  }
  for (const [fide, cr] of fromRows) fideToCr.set(fide, cr);

  // formats §6: a row's name as one key for the spellings that cannot be two people, then the
  // arbiter's answers (`name` is `sameAs`'s player)
  const aliases = spellingAliases(input.spellingAnswers ?? []);
  const nameOf = (name: string) => {
    const k = spellingKey(name);
    return aliases.get(k) ?? k;
  };

  // rules §2 step 4, "one person, one key": a new player known by name alone is keyed by the name,
  // and by the birth year only when rows of that name disagree on it — an export without a birth
  // column must not split a player in two. Rows without a year that fit several years are ambiguous.
  const newNameYears = new Map<string, Set<number>>();
  for (const t of input.tournaments) {
    for (const row of t.rows) {
      if (row.crId || row.fideId || row.birthYear === null) continue;
      const norm = nameOf(row.name);
      const years = newNameYears.get(norm);
      if (years) years.add(row.birthYear);
      else newNameYears.set(norm, new Set([row.birthYear]));
    }
  }

  const manualByTournament = new Map<string, ManualLink[]>();
  for (const m of input.manualLinks ?? []) {
    const list = manualByTournament.get(m.tournamentId);
    if (list) list.push(m);
    else manualByTournament.set(m.tournamentId, [m]);
  }

  const warnings: LinkWarning[] = [];
  const droppedLinks: ManualLink[] = [];
  const linked = new Map<string, LinkedRow[]>();
  const nameSeen = new Map<string, string[]>();
  // players whose shown spelling so far is one the arbiter joined to another (replaced by the other when seen)
  const seenAliased = new Set<string>();
  // formats §6: every spelling of a player not in the register, as `spellingVariant` writes it
  const spelled = new Map<string, SpelledPlayer>();
  // one key string per CR id: 40,000 rows share ~1,000 keys, and every map keyed by them hashes each once
  const crKeys = new Map<string, string>();
  const crKey = (crId: string) => {
    let key = crKeys.get(crId);
    if (key === undefined) crKeys.set(crId, (key = `cr:${crId}`));
    return key;
  };
  const nameKey = (norm: string, row: ResultRow) => {
    const years = newNameYears.get(norm);
    const year = row.birthYear ?? (years && years.size === 1 ? [...years][0]! : null);
    return `name:${norm}|${year ?? ''}`;
  };
  // Who fits a row linked by name depends only on its name, birth year and FIDE id: worked out once
  // per such triple (a file of 3,000 rows of one name against 5,000 namesakes filters and sorts the
  // namesakes once, not 3,000 times), the candidates kept as one short array every row shares.
  const fitCache = new Map<string, NameFit>();
  const fitOf = (norm: string, row: ResultRow): NameFit => {
    const key = `${norm}\u0000${row.birthYear ?? ''}\u0000${row.fideId ?? ''}`;
    const known = fitCache.get(key);
    if (known) return known;
    const sameName = byName.get(norm) ?? [];
    const fits = sameName.filter((p) => row.birthYear === null || p.birthYear === null || p.birthYear === row.birthYear);
    // rules §2: a FIDE id on the row that differs from the registry player's is another person
    const conflicting = row.fideId ? fits.filter((p) => p.fideId !== null && p.fideId !== row.fideId) : [];
    const conflictingSet = new Set(conflicting);
    const usable = conflicting.length > 0 ? fits.filter((p) => !conflictingSet.has(p)) : fits;
    const ids = usable.map((p) => p.crId).sort(compareCrIds);
    const fit: NameFit = {
      sameName: sameName.length,
      usable,
      candidates: ids.slice(0, CANDIDATES_KEPT),
      ids: boundedList(ids),
      conflicting: conflicting.length > 0 ? boundedList(conflicting.map((p) => `${p.crId} (FIDE ${p.fideId})`)) : null,
      // a near match (issue 29, defect 4): a few only, namesakes by the thousand exist
      near: sameName.length > 0 ? sameName.map((p) => p.crId).sort(compareCrIds).slice(0, NEAR_MATCHES_SHOWN) : [],
    };
    fitCache.set(key, fit);
    return fit;
  };
  for (const t of input.tournaments) {
    const file = t.fileName ?? t.id;
    const atRow = (row: ResultRow) => ({ file, line: row.line });
    const atFile = { file };
    const manual = matchManualLinks(t.rows, manualByTournament.get(t.id) ?? []);
    for (const m of manual.dropped) {
      droppedLinks.push(m);
      warnings.push(linkWarning({ code: 'MANUAL_LINK_DROPPED', tournamentId: t.id, line: 0, params: { name: m.normalizedName, place: m.place ?? '' } }, atFile));
    }
    // The file's warnings in row order; a name's rows beyond ROWS_LISTED_PER_NAME are not written
    // one by one: their group's first warning becomes one summary (null: a place taken back).
    const own: (LinkWarning | null)[] = [];
    const groups = new Map<string, RowGroup>();
    const perRow = (key: string, row: ResultRow, one: () => LinkWarning, summary: RowGroup['summary']) => {
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { at: [], lines: [], rows: 0, summary }));
      g.rows++;
      if (g.lines.length < EXAMPLE_LINES) g.lines.push(row.line);
      if (g.rows <= ROWS_LISTED_PER_NAME) {
        g.at.push(own.length);
        own.push(one());
      }
    };
    const out: LinkedRow[] = [];
    for (let index = 0; index < t.rows.length; index++) {
      // formats §6: a parenthesised club marker after the name is the club of a row without one
      const row = withMarkerClub(t.rows[index]!);
      const hand = manual.byRow.get(index);
      let link: LinkedRow;
      // the CR id of a `cr:` key (most rows of a big season are linked by CR id: no name to normalize)
      let crOf: string | null = null;
      if (hand !== undefined) {
        const norm = normalizeName(row.name);
        const crId = hand.crId;
        crOf = crId;
        if (crId !== null && !people.has(crId) && registry.length > 0) {
          own.push(linkWarning({ code: 'MANUAL_LINK_UNKNOWN', tournamentId: t.id, line: row.line, params: { name: row.name, crId } }, atRow(row)));
        }
        link = { tournamentId: t.id, row, playerKey: crId === null ? `row:${t.id}:${norm}:${row.place}` : crKey(crId), method: 'manual' };
      } else if (row.crId) {
        crOf = row.crId;
        link = { tournamentId: t.id, row, playerKey: crKey(crOf), method: 'cr_id' };
      } else if (row.fideId && fideToCr.has(row.fideId)) {
        crOf = fideToCr.get(row.fideId)!;
        link = { tournamentId: t.id, row, playerKey: crKey(crOf), method: 'fide_id' };
      } else {
        const norm = nameOf(row.name);
        const fit = fitOf(norm, row);
        const { usable, conflicting } = fit;
        if (conflicting) {
          perRow(
            `fide\u0000${norm}`,
            row,
            () => linkWarning({ code: 'FIDE_ID_CONFLICT', tournamentId: t.id, line: row.line, params: { name: row.name, fideId: row.fideId!, registry: conflicting.shown, more: conflicting.more } }, atRow(row)),
            (rows, lines, first) =>
              linkWarning({ code: 'FIDE_ID_CONFLICT_ROWS', tournamentId: t.id, line: first, params: { name: row.name, rows, registry: conflicting.shown, more: conflicting.more, lines } }, atFile),
          );
        }
        if (usable.length === 1) {
          crOf = usable[0]!.crId;
          link = { tournamentId: t.id, row, playerKey: crKey(crOf), method: 'name' };
        } else if (usable.length > 1) {
          const count = usable.length;
          const { ids } = fit;
          perRow(
            `name\u0000${norm}\u0000${row.birthYear ?? ''}\u0000${count}`,
            row,
            () => linkWarning({ code: 'AMBIGUOUS_NAME', tournamentId: t.id, line: row.line, params: { name: row.name, count, ids: ids.shown, more: ids.more } }, atRow(row)),
            (rows, lines, first) => linkWarning({ code: 'AMBIGUOUS_NAME_ROWS', tournamentId: t.id, line: first, params: { name: row.name, count, rows, lines } }, atFile),
          );
          link = { tournamentId: t.id, row, playerKey: row.fideId ? `fide:${row.fideId}` : nameKey(norm, row), method: 'ambiguous', candidates: fit.candidates, ...(count > fit.candidates.length ? { candidateCount: count } : {}) };
        } else if (!row.fideId && row.birthYear === null && (newNameYears.get(norm)?.size ?? 0) > 1) {
          // several new players of this name differ by birth year; a row without one fits them all
          const years = boundedList([...newNameYears.get(norm)!].sort((a, b) => a - b).map(String));
          const count = newNameYears.get(norm)!.size;
          perRow(
            `year\u0000${norm}`,
            row,
            // the JSON says these players by their birth years (`basis: 'years'`, not kept in the params)
            () => linkWarning({ code: 'AMBIGUOUS_NAME', tournamentId: t.id, line: row.line, params: { name: row.name, count, ids: years.shown, more: years.more } }, atRow(row), { basis: 'years' }),
            (rows, lines, first) =>
              linkWarning({ code: 'AMBIGUOUS_YEAR_ROWS', tournamentId: t.id, line: first, params: { name: row.name, rows, years: years.shown, more: years.more, lines } }, atFile),
          );
          link = { tournamentId: t.id, row, playerKey: `name:${norm}|`, method: 'ambiguous', candidates: NO_CANDIDATES };
        } else if (fit.sameName > 0) {
          // a near match (issue 29, defect 4): the register has this name with another birth year (or
          // another FIDE id) — a new player unless the arbiter says it is the same person; the
          // preview offers these players first
          link = { tournamentId: t.id, row, playerKey: row.fideId ? `fide:${row.fideId}` : nameKey(norm, row), method: 'new', candidates: fit.near };
        } else {
          link = { tournamentId: t.id, row, playerKey: row.fideId ? `fide:${row.fideId}` : nameKey(norm, row), method: 'new' };
        }
      }
      out.push(link);
      // a registry player is shown with the registry's name; others with their best spelling
      if (!(crOf !== null && people.has(crOf))) {
        // a spelling the arbiter joined to another is not the one shown while the other is seen
        const aliased = aliases.size > 0 && link.method !== 'manual' && aliases.has(spellingKey(row.name));
        // the shown name leaves a club or guest marker out (formats §6)
        const plain = nameWithoutMarker(row.name);
        const seen = nameSeen.get(link.playerKey);
        if (seen) {
          // the display name needs the first mixed-case spelling and the first one only
          if (seen.length === 1 && isAllCapitals(seen[0]!) && !isAllCapitals(plain) && !aliased) seen.push(plain);
          else if (seenAliased.has(link.playerKey) && !aliased) {
            nameSeen.set(link.playerKey, [plain]);
            seenAliased.delete(link.playerKey);
          }
        } else {
          nameSeen.set(link.playerKey, [plain]);
          if (aliased) seenAliased.add(link.playerKey);
        }
        if (link.method !== 'cr_id' && link.method !== 'fide_id') {
          const s = spelled.get(link.playerKey);
          // the spelling as the file writes it (with its marker), for the proposals' words
          const variant = spellingVariant(row.name);
          if (!s) spelled.set(link.playerKey, { key: link.playerKey, spellings: [variant], names: [row.name], first: { tournamentId: t.id, file, line: row.line }, tournaments: new Set([t.id]), birthYears: row.birthYear === null ? new Set() : new Set([row.birthYear]), byName: link.playerKey.startsWith('name:') });
          else {
            if (!s.spellings.includes(variant)) {
              s.spellings.push(variant);
              s.names.push(row.name);
            }
            s.tournaments.add(t.id);
            if (row.birthYear !== null) s.birthYears.add(row.birthYear);
          }
        }
      }
    }
    for (const g of groups.values()) {
      if (g.rows <= ROWS_LISTED_PER_NAME) continue;
      own[g.at[0]!] = g.summary(g.rows, exampleLines(g.lines, g.rows), g.lines[0]!);
      for (const i of g.at.slice(1)) own[i] = null;
    }
    for (const w of own) if (w !== null) warnings.push(w);
    warnings.push(...duplicateIdWarnings(t, out));
    linked.set(t.id, out);
  }

  const players = new Map<string, SeasonPlayer>();
  for (const rows of linked.values()) {
    for (const { playerKey, row } of rows) {
      if (players.has(playerKey)) {
        const p = players.get(playerKey)!;
        if (!p.fideId && row.fideId) p.fideId = row.fideId;
        continue;
      }
      const crId = playerKey.startsWith('cr:') ? playerKey.slice(3) : null;
      const person = crId ? people.get(crId) : undefined;
      const name = person ? person.name : pickDisplayName(nameSeen.get(playerKey) ?? [row.name]);
      const shown = spellingVariant(name);
      const others = spelled.get(playerKey)?.spellings.filter((s) => s !== shown) ?? [];
      players.set(playerKey, {
        key: playerKey,
        crId,
        fideId: person?.fideId ?? row.fideId ?? null,
        name,
        inRegistry: person !== undefined,
        ...(others.length > 0 ? { spellings: others } : {}),
      });
    }
  }
  const proposals = spellingProposals([...spelled.values()].filter((s) => s.byName), input.spellingAnswers ?? []);
  return { rows: linked, players, warnings, droppedLinks, proposals };
}

/**
 * Which hand link decides which row (by index). A link fits the rows with its normalized name,
 * birth year and place; among several fits, the one on the link's line. Each row takes at most one
 * link and each link one row — except a link without a place (saved before links were per row),
 * which applies to every row of its name. Links that fit no row are dropped.
 */
function matchManualLinks(rows: readonly ResultRow[], links: readonly ManualLink[]): { byRow: Map<number, ManualLink>; dropped: ManualLink[] } {
  const byRow = new Map<number, ManualLink>();
  const dropped: ManualLink[] = [];
  if (links.length === 0) return { byRow, dropped };
  const rowsByName = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const k = normalizeName(r.name);
    const list = rowsByName.get(k);
    if (list) list.push(i);
    else rowsByName.set(k, [i]);
  });
  // exact links first, so a legacy name-only link never takes a row an exact one names
  const ordered = [...links].sort((a, b) => Number(a.place == null) - Number(b.place == null));
  for (const link of ordered) {
    const candidates = rowsByName.get(link.normalizedName) ?? [];
    if (link.place == null) {
      for (const i of candidates) if (!byRow.has(i)) byRow.set(i, link);
      if (candidates.length === 0) dropped.push(link);
      continue;
    }
    const fits = candidates.filter((i) => !byRow.has(i) && rows[i]!.place === link.place && (rows[i]!.birthYear ?? null) === (link.birthYear ?? null));
    const chosen = fits.find((i) => rows[i]!.line === link.line) ?? fits[0];
    if (chosen === undefined) dropped.push(link);
    else byRow.set(chosen, link);
  }
  return { byRow, dropped };
}

/**
 * formats §1: one CR id or FIDE id on two rows of a file is an export error — a warning naming both
 * lines; the later row counts (the standings keep only a player's last row of a file) and the
 * preview asks the arbiter to link the other row by hand.
 */
function duplicateIdWarnings(t: LinkTournamentInput, rows: readonly LinkedRow[]): LinkWarning[] {
  const warnings: LinkWarning[] = [];
  // the rows seen with each CR id and with each FIDE id
  const seen = { cr: new Map<string, ResultRow>(), fide: new Map<string, ResultRow>() };
  for (const { row, method } of rows) {
    if (method === 'manual') continue;
    for (const kind of ['cr', 'fide'] as const) {
      const raw = kind === 'cr' ? row.crId : row.fideId;
      if (!raw) continue;
      const first = seen[kind].get(raw);
      if (!first) {
        seen[kind].set(raw, row);
        continue;
      }
      const id = kind === 'cr' ? `CR id ${raw}` : `FIDE id ${raw}`;
      warnings.push(
        linkWarning(
          { code: 'DUPLICATE_PLAYER', tournamentId: t.id, line: first.line, params: { id, first: first.line, second: row.line, firstName: first.name, secondName: row.name } },
          { file: t.fileName ?? t.id, lines: [first.line, row.line] },
        ),
      );
      seen[kind].set(raw, row);
      break;
    }
  }
  return warnings;
}

/** The first mixed-case spelling (tournaments come in date order), else the first one. */
function pickDisplayName(names: string[]): string {
  const mixed = names.find((n) => !isAllCapitals(n));
  return displayName(mixed ?? names[0]!);
}
