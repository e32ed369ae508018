import { DETAILS_WORDS } from '@/lib/i18n/details-words';
import type { Lang } from '@/lib/i18n/messages';
import { hasDetails, type TournamentDetails } from '@/lib/series/tournament-details';
import { words } from '@/lib/i18n/words';
import { formatDateRange } from '@/lib/i18n/formats';

const ORDER = ['city', 'venue', 'timeControl', 'rounds', 'chiefArbiter', 'organizer'] as const;

/**
 * A tournament's facts as a chess site lists them; a fact the results file does not give but the
 * reservation does says so. `days`: a competition's first and last day (issue 40: an open's page did
 * not say when it was played), first in the list as chess-results puts its "Date".
 */
export function TournamentDetailsList({ lang, details, days = null }: { lang: Lang; details: TournamentDetails | null; days?: { from: string; to: string | null } | null }) {
  if ((!details || !hasDetails(details)) && !days) return null;
  const w = words(lang, DETAILS_WORDS);
  return (
    <section className="tournament-details" aria-label={w.title}>
      <dl className="details" data-testid="tournament-details">
        {days ? (
          <div data-detail="dates">
            <dt>{w.dates}</dt>
            <dd data-testid="competition-dates">{formatDateRange(lang, days.from, days.to)}</dd>
          </div>
        ) : null}
        {ORDER.map((k) => {
          const d = details?.[k];
          if (!d) return null;
          return (
            <div key={k} data-detail={k}>
              <dt>{w[k]}</dt>
              <dd>
                {d.value}
                {d.source === 'reservation' ? <span className="muted"> ({w.fromReservation})</span> : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
