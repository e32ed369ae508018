/**
 * Per-tournament facts regulation §1 asks for (rules spec §7): 9 rounds, rapid tempo (10'+5" or
 * 15'), entry fees within the caps, prizes at least the minimums; and the fees owed after the
 * results are known. Amounts in grosze (1/100 zł).
 */
export interface PlannedTournament {
  rounds: number | null;
  tempo: string | null;
  fees: { adult?: number | null; junior18OrVeteran?: number | null; womanOrJunior14?: number | null } | null;
  prizes: { places?: (number | null)[]; category?: number | null; drawn?: number | null } | null;
}

export interface ComplianceItem {
  code: string;
  ok: boolean | null;
  message: string;
}

const MIN_PLACES = [250, 160, 100, 80, 60, 50];
const MIN_CATEGORY = 40;
const MIN_DRAWN = 40;
const MAX_FEES = { adult: 25, junior18OrVeteran: 20, womanOrJunior14: 15 } as const;

/** A check per rule; `ok: null` when the organizer did not give the value. */
export function complianceChecks(t: PlannedTournament): ComplianceItem[] {
  const out: ComplianceItem[] = [];
  out.push(t.rounds === null ? { code: 'ROUNDS', ok: null, message: '9 rounds (not given)' } : { code: 'ROUNDS', ok: t.rounds === 9, message: `9 rounds (planned: ${t.rounds})` });
  const tempo = t.tempo?.replace(/\s|'|"|’|”|min/g, '').toLowerCase() ?? null;
  out.push(tempo === null || tempo === '' ? { code: 'TEMPO', ok: null, message: "rapid: 10'+5\" or 15' (not given)" } : { code: 'TEMPO', ok: tempo === '10+5' || tempo === '15' || tempo === 'p15', message: `rapid: 10'+5" or 15' (planned: ${t.tempo})` });
  for (const [k, max] of Object.entries(MAX_FEES) as [keyof typeof MAX_FEES, number][]) {
    const v = t.fees?.[k] ?? null;
    out.push(v === null ? { code: `FEE_${k}`, ok: null, message: `entry fee ${k} ≤ ${max} zł (not given)` } : { code: `FEE_${k}`, ok: v <= max, message: `entry fee ${k} ≤ ${max} zł (planned: ${v} zł)` });
  }
  MIN_PLACES.forEach((min, i) => {
    const v = t.prizes?.places?.[i] ?? null;
    out.push(v === null ? { code: `PRIZE_${i + 1}`, ok: null, message: `prize for place ${i + 1} ≥ ${min} zł (not given)` } : { code: `PRIZE_${i + 1}`, ok: v >= min, message: `prize for place ${i + 1} ≥ ${min} zł (planned: ${v} zł)` });
  });
  const cat = t.prizes?.category ?? null;
  out.push(cat === null ? { code: 'PRIZE_CATEGORY', ok: null, message: `category prizes ≥ ${MIN_CATEGORY} zł (not given)` } : { code: 'PRIZE_CATEGORY', ok: cat >= MIN_CATEGORY, message: `category prizes ≥ ${MIN_CATEGORY} zł (planned: ${cat} zł)` });
  const drawn = t.prizes?.drawn ?? null;
  out.push(drawn === null ? { code: 'PRIZE_DRAWN', ok: null, message: `drawn prize ≥ ${MIN_DRAWN} zł (not given)` } : { code: 'PRIZE_DRAWN', ok: drawn >= MIN_DRAWN, message: `drawn prize ≥ ${MIN_DRAWN} zł (planned: ${drawn} zł)` });
  return out;
}

export interface FeesOwed {
  players: number;
  /** Association fee: 3 zł × players; the Final is exempt. */
  associationGrosze: number;
  /** FIDE rating fee: 2.50 zł × players + 10 zł registration in the Central Register. */
  fideGrosze: number;
  totalGrosze: number;
}

export function feesOwed(players: number, final: boolean): FeesOwed {
  const associationGrosze = final ? 0 : 300 * players;
  const fideGrosze = 250 * players + 1000;
  return { players, associationGrosze, fideGrosze, totalGrosze: associationGrosze + fideGrosze };
}

/** The fees CSV of the association's treasurer: one row per played tournament and a total (amounts in zł). */
export function feesTable(tournaments: readonly { id: string; date: string; name: string; final: boolean; rows: readonly unknown[] }[], organizerOf: ReadonlyMap<string, string>): (string | number | null)[][] {
  const zl = (grosze: number) => (grosze / 100).toFixed(2);
  const rows: (string | number | null)[][] = [['tournament', 'date', 'name', 'organizer', 'players', 'association_fee_zl', 'fide_fee_zl', 'total_zl']];
  let sum = 0;
  for (const t of tournaments) {
    const f = feesOwed(t.rows.length, t.final);
    sum += f.totalGrosze;
    rows.push([t.id, t.date, t.name, organizerOf.get(t.id) ?? '', f.players, zl(f.associationGrosze), zl(f.fideGrosze), zl(f.totalGrosze)]);
  }
  rows.push(['', '', 'total', '', '', '', '', zl(sum)]);
  return rows;
}
