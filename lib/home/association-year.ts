import type { CompetitionSummary } from '@/lib/competitions/competition-summary';
import type { IsoDate } from '@/lib/dates';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';

/**
 * The kinds of the association's year, in the order the home page lists them: the Grand Prix series,
 * then every kind of the registry in the order it was registered (issue 39: a kind registered once
 * shows on the home page with no list here to keep in step).
 */
export const yearKinds = (): string[] => ['grand-prix', ...Object.keys(COMPETITION_KINDS)];
/** 'grand-prix' or the name of a registered kind. */
export type YearKind = string;

/** One published competition of any kind: a Grand Prix season or a competition computed from games. */
export interface YearItem {
  key: string;
  kind: YearKind;
  name: string;
  /** The public address (`/seasons/{slug}`, `/events/{slug}` …), without the language prefix. */
  path: string;
  summary: CompetitionSummary;
}

export interface AssociationYear {
  /** Under way or still to come, soonest next day first. */
  now: YearItem[];
  /** The current season: the latest year with a published competition, by kind. */
  season: { year: number; groups: { kind: YearKind; items: YearItem[] }[] } | null;
  /** Earlier years, latest first. */
  archive: { year: number; items: YearItem[] }[];
}

const byName = (a: YearItem, b: YearItem) => a.name.localeCompare(b.name, 'pl') || a.key.localeCompare(b.key);
const byKindIn = (kinds: readonly string[]) => (a: YearItem, b: YearItem) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || byName(a, b);

/**
 * The home page's year (issue 28), grouped as people think of it: what is on now and next, then the
 * current season by kind, then earlier years. Only competitions with results are listed (a draft is
 * not public) — and those with a day still to come (issue 40, B6: a published Grand Prix season with
 * confirmed dates and no results yet is coming, not invisible). A competition is "on now" while it is not finished and either has a day still to come
 * or belongs to today's year; it is listed there only, not again under its year. The current season
 * is the latest year among the others (a competition without a known year is filed under today's).
 */
export function associationYear(items: readonly YearItem[], today: IsoDate): AssociationYear {
  const thisYear = Number(today.slice(0, 4));
  const kinds = yearKinds();
  const byKind = byKindIn(kinds);
  const published = items.filter((i) => i.summary.hasResults || (i.summary.state.code === 'coming' && i.summary.nextDay !== null));
  const onNow = (i: YearItem) => !i.summary.finished && (i.summary.nextDay !== null || i.summary.year === thisYear);
  const now = published.filter(onNow).sort((a, b) => (a.summary.nextDay ?? '9999').localeCompare(b.summary.nextDay ?? '9999') || byKind(a, b));
  const rest = published.filter((i) => !onNow(i));
  const yearOf = (i: YearItem) => i.summary.year ?? thisYear;
  if (rest.length === 0) return { now, season: null, archive: [] };
  const current = Math.max(...rest.map(yearOf));
  const groups = kinds.map((kind) => ({ kind, items: rest.filter((i) => yearOf(i) === current && i.kind === kind).sort(byName) })).filter((g) => g.items.length > 0);
  const years = [...new Set(rest.map(yearOf).filter((y) => y < current))].sort((a, b) => b - a);
  return { now, season: { year: current, groups }, archive: years.map((year) => ({ year, items: rest.filter((i) => yearOf(i) === year).sort(byKind) })) };
}
