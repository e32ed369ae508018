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
  /** English, for programs and logs; pages say `describeCompliance(lang, item)` (lib/i18n/catalogue.ts). */
  message: string;
  /** The rule's bound and the planned value, for the catalogue's sentence. */
  params: { min?: number; max?: number; planned?: number | string | null; place?: number };
}

const MIN_PLACES = [250, 160, 100, 80, 60, 50];
const MIN_CATEGORY = 40;
const MIN_DRAWN = 40;
const MAX_FEES = { adult: 25, junior18OrVeteran: 20, womanOrJunior14: 15 } as const;
/** The English names of the fee groups of regulation §1 (the catalogue has them in Polish). */
const FEE_NAME: Record<keyof typeof MAX_FEES, string> = { adult: 'adults', junior18OrVeteran: 'juniors up to 18 or players 60+', womanOrJunior14: 'women or juniors up to 14' };

const item = (code: string, ok: boolean | null, rule: string, params: ComplianceItem['params']): ComplianceItem => ({
  code,
  ok,
  message: `${rule} (${ok === null ? 'not given' : `planned: ${params.planned}`})`,
  params,
});

/** A check per rule; `ok: null` when the organizer did not give the value. */
export function complianceChecks(t: PlannedTournament): ComplianceItem[] {
  const out: ComplianceItem[] = [];
  out.push(item('ROUNDS', t.rounds === null ? null : t.rounds === 9, '9 rounds', { planned: t.rounds }));
  const tempo = t.tempo?.replace(/\s|'|"|’|”|min/g, '').toLowerCase() ?? null;
  out.push(item('TEMPO', tempo === null || tempo === '' ? null : tempo === '10+5' || tempo === '15' || tempo === 'p15', 'rapid: 10\'+5" or 15\'', { planned: tempo === null || tempo === '' ? null : t.tempo }));
  for (const [k, max] of Object.entries(MAX_FEES) as [keyof typeof MAX_FEES, number][]) {
    const v = t.fees?.[k] ?? null;
    out.push(item(`FEE_${k}`, v === null ? null : v <= max, `entry fee for ${FEE_NAME[k]} ≤ ${max} zł`, { max, planned: v }));
  }
  MIN_PLACES.forEach((min, i) => {
    const v = t.prizes?.places?.[i] ?? null;
    out.push(item(`PRIZE_${i + 1}`, v === null ? null : v >= min, `prize for place ${i + 1} ≥ ${min} zł`, { min, place: i + 1, planned: v }));
  });
  const cat = t.prizes?.category ?? null;
  out.push(item('PRIZE_CATEGORY', cat === null ? null : cat >= MIN_CATEGORY, `category prizes ≥ ${MIN_CATEGORY} zł`, { min: MIN_CATEGORY, planned: cat }));
  const drawn = t.prizes?.drawn ?? null;
  out.push(item('PRIZE_DRAWN', drawn === null ? null : drawn >= MIN_DRAWN, `drawn prize ≥ ${MIN_DRAWN} zł`, { min: MIN_DRAWN, planned: drawn }));
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
