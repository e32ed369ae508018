import { describeCompliance } from '@/lib/i18n/catalogue';

/**
 * Per-tournament facts regulation §1 asks for (rules spec §7): the rounds, the tempo, entry fees
 * within the caps, prizes at least the minimums — each threshold from the season's rule set — and
 * the fees owed after the results are known. Amounts in grosze (1/100 zł).
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
  /** The catalogue's English (`describeCompliance('en', item)`), for the API and logs; pages say `describeCompliance(lang, item)`. */
  message: string;
  /** The rule's bound and the planned value, for the catalogue's sentence. */
  params: { min?: number; max?: number; planned?: number | string | null; place?: number; allowed?: string };
}

/**
 * The thresholds a reservation is checked against, from the season's rule set (`rounds` and
 * `tournamentFormat`, lib/series/rules.ts): a series without them checks nothing it does not have.
 */
export interface TournamentFormat {
  rounds: number | null;
  /** Allowed time controls as written in the regulation (10'+5", P'15); compared without spaces, quotes, "min" or a leading P. */
  tempos: readonly string[];
  maxFees: { adult: number | null; junior18OrVeteran: number | null; womanOrJunior14: number | null };
  minPrizes: { places: readonly number[]; category: number | null; drawn: number | null };
}

export function tournamentFormatOf(rules: { rounds: number | null; tournamentFormat: Omit<TournamentFormat, 'rounds'> | null }): TournamentFormat {
  const f = rules.tournamentFormat;
  return {
    rounds: rules.rounds,
    tempos: f?.tempos ?? [],
    maxFees: f?.maxFees ?? { adult: null, junior18OrVeteran: null, womanOrJunior14: null },
    minPrizes: f?.minPrizes ?? { places: [], category: null, drawn: null },
  };
}

/** "10' + 5''", "10+5 min", "P'15", "15 min" → "10+5", "15". */
export function normalizeTempo(t: string): string {
  return t.replace(/\s|'|"|’|”|′|″|min/gi, '').toLowerCase().replace(/^p/, '');
}

/** A check with its English from the catalogue, as an English page says it ("9 rounds (planned: 7)"). */
const item = (code: string, ok: boolean | null, params: ComplianceItem['params']): ComplianceItem => ({
  code,
  ok,
  message: describeCompliance('en', { code, ok, params, message: code }),
  params,
});

/**
 * A check per rule of the season's format; `ok: null` when the organizer did not give the value.
 * Rounds and tempo go as text (`planned: "7"`), amounts as numbers of złoty.
 */
export function complianceChecks(t: PlannedTournament, format: TournamentFormat): ComplianceItem[] {
  const out: ComplianceItem[] = [];
  if (format.rounds !== null) {
    out.push(item('RULE_ROUNDS', t.rounds === null ? null : t.rounds === format.rounds, { max: format.rounds, planned: t.rounds === null ? null : String(t.rounds) }));
  }
  if (format.tempos.length > 0) {
    const tempo = t.tempo === null || t.tempo.trim() === '' ? null : normalizeTempo(t.tempo);
    const allowed = format.tempos.map(normalizeTempo);
    out.push(item('RULE_TEMPO', tempo === null ? null : allowed.includes(tempo), { planned: tempo === null ? null : t.tempo, allowed: format.tempos.join(' | ') }));
  }
  for (const [k, max] of Object.entries(format.maxFees) as [keyof TournamentFormat['maxFees'], number | null][]) {
    if (max === null) continue;
    const v = t.fees?.[k] ?? null;
    out.push(item(`FEE_${k}`, v === null ? null : v <= max, { max, planned: v }));
  }
  format.minPrizes.places.forEach((min, i) => {
    const v = t.prizes?.places?.[i] ?? null;
    out.push(item(`PRIZE_${i + 1}`, v === null ? null : v >= min, { min, place: i + 1, planned: v }));
  });
  if (format.minPrizes.category !== null) {
    const cat = t.prizes?.category ?? null;
    out.push(item('PRIZE_CATEGORY', cat === null ? null : cat >= format.minPrizes.category, { min: format.minPrizes.category, planned: cat }));
  }
  if (format.minPrizes.drawn !== null) {
    const drawn = t.prizes?.drawn ?? null;
    out.push(item('PRIZE_DRAWN', drawn === null ? null : drawn >= format.minPrizes.drawn, { min: format.minPrizes.drawn, planned: drawn }));
  }
  return out;
}

/** The broken rules of a plan: a reservation with any is confirmed only with these shown as a warning. */
export function complianceWarnings(t: PlannedTournament, format: TournamentFormat): ComplianceItem[] {
  return complianceChecks(t, format).filter((c) => c.ok === false);
}

interface FeesOwed {
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
