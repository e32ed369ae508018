import type { IsoDate } from '@/lib/dates';
import type { RegistryRow } from '@/lib/import/parse-registry';
import type { ResultRow } from '@/lib/import/parse-results';
import { normalizeName } from '@/lib/identity/normalize-name';

export type IneligibleReason = 'not-registered' | 'other-region' | 'no-region';

interface Eligibility {
  eligible: boolean;
  reason: IneligibleReason | null;
  /** The club the result belongs to (rules §5): the registry's on that date, else the row's. */
  club: string | null;
  region: string | null;
}

/** Membership periods of each CR id, for "who was registered where on that date". */
export class RegistryIndex {
  private readonly periods = new Map<string, RegistryRow[]>();
  constructor(rows: readonly RegistryRow[]) {
    // rows in file order: where periods overlap, the earlier line wins (reported on import)
    for (const r of rows) {
      const list = this.periods.get(r.crId);
      if (list) list.push(r);
      else this.periods.set(r.crId, [r]);
    }
  }
  /** The period covering `date` (open ends allowed), if any. */
  on(crId: string, date: IsoDate): RegistryRow | null {
    for (const p of this.periods.get(crId) ?? []) {
      if ((p.from === null || p.from <= date) && (p.to === null || date <= p.to)) return p;
    }
    return null;
  }
  rowsOf(crId: string): readonly RegistryRow[] {
    return this.periods.get(crId) ?? [];
  }
  has(crId: string): boolean {
    return this.periods.has(crId);
  }
}

export function sameRegion(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  if (a === b) return true;
  return regionKey(a) === regionKey(b);
}

/** A region's name for comparing; remembered, as every row of a season asks about the same few regions. */
function regionKey(region: string): string {
  let key = regionKeys.get(region);
  if (key === undefined) {
    key = normalizeName(region).replace(/\s*-\s*/g, '-');
    // bounded like normalizeName's cache; it only speeds things up
    if (regionKeys.size >= 10_000) regionKeys.clear();
    regionKeys.set(region, key);
  }
  return key;
}
const regionKeys = new Map<string, string>();

interface EligibilityParams {
  row: ResultRow;
  crId: string | null;
  date: IsoDate;
  /** Season region; null = every result counts. */
  region: string | null;
  /** null when the season has no registry. */
  registry: RegistryIndex | null;
  /** Whether the row's file has a region column. */
  fileHasRegion: boolean;
}

/**
 * rules §3: a result counts only if on the tournament's date the player is registered with a club
 * of the season's region. The registry is authoritative when loaded; without it the row's region
 * column decides; without that column every row counts (the caller warns).
 *
 * A rule set without a region classifies everybody: there the registry only says who is who and
 * which club a result belongs to — its mere presence never makes a result ineligible (issue 40, B2:
 * one register entry added to merge two spellings had made 31 of 32 players "not registered").
 */
export function eligibility({ row, crId, date, region, registry, fileHasRegion }: EligibilityParams): Eligibility {
  if (registry && region === null) {
    const period = crId ? registry.on(crId, date) : null;
    return { eligible: true, reason: null, club: period ? period.club : row.club, region: period ? period.region : row.region };
  }
  if (registry) {
    const period = crId ? registry.on(crId, date) : null;
    if (!period) return { eligible: false, reason: 'not-registered', club: row.club, region: row.region };
    const ok = sameRegion(period.region, region);
    return { eligible: ok, reason: ok ? null : 'other-region', club: period.club, region: period.region };
  }
  if (region === null || !fileHasRegion) return { eligible: true, reason: null, club: row.club, region: row.region };
  if (row.region === null) return { eligible: false, reason: 'no-region', club: row.club, region: null };
  const ok = sameRegion(row.region, region);
  return { eligible: ok, reason: ok ? null : 'other-region', club: row.club, region: row.region };
}
