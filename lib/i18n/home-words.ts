/**
 * The home page's words (issue 28), Polish and English, one table per language with the same keys.
 * Numbers come from lib/ (competition summaries); plural forms through Intl.PluralRules.
 */
import type { CompetitionSummary, SummaryLeader, SummaryState } from '@/lib/competitions/competition-summary';
import { formatScore } from '@/lib/fraction';
import { decimalSeparator, formatDate, type Lang } from './messages';
import { pluralOf } from './plural-rule.mjs';
import { outstandingGames } from './live-words.mjs';

const plural = pluralOf;

const pl = {
  title: 'Rozgrywki związku',
  intro: 'Wszystkie rozgrywki roku: cykl Grand Prix, turnieje otwarte, ligi i liga drużynowa — z wynikami na bieżąco.',
  empty: 'Nie opublikowano jeszcze żadnych rozgrywek.',
  now: 'Teraz i wkrótce',
  season: (year: number) => `Sezon ${year}`,
  archive: 'Archiwum',
  next: (date: string) => `najbliższy termin: ${date}`,
  afterTournaments: (n: number, final: boolean) => `po ${n} ${plural('pl', n, { one: 'turnieju', other: 'turniejach' })}${final ? ' i finale' : ''}`,
  round: (round: number, rounds: number) => (round === 0 ? `1. runda w toku (z ${rounds})` : `runda ${round} z ${rounds}`),
  /** Issue 40: games of the rounds reached still to play (postponed, or their result not yet in). */
  pending: (n: number) => outstandingGames('pl', n),
  qualifierOver: 'eliminacje zakończone — baraż',
  groups: 'eliminacje zakończone — grupy',
  knockout: 'faza pucharowa',
  finished: 'zakończone',
  coming: 'przed pierwszym turniejem',
  leads: (n: number) => plural('pl', n, { one: 'Prowadzi', other: 'Prowadzą' }),
  winner: (n: number) => plural('pl', n, { one: 'Zwycięzca', other: 'Zwycięzcy' }),
  points: (text: string, _value: number) => `${text} pkt`,
  documentation: 'Dokumentacja',
  docsIntro: 'Dla sędziów i organizatorów: jak prowadzić sezon, formaty plików, API, serwowanie i wdrożenie. Dokumenty są po angielsku i pochodzą z tej wersji programu.',
  presets: 'Regulaminy cykli, które można wybrać',
};

type HomeWords = typeof pl;

const en: HomeWords = {
  title: 'The association’s competitions',
  intro: 'Every competition of the year: the Grand Prix series, opens, leagues and the team league — with results as they come in.',
  empty: 'No competition has been published yet.',
  now: 'On now and next',
  season: (year: number) => `Season ${year}`,
  archive: 'Archive',
  next: (date: string) => `next: ${date}`,
  afterTournaments: (n: number, final: boolean) => `after ${n} ${plural('en', n, { one: 'tournament', other: 'tournaments' })}${final ? ' and the Final' : ''}`,
  round: (round: number, rounds: number) => (round === 0 ? `round 1 under way (of ${rounds})` : `round ${round} of ${rounds}`),
  pending: (n: number) => outstandingGames('en', n),
  qualifierOver: 'qualifier over — play-off',
  groups: 'qualifier over — groups',
  knockout: 'knock-out stage',
  finished: 'finished',
  coming: 'before the first tournament',
  leads: (n: number) => plural('en', n, { one: 'Leader', other: 'Leaders' }),
  winner: (n: number) => plural('en', n, { one: 'Winner', other: 'Winners' }),
  points: (text: string, value: number) => `${text} ${plural('en', value, { one: 'point', other: 'points' })}`,
  documentation: 'Documentation',
  docsIntro: 'For arbiters and organizers: how to run a season, the file formats, the API, serving and deployment — the documents of this version of the software.',
  presets: 'Series regulations to choose from',
};

/** The home page's words: `words(lang, HOME_WORDS)` (lib/i18n/words.ts). */
export const HOME_WORDS: Record<Lang, HomeWords> = { pl, en };

/** "runda 5 z 9", "runda 5 z 9 (2 partie zaległe)", "po 16 turniejach i finale", "zakończone" … */
export function describeState(lang: Lang, state: SummaryState): string {
  const w = HOME_WORDS[lang];
  switch (state.code) {
    case 'tournaments':
      return w.afterTournaments(state.played, state.final);
    case 'round':
      return state.pending ? `${w.round(state.round, state.rounds)} (${w.pending(state.pending)})` : w.round(state.round, state.rounds);
    case 'qualifier-over':
      return w.qualifierOver;
    case 'groups':
      return w.groups;
    case 'knockout':
      return w.knockout;
    case 'finished':
      return w.finished;
    case 'coming':
      return w.coming;
  }
}

function leaderText(lang: Lang, l: SummaryLeader): string {
  const w = HOME_WORDS[lang];
  const points = l.points ? ` — ${w.points(formatScore(l.points.units, l.points.unit, decimalSeparator(lang)), l.points.units / l.points.unit)}` : '';
  return `${l.group ? `${l.group}: ` : ''}${l.name}${points}`;
}

/**
 * "Prowadzi: Zalewski Adam — 110 pkt", "Zwycięzca: Nowak Jan", "Prowadzą: Liga 1.1: … · Liga 2.1: …";
 * leaders level on points share one line ("Prowadzą: A, B — 7 pkt"). Null when nobody leads yet.
 */
export function describeLeaders(lang: Lang, summary: CompetitionSummary): string | null {
  const w = HOME_WORDS[lang];
  const ls = summary.leaders;
  if (ls.length === 0) return null;
  const label = summary.finished ? w.winner(ls.length) : w.leads(ls.length);
  const sameTable = ls.every((l) => l.group === null);
  if (sameTable && ls.length > 1 && ls.every((l) => l.points?.units === ls[0]!.points?.units)) {
    return `${label}: ${leaderText(lang, { ...ls[0]!, name: ls.map((l) => l.name).join(', ') })}`;
  }
  return `${label}: ${ls.map((l) => leaderText(lang, l)).join(' · ')}`;
}

export function describeNextDay(lang: Lang, summary: CompetitionSummary): string | null {
  return summary.nextDay ? HOME_WORDS[lang].next(formatDate(lang, summary.nextDay)) : null;
}
