import { hasFullDates } from '@/lib/calendar/season-window';
import { currencyUnit } from './formats';
import { plTournaments, type Lang } from '@/lib/i18n/messages';
import type { RuleSet, TieBreakName } from '@/lib/series/rules';

/** One line of a rule set in words: what it is about, and the rule. */
interface RuleLine {
  topic: 'points' | 'ties' | 'bonus' | 'multipliers' | 'counting' | 'neverDrop' | 'final' | 'tieBreaks' | 'minimum' | 'region' | 'teams' | 'prizes' | 'rounds' | 'window';
  text: string;
}

const list = (xs: readonly (string | number)[], lang: Lang) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${lang === 'pl' ? 'i' : 'and'} ${xs[xs.length - 1]}`);
const num = (x: number, lang: Lang) => (lang === 'pl' ? String(x).replace('.', ',') : String(x));

export const TIE_BREAK_WORDS: Record<TieBreakName, { pl: string; en: string }> = {
  finalPlace: { pl: 'wyższe miejsce w Turnieju Finałowym (bez wyniku w Finale — niżej)', en: 'the better place in the Final (no Final result ranks lower)' },
  bestSingleResult: { pl: 'najlepszy pojedynczy wynik', en: 'the best single result' },
  lastTournamentPlace: { pl: 'wyższe miejsce w ostatnim turnieju', en: 'the higher place in the last tournament' },
  sumAllResults: { pl: 'suma wszystkich wyników razem z odrzuconymi', en: 'the sum of all results including the dropped ones' },
  pointsPerCountedEvent: { pl: 'więcej punktów na zaliczony turniej (czyli mniej zaliczonych turniejów)', en: 'more points per counted event (i.e. fewer counted events)' },
  fewerEvents: { pl: 'mniej rozegranych turniejów', en: 'fewer tournaments played' },
  moreEvents: { pl: 'więcej rozegranych turniejów', en: 'more tournaments played' },
  countBack: { pl: 'więcej pierwszych miejsc, potem drugich itd.', en: 'more 1st places, then more 2nd places, and so on' },
  sailwaveA8: { pl: 'lepsze zaliczone wyniki porównane od najlepszego, potem wynik w ostatnim turnieju, przedostatnim… (żeglarskie A8)', en: 'the better counted scores compared best first, then the score in the last event, the one before… (sailing A8)' },
  lowerRating: { pl: 'niższy ranking', en: 'the lower rating' },
};

/**
 * A rule set in words, Polish or English — the presets page and the explanation under a table
 * ("the tie-break chain shown and explained on the page", rule-variants). Pure.
 */
export function describeRules(r: RuleSet, lang: Lang): RuleLine[] {
  const pl = lang === 'pl';
  const out: RuleLine[] = [];
  const p = r.points;
  const tableWords = (t: { table: number[]; otherwise: number; step: number | null; min: number }) => {
    const head = list(t.table.map((x) => num(x, lang)), lang);
    if (t.step !== null) return pl ? `${head}, dalej o ${num(t.step, lang)} mniej za każde miejsce, najmniej ${num(t.min, lang)}` : `${head}, then ${num(t.step, lang)} less per place, at least ${num(t.min, lang)}`;
    return pl ? `${head}; dalsze miejsca — ${num(t.otherwise, lang)}` : `${head}; lower places ${num(t.otherwise, lang)}`;
  };
  if (p.kind === 'game') out.push({ topic: 'points', text: pl ? 'Turniej daje punkty zdobyte w partiach.' : 'A tournament is worth the game points scored.' });
  else if (p.kind === 'placeTable') out.push({ topic: 'points', text: pl ? `Punkty za miejsca: ${tableWords(p)}.` : `Place points: ${tableWords(p)}.` });
  else if (p.kind === 'gamePlusPlace') out.push({ topic: 'points', text: pl ? `Punkty z partii plus premia za miejsce: ${tableWords(p)}.` : `Game points plus a place bonus: ${tableWords(p)}.` });
  else out.push({ topic: 'points', text: pl ? 'Za 1. miejsce tyle punktów, ilu uczestników, za każde dalsze o jeden mniej.' : 'First place is worth the number of participants, each place below one less.' });
  if (p.kind !== 'game') {
    const by =
      r.tiedPlaces.by === 'place'
        ? pl ? 'dzielący miejsce w pliku wyników' : 'sharing a place in the results file'
        : r.tiedPlaces.by === 'score'
          ? pl ? 'równi w punktach i we wszystkich kolumnach punktacji pomocniczej pliku (choć plik pisze im np. miejsca 3 i 4)' : 'equal on points and on every tie-break column of the file (although the file writes them, say, 3 and 4)'
          : pl ? 'z równą liczbą punktów z partii (bez punktacji pomocniczej)' : 'tied on game points (no tie-breaks inside an event)';
    const share = r.tiedPlaces.share === 'split' ? (pl ? 'dzielą po równo sumę punktów zajmowanych miejsc (ułamki zostają dokładne, np. 153⅓)' : 'share equally the sum of the points of the places they occupy (fractions stay exact, e.g. 153⅓)') : pl ? 'dostają każdy punkty miejsca, które dzielą' : 'each get the points of the place they share';
    out.push({ topic: 'ties', text: pl ? `Zawodnicy ${by} ${share}.` : `Players ${by} ${share}.` });
  }
  if (r.participationBonus > 0) out.push({ topic: 'bonus', text: pl ? `Za udział w turnieju dodatkowo ${num(r.participationBonus, lang)} pkt.` : `Taking part in a tournament adds ${num(r.participationBonus, lang)} points.` });
  const multipliers = Object.entries(r.tournamentMultipliers);
  if (multipliers.length > 0) out.push({ topic: 'multipliers', text: (pl ? 'Mnożniki turniejów: ' : 'Tournament multipliers: ') + multipliers.map(([id, m]) => `${id} ×${num(m, lang)}`).join(', ') + '.' });
  const d = r.drops;
  const counting: Record<typeof d.kind, () => string> = {
    growing: () => (d.kind === 'growing' ? (pl ? `Po ${d.firstAfter} turniejach odrzuca się najsłabszy wynik, potem jeszcze jeden co ${d.every} turnieje (nieobecność = 0).` : `After ${d.firstAfter} tournaments the worst result is dropped, one more every ${d.every} tournaments (an absence counts 0).`) : ''),
    bestOf: () =>
      d.kind !== 'bestOf'
        ? ''
        : d.edition !== undefined
          ? pl
            ? `Edycja to ${d.edition} turniejów; liczy się ${d.best} najlepszych wyników, a w trakcie edycji z rozegranych turniejów odrzuca się ${d.edition - d.best === 1 ? 'najsłabszy' : `${d.edition - d.best} najsłabsze`} (nieobecność = 0; co najmniej jeden wynik się liczy).`
            : `An edition is ${d.edition} tournaments; the best ${d.best} results count, and while the edition is under way the ${d.edition - d.best === 1 ? 'worst' : `${d.edition - d.best} worst`} of the tournaments held ${d.edition - d.best === 1 ? 'is' : 'are'} dropped (an absence counts 0; at least one result counts).`
          : pl
            ? `Liczy się ${d.best} najlepszych wyników (nieobecność = 0).`
            : `The best ${d.best} results count (an absence counts 0).`,
    none: () => (pl ? 'Liczą się wszystkie wyniki.' : 'Every result counts.'),
    dropWorst: () => (d.kind === 'dropWorst' ? (pl ? `Odrzuca się ${d.count} najsłabsze wyniki z rozegranych turniejów (nieobecność = 0).` : `The worst ${d.count} of the tournaments held are dropped (an absence counts 0).`) : ''),
    bestOfMostPlayed: () => (d.kind === 'bestOfMostPlayed' ? (pl ? `Liczy się tyle najlepszych wyników, ile turniejów rozegrał najaktywniejszy zawodnik, minus ${d.minus} (co najmniej jeden).` : `A player's best (most events played by anyone − ${d.minus}) results count (at least one).`) : ''),
    dropIfPlayedAll: () => (d.kind === 'dropIfPlayedAll' ? (pl ? `Zawodnikom, którzy zagrali we wszystkich turniejach, odrzuca się ${d.count} najsłabszy wynik.` : `Players who played every tournament lose their worst ${d.count} result${d.count > 1 ? 's' : ''}.`) : ''),
    bestPerPart: () => (d.kind === 'bestPerPart' ? (pl ? 'Sezon dzieli się na części: ' : 'The season has parts: ') + d.parts.map((x) => (pl ? `${x.tournaments === null ? 'pozostałe turnieje' : `${x.tournaments} turniejów`} — ${x.best} najlepszych` : `${x.tournaments === null ? 'the remaining tournaments' : `${x.tournaments} tournaments`} — best ${x.best}`)).join('; ') + '.' : ''),
  };
  out.push({ topic: 'counting', text: counting[d.kind]() });
  if (r.neverDrop.length > 0) out.push({ topic: 'neverDrop', text: (pl ? 'Nigdy nie odrzuca się: ' : 'Never dropped: ') + r.neverDrop.join(', ') + '.' });
  out.push({ topic: 'final', text: r.multiplier === 0 ? (pl ? 'Bez Turnieju Finałowego.' : 'No Final.') : pl ? `Turniej Finałowy liczy się ×${r.multiplier} i nie jest odrzucany.` : `The Final counts ×${r.multiplier} and is never dropped.` });
  const chain = r.tieBreaks.map((t) => TIE_BREAK_WORDS[t][lang]);
  out.push({ topic: 'tieBreaks', text: pl ? `Przy równej sumie: ${chain.length ? `${chain.join('; potem ')}; dalej ` : ''}miejsce ex aequo.` : `Equal totals: ${chain.length ? `${chain.join('; then ')}; then ` : ''}a shared place.` });
  if (r.minEventsToClassify > 1 || r.minEventsForPrize > 0) {
    const parts = [
      ...(r.minEventsToClassify > 1 ? [pl ? `do klasyfikacji co najmniej ${r.minEventsToClassify} turnieje` : `at least ${r.minEventsToClassify} tournaments to be classified`] : []),
      ...(r.minEventsForPrize > 0 ? [pl ? `do nagrody co najmniej ${r.minEventsForPrize} turnieje (nagroda przechodzi na następnego)` : `at least ${r.minEventsForPrize} tournaments for a prize (it passes to the next player)`] : []),
    ];
    out.push({ topic: 'minimum', text: (pl ? 'Minimum: ' : 'Minimum: ') + parts.join('; ') + '.' });
  }
  out.push({ topic: 'region', text: r.region === null ? (pl ? 'Klasyfikowani są wszyscy uczestnicy.' : 'Every participant is classified.') : pl ? `Klasyfikowani są zawodnicy zarejestrowani w klubach regionu ${r.region} w dniu turnieju.` : `Players registered with a club of ${r.region} on the tournament's date are classified.` });
  out.push({ topic: 'teams', text: !r.teams ? (pl ? 'Bez klasyfikacji drużynowej.' : 'No team classification.') : pl ? `Klasyfikacja klubów: ${r.teamSize} najlepszych wyników klubu w turnieju.` : `Club classification: a club's best ${r.teamSize} results in a tournament.` });
  if (r.placePrizes.length > 0 || r.categories.length > 0) {
    const places = r.placePrizes.length ? (pl ? `za miejsca 1–${r.placePrizes.length}: ${r.placePrizes.join(', ')} zł` : `places 1–${r.placePrizes.length}: ${r.placePrizes.join(', ')} ${currencyUnit(lang)}`) : '';
    const cats = r.categories.map((c) => `${c.label[lang]} ${c.amount} ${currencyUnit(lang)}`).join(', ');
    const one = r.onePrizePerPlayer ? (pl ? 'jedna nagroda na zawodnika' : 'one prize per player') : pl ? 'nagrody się sumują' : 'prizes are cumulative';
    out.push({ topic: 'prizes', text: (pl ? 'Nagrody: ' : 'Prizes: ') + [places, cats, one].filter(Boolean).join('; ') + '.' });
  } else out.push({ topic: 'prizes', text: pl ? 'Bez nagród finansowych w klasyfikacji.' : 'No money prizes in the series table.' });
  if (r.rounds !== null) out.push({ topic: 'rounds', text: pl ? `Turniej ma ${r.rounds} rund: więcej punktów w pliku to błąd.` : `A tournament has ${r.rounds} rounds: more points in a file are an error.` });
  const wraps = r.window.to < r.window.from;
  if (hasFullDates(r.window)) out.push({ topic: 'window', text: pl ? `Sezon trwa od ${r.window.from} do ${r.window.to}.` : `The season runs from ${r.window.from} to ${r.window.to}.` });
  else out.push({ topic: 'window', text: pl ? `Sezon trwa od ${r.window.from} do ${r.window.to}${wraps ? ' następnego roku' : ''} (MM-DD).` : `The season runs from ${r.window.from} to ${r.window.to}${wraps ? ' of the next year' : ''} (MM-DD).` });
  return out;
}

