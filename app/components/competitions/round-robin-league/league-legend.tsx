import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import type { Lang } from './league-format';
import { LEAGUE_LEGEND_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { words } from '@/lib/i18n/words';


/** The readings behind the tables (competitions.md: name them in the page legend). */
export function LeagueLegend({ league, lang }: { league: LeagueResult; lang: Lang }) {
  const w = words(lang, LEAGUE_LEGEND_WORDS);
  return (
    <details className="legend">
      <summary>{w.title}</summary>
      <ul>
        <li>{w.schedule(league.berger)}</li>
        <li>{w.warning(league.thresholds.warningHours)}</li>
        <li>{w.forfeits}</li>
        <li>{w.notAccepted}</li>
        <li>{w.excluded}</li>
        <li>{w.edition(league.edition)}</li>
      </ul>
    </details>
  );
}
