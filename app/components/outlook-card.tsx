import { formatScore } from '@/lib/fraction';
import { decimalSeparator, plTournaments, type Lang } from '@/lib/i18n/messages';
import type { Outlook } from '@/lib/series/outlook';
import { OUTLOOK_CARD_WORDS } from '@/lib/i18n/site-pages-words';
import { words } from '@/lib/i18n/words';


/** Issue 14 "what do I need?": the highest and lowest total and rank still possible, and the prize flags. */
export function OutlookCard({ lang, outlook, unit, remaining, source }: { lang: Lang; outlook: Outlook; unit: number; remaining: { regular: number; final: boolean }; source: 'calendar' | 'arbiter' }) {
  const w = words(lang, OUTLOOK_CARD_WORDS);
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
