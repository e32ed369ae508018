/**
 * An entry's category and fee (regulation 003 §1.10): "senior - 25 zł, junior do 18 lat, nestor od
 * 60 lat - 20 zł; kobieta, junior młodszy do 14 lat - 15 zł". The regulation caps the fees; the
 * organizer's announcement names the fee actually asked (the reservation's `fees`), which this file
 * takes as given. Pure: the tournament's year comes in.
 */

/** The fee bands of §1.10, cheapest first when a player fits several (a girl of 12 is junior14). */
export const ENTRY_CATEGORIES = ['junior14', 'woman', 'junior18', 'veteran60', 'senior'] as const;
export type EntryCategory = (typeof ENTRY_CATEGORIES)[number];

/**
 * The ages of the bands, as ages reached in the tournament's calendar year (year − birth year): the
 * reading the rule set's category prizes already use (`ageAtMost` 14: born in or after year − 14).
 */
export interface EntryAges {
  /** "junior do 18 lat": year − birth ≤ junior. */
  junior: number;
  /** "junior młodszy do 14 lat": year − birth ≤ youngJunior. */
  youngJunior: number;
  /** "nestor od 60 lat": year − birth ≥ veteran. */
  veteran: number;
}

export const DEFAULT_ENTRY_AGES: EntryAges = { junior: 18, youngJunior: 14, veteran: 60 };

/** What a rule set says of ages: its explicit `entryAges`, else its category prizes' age tests, else the defaults. */
interface AgesSource {
  entryAges?: Partial<EntryAges> | undefined;
  categories?: readonly { test: { kind: string; years?: number } }[];
}

export function entryAgesOf(rules: AgesSource): EntryAges {
  const test = (kind: string) => rules.categories?.find((c) => c.test.kind === kind)?.test.years;
  return {
    junior: rules.entryAges?.junior ?? DEFAULT_ENTRY_AGES.junior,
    youngJunior: rules.entryAges?.youngJunior ?? test('ageAtMost') ?? DEFAULT_ENTRY_AGES.youngJunior,
    veteran: rules.entryAges?.veteran ?? test('ageAtLeast') ?? DEFAULT_ENTRY_AGES.veteran,
  };
}

/** The fees of §1.10's three bands, in złoty (the reservation's `fees`); null: not given. */
export interface EntryFees {
  adult: number | null;
  junior18OrVeteran: number | null;
  womanOrJunior14: number | null;
}

interface CategoryInput {
  birthYear: number;
  sex: 'M' | 'F';
}

/** The cheapest band the player fits in the tournament's year. */
export function entryCategory(p: CategoryInput, year: number, ages: EntryAges = DEFAULT_ENTRY_AGES): EntryCategory {
  const age = year - p.birthYear;
  if (age <= ages.youngJunior) return 'junior14';
  if (p.sex === 'F') return 'woman';
  if (age <= ages.junior) return 'junior18';
  if (age >= ages.veteran) return 'veteran60';
  return 'senior';
}

const BAND: Record<EntryCategory, keyof EntryFees> = {
  junior14: 'womanOrJunior14',
  woman: 'womanOrJunior14',
  junior18: 'junior18OrVeteran',
  veteran60: 'junior18OrVeteran',
  senior: 'adult',
};

/**
 * The fee of a category: the organizer's fee of its band; a band the organizer left blank pays the
 * next dearer band's fee given (a woman pays the adults' fee when only that is announced) — the
 * reading that never asks more than someone older or of the other sex would pay. Null: no fee given.
 */
export function entryFee(category: EntryCategory, fees: Partial<EntryFees> | null): number | null {
  if (!fees) return null;
  const order: (keyof EntryFees)[] = ['womanOrJunior14', 'junior18OrVeteran', 'adult'];
  for (const band of order.slice(order.indexOf(BAND[category]))) {
    const v = fees[band];
    if (typeof v === 'number') return v;
  }
  return null;
}