/** The topics of describeRules the season page explains above its table (the rest is on /presets). */
export const SEASON_PAGE_TOPICS: readonly RuleLine['topic'][] = ['points', 'ties', 'bonus', 'multipliers', 'counting', 'neverDrop', 'final', 'minimum', 'tieBreaks'];

/**
 * The counting rule as it stands after the regular tournaments held (`n`), with `drops` results
 * dropped for a player who played them all (Standings.drops): the season page's first sentence.
 */
export function describeCountingNow(r: RuleSet, n: number, drops: number, lang: Lang): string {
  const pl = lang === 'pl';
  if (n === 0) return pl ? 'Nie rozegrano jeszcze żadnego turnieju.' : 'No tournament has been played yet.';
  const held = pl ? `Rozegrano ${n} ${plTournaments(n)}` : `${n} tournament${n === 1 ? '' : 's'} held`;
  if (drops === 0) return pl ? `${held}: ${n === 1 ? 'liczy się jego wynik' : 'liczą się wszystkie wyniki'}.` : `${held}: ${n === 1 ? 'its result counts' : 'every result counts'}.`;
  const worstPl = `${drops} ${drops === 1 ? 'najsłabszy wynik' : plTournaments(drops) === 'turnieje' ? 'najsłabsze wyniki' : 'najsłabszych wyników'}`;
  const worstEn = drops === 1 ? 'lowest result' : `${drops} lowest results`;
  if (r.drops.kind === 'dropIfPlayedAll') return pl ? `${held}: zawodnikom, którzy zagrali we wszystkich, odrzuca się ${worstPl}.` : `${held}: players who played them all lose their ${worstEn}.`;
  if (r.drops.kind === 'bestOfMostPlayed') {
    const k = n - drops;
    return pl ? `${held}: każdemu liczy się ${k} ${k === 1 ? 'najlepszy wynik' : plTournaments(k) === 'turnieje' ? 'najlepsze wyniki' : 'najlepszych wyników'} (nieobecność = 0).` : `${held}: each player's best ${k} result${k === 1 ? '' : 's'} count (an absence counts 0).`;
  }
  const parts = r.drops.kind === 'bestPerPart' ? (pl ? ', liczone w każdej części sezonu osobno' : ', counted in each part of the season') : '';
  return pl ? `${held}: każdemu odrzuca się ${worstPl}${parts} (nieobecność = 0).` : `${held}: each player's ${worstEn} ${drops === 1 ? 'is' : 'are'} dropped${parts} (an absence counts 0).`;
}

/** The season page's explanation: the counting as it stands now, then the season's own rules in words. */
export function describeSeasonRules(r: RuleSet, n: number, drops: number, lang: Lang): string[] {
  return [describeCountingNow(r, n, drops, lang), ...describeRules(r, lang).filter((l) => SEASON_PAGE_TOPICS.includes(l.topic)).map((l) => l.text)];
}
