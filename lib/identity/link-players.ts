import type { ResultRow } from '@/lib/import/parse-results';
import type { RegistryRow } from '@/lib/import/parse-registry';
import { normalizeName, displayName, isAllCapitals } from './normalize-name';

export type LinkMethod = 'cr_id' | 'fide_id' | 'name' | 'new' | 'ambiguous' | 'manual';

export interface LinkTournamentInput {
  id: string;
  /** For warnings: "gp04.txt line 17: …". */
  fileName?: string;
  rows: readonly ResultRow[];
}

/** The arbiter's decision for one row: link it to a registry player (crId) or keep it apart (null). */
export interface ManualLink {
  tournamentId: string;
  /** The row's normalized name: the decision survives re-uploads of the same file. */
  normalizedName: string;
  crId: string | null;
}

export interface LinkPlayersInput {
  registry: readonly RegistryRow[] | null;
  tournaments: readonly LinkTournamentInput[];
  manualLinks?: readonly ManualLink[];
}

export interface SeasonPlayer {
  key: string;
  crId: string | null;
  fideId: string | null;
  name: string;
  inRegistry: boolean;
}

export interface LinkedRow {
  tournamentId: string;
  row: ResultRow;
  playerKey: string;
  method: LinkMethod;
  /** For `ambiguous`: the registry players that fit. */
  candidates?: string[];
}

export interface LinkWarning {
  code: 'AMBIGUOUS_NAME' | 'MANUAL_LINK_UNKNOWN' | 'FIDE_ID_CONFLICT';
  tournamentId: string;
  line: number;
  message: string;
}

export interface LinkPlayersOutput {
  /** Linked rows of each tournament, in the order given. */
  rows: Map<string, LinkedRow[]>;
  players: Map<string, SeasonPlayer>;
  warnings: LinkWarning[];
}

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
    const k = normalizeName(p.name);
    const list = byName.get(k);
    if (list) list.push(p);
    else byName.set(k, [p]);
  }
  // A FIDE id is tied to a CR id by the registry first, then by any row that carries both
  // (smallest CR id on a conflict, so the order of tournaments never matters).
  const fideToCr = new Map<string, string>();
  for (const p of people.values()) if (p.fideId && !fideToCr.has(p.fideId)) fideToCr.set(p.fideId, p.crId);
  const fromRows = new Map<string, string>();
  for (const t of input.tournaments) {
    for (const row of t.rows) {
      if (!row.crId || !row.fideId || fideToCr.has(row.fideId)) continue;
      const seen = fromRows.get(row.fideId);
      if (seen === undefined || row.crId < seen) fromRows.set(row.fideId, row.crId);
    }
  }
  for (const [fide, cr] of fromRows) fideToCr.set(fide, cr);

  const manual = new Map<string, string | null>();
  for (const m of input.manualLinks ?? []) manual.set(`${m.tournamentId}\u0000${m.normalizedName}`, m.crId);

  const warnings: LinkWarning[] = [];
  const linked = new Map<string, LinkedRow[]>();
  const nameSeen = new Map<string, string[]>();
  for (const t of input.tournaments) {
    const out: LinkedRow[] = [];
    for (const row of t.rows) {
      const norm = normalizeName(row.name);
      const nameKey = () => `name:${norm}|${row.birthYear ?? ''}`;
      const where = () => `${t.fileName ?? t.id} line ${row.line}`;
      const manualKey = manual.size > 0 ? `${t.id}\u0000${norm}` : '';
      let link: LinkedRow;
      if (manual.size > 0 && manual.has(manualKey)) {
        const crId = manual.get(manualKey)!;
        if (crId !== null && !people.has(crId) && registry.length > 0) {
          warnings.push({ code: 'MANUAL_LINK_UNKNOWN', tournamentId: t.id, line: row.line, message: `${where()}: '${row.name}' was linked by hand to ${crId}, who is not in the registry` });
        }
        link = { tournamentId: t.id, row, playerKey: crId === null ? `row:${t.id}:${norm}` : `cr:${crId}`, method: 'manual' };
      } else if (row.crId) {
        link = { tournamentId: t.id, row, playerKey: `cr:${row.crId}`, method: 'cr_id' };
      } else if (row.fideId && fideToCr.has(row.fideId)) {
        link = { tournamentId: t.id, row, playerKey: `cr:${fideToCr.get(row.fideId)}`, method: 'fide_id' };
      } else {
        const fits = (byName.get(norm) ?? []).filter(
          (p) => row.birthYear === null || p.birthYear === null || p.birthYear === row.birthYear,
        );
        if (fits.length === 1) {
          link = { tournamentId: t.id, row, playerKey: `cr:${fits[0]!.crId}`, method: 'name' };
        } else if (fits.length > 1) {
          const ids = fits.map((p) => p.crId).sort();
          warnings.push({
            code: 'AMBIGUOUS_NAME',
            tournamentId: t.id,
            line: row.line,
            message: `${where()}: '${row.name}' matches ${fits.length === 2 ? 'two' : fits.length} registry players (${ids.join(', ')}); not linked`,
          });
          link = { tournamentId: t.id, row, playerKey: row.fideId ? `fide:${row.fideId}` : nameKey(), method: 'ambiguous', candidates: ids };
        } else {
          link = { tournamentId: t.id, row, playerKey: row.fideId ? `fide:${row.fideId}` : nameKey(), method: 'new' };
        }
      }
      out.push(link);
      // a registry player is shown with the registry's name; others with their best spelling
      if (!(link.playerKey.startsWith('cr:') && people.has(link.playerKey.slice(3)))) {
        const seen = nameSeen.get(link.playerKey);
        if (seen) seen.push(row.name);
        else nameSeen.set(link.playerKey, [row.name]);
      }
    }
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
      players.set(playerKey, {
        key: playerKey,
        crId,
        fideId: person?.fideId ?? row.fideId ?? null,
        name: person ? person.name : pickDisplayName(nameSeen.get(playerKey) ?? [row.name]),
        inRegistry: person !== undefined,
      });
    }
  }
  return { rows: linked, players, warnings };
}

/** The first mixed-case spelling (tournaments come in date order), else the first one. */
function pickDisplayName(names: string[]): string {
  const mixed = names.find((n) => !isAllCapitals(n));
  return displayName(mixed ?? names[0]!);
}
