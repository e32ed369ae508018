import { formatScore } from '@/lib/fraction';
import { decimalSeparator, plTournaments, type Lang } from '@/lib/i18n/messages';
import type { Outlook } from '@/lib/series/outlook';

const words = {
  pl: {
    title: 'Co jeszcze możliwe',
    total: 'Suma na koniec sezonu',
    rank: 'Miejsce na koniec sezonu',
    secured: 'Miejsce nagradzane zapewnione',
    outOfReach: 'Miejsce nagradzane poza zasięgiem',
    range: (a: string, b: string) => (a === b ? a : `od ${a} do ${b}`),
    rankRange: (best: number, worst: number) => (best === worst ? `${best}.` : `od ${best}. do ${worst}.`),
    semantics: (regular: number, final: boolean, source: 'calendar' | 'arbiter') =>
      `Przed nami: ${regular === 0 && final ? 'Finał' : `${regular} ${plTournaments(regular)}${final ? ' i Finał' : ''}`} (${source === 'calendar' ? 'z kalendarza' : 'według sędziego'}). Każdy wynik zawodnika może być dowolny — od nieobecności do kompletu punktów — niezależnie od innych; liczą się tylko zawodnicy już w tabeli; równa suma może skończyć się po obu stronach.`,
  },
  en: {
    title: 'What is still possible',
    total: 'Total at the end of the season',
    rank: 'Rank at the end of the season',
    secured: 'Prize place secured',
    outOfReach: 'Prize place out of reach',
    range: (a: string, b: string) => (a === b ? a : `${a} to ${b}`),
    rankRange: (best: number, worst: number) => (best === worst ? `${best}` : `${best} to ${worst}`),
    semantics: (regular: number, final: boolean, source: 'calendar' | 'arbiter') =>
      `Still to come: ${regular === 0 && final ? 'the Final' : `${regular} tournament${regular === 1 ? '' : 's'}${final ? ' and the Final' : ''}`} (${source === 'calendar' ? 'from the calendar' : 'as set by the arbiter'}). Each player's remaining results may be anything from absence to a full score, independently of the others; only players already in the table are counted; an equal total could finish either side.`,
  },
} as const;

/** Issue 14 "what do I need?": the highest and lowest total and rank still possible, and the prize flags. */
export function OutlookCard({ lang, outlook, unit, remaining, source }: { lang: Lang; outlook: Outlook; unit: number; remaining: { regular: number; final: boolean }; source: 'calendar' | 'arbiter' }) {
  const w = words[lang];
  const sep = decimalSeparator(lang);
  return (
    <section className="card" data-testid="player-outlook" aria-labelledby="outlook-title">
      <h2 id="outlook-title">{w.title}</h2>
      <dl>
        <dt className="muted">{w.total}</dt>
        <dd>{w.range(formatScore(outlook.minTotal, unit, sep), formatScore(outlook.maxTotal, unit, sep))}</dd>
        <dt className="muted">{w.rank}</dt>
        <dd>{w.rankRange(outlook.bestRank, outlook.worstRank)}</dd>
      </dl>
      {outlook.prizeSecured ? <p className="ok">{w.secured}</p> : null}
      {outlook.outOfReach ? <p className="muted">{w.outOfReach}</p> : null}
      <p className="explain">{w.semantics(remaining.regular, remaining.final, source)}</p>
    </section>
  );
}
