import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import type { Lang } from './league-format';

const words = {
  pl: {
    title: 'Jak liczymy',
    schedule: (berger: boolean) => (berger ? 'Kojarzenia według tabel Bergera FIDE (numery startowe = numery losowania).' : 'Kojarzenia według pliku programu kojarzącego (nie są tabelą Bergera).'),
    warning: (h: number) => `Nieobecność jest usprawiedliwiona, gdy zawodnik uprzedził co najmniej ${h} godziny przed rundą i podał ważny powód — partia przechodzi na dzień rezerwowy; w przeciwnym razie przegrywa walkowerem.`,
    forfeits: 'Walkower w pliku wyników bez wpisu w pliku przełożeń liczymy jako nieobecność bez uprzedzenia.',
    notAccepted: 'Uprzedzenie w terminie bez ważnego powodu: przegrana, ale nie nieobecność bez uprzedzenia.',
    excluded: 'Wykluczony z co najmniej wymaganą liczbą partii pozostaje w klasyfikacji według punktów.',
    edition: (e: string) => `Punktacja pomocnicza według FIDE C.07, partie nierozegrane wg ${e}; w turnieju kołowym walkowery liczą się jak partie.`,
  },
  en: {
    title: 'How we count',
    schedule: (berger: boolean) => (berger ? "Pairings from FIDE's Berger tables (start numbers are the drawn numbers)." : "Pairings from the pairing program's file (not a Berger table)."),
    warning: (h: number) => `An absence is excused when the player warned at least ${h} hours before the round with a valid reason — the game moves to a reserve day; otherwise it is lost by forfeit.`,
    forfeits: 'A forfeit in the results file that the postponements file does not explain counts as an absence without warning.',
    notAccepted: 'A warning in time without a valid reason: a loss, but not an absence without warning.',
    excluded: 'A player excluded with at least the required games played stays in the standings by points.',
    edition: (e: string) => `Tie-breaks by FIDE C.07, unplayed rounds by ${e}; in a round robin forfeits count as games.`,
  },
} as const;

/** The readings behind the tables (competitions.md: name them in the page legend). */
export function LeagueLegend({ league, lang }: { league: LeagueResult; lang: Lang }) {
  const w = words[lang];
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
