import { normalizeName } from '@/lib/identity/normalize-name';

/** A register player as an entry needs them (formats §2). */
export interface RegisterPlayer {
  crId: string;
  fideId: string | null;
  name: string;
  birthYear: number | null;
  sex: 'M' | 'F' | null;
  club: string | null;
  rating: number | null;
  /** The register's federation (a Polish register: POL or blank). */
  fed?: string | null;
}

interface RegisterQuery {
  crId?: string | null;
  fideId?: string | null;
  name?: string | null;
  birthYear?: number | null;
}

/**
 * How an entrant was found in the register: by CR id, by FIDE id, or by name and birth year (the
 * same three keys rules §2 links result rows by, in that order). `ambiguous`: two register players
 * of that name and year — the entrant gives an id; `none`: not in the register (a guest gives name,
 * birth year, club and sex themselves).
 */
type RegisterMatch =
  | { kind: 'found'; by: 'crId' | 'fideId' | 'name'; player: RegisterPlayer }
  | { kind: 'ambiguous'; players: RegisterPlayer[] }
  | { kind: 'none' };

/** Looks an entrant up: an id given decides (a wrong id is not corrected by the name). */
export function findInRegister(register: readonly RegisterPlayer[], q: RegisterQuery): RegisterMatch {
  if (q.crId) {
    const p = register.find((r) => r.crId === q.crId);
    return p ? { kind: 'found', by: 'crId', player: p } : { kind: 'none' };
  }
  if (q.fideId) {
    const p = register.find((r) => r.fideId === q.fideId);
    return p ? { kind: 'found', by: 'fideId', player: p } : { kind: 'none' };
  }
  if (!q.name || q.birthYear == null) return { kind: 'none' };
  const key = normalizeName(q.name);
  const same = register.filter((r) => r.birthYear === q.birthYear && normalizeName(r.name) === key);
  if (same.length === 1) return { kind: 'found', by: 'name', player: same[0]! };
  if (same.length > 1) return { kind: 'ambiguous', players: same };
  return { kind: 'none' };
}
