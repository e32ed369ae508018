import { DETAILS_WORDS } from '@/lib/i18n/details-words';
import type { Lang } from '@/lib/i18n/messages';
import { hasDetails, type TournamentDetails } from '@/lib/series/tournament-details';
import { words } from '@/lib/i18n/words';

const ORDER = ['city', 'venue', 'timeControl', 'rounds', 'chiefArbiter', 'organizer'] as const;

/** A tournament's facts as a chess site lists them; a fact the results file does not give but the reservation does says so. */
export function TournamentDetailsList({ lang, details }: { lang: Lang; details: TournamentDetails }) {
  if (!hasDetails(details)) return null;
  const w = words(lang, DETAILS_WORDS);
  return (
    <section className="tournament-details" aria-label={w.title}>
      <dl className="details" data-testid="tournament-details">
        {ORDER.map((k) => {
          const d = details[k];
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
