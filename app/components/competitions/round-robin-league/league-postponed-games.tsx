import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { day, playerName, roundDayText, type Lang } from './league-format';
import { LEAGUE_POSTPONED_GAMES_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


/** The postponed games not yet played, with who asked, the new date if fixed and the reserve days left. */
export function LeaguePostponedGames({ league, lang }: { league: LeagueResult; lang: Lang }) {
  const w = words(lang, LEAGUE_POSTPONED_GAMES_WORDS);
  if (league.postponed.length === 0) return <p className="explain">{w.none}</p>;
  return (
    <section className="league-postponed">
      <DataTable data-testid="league-postponed">
        <caption>{w.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">{w.round}</th>
            <th scope="col">{w.game}</th>
            <th scope="col">{w.askedBy}</th>
            <th scope="col">{w.scheduled}</th>
            <th scope="col">{w.newDate}</th>
            <th scope="col">{w.left}</th>
          </tr>
        </thead>
        <tbody>
          {league.postponed.map((p) => (
            <tr key={`${p.round}-${p.white}-${p.black}`}>
              <td className="num">{p.round}</td>
              <th scope="row">
                {playerName(league, p.white)} – {playerName(league, p.black)}
              </th>
              <td>{p.postponedBy.map((s) => playerName(league, s)).join(', ')}</td>
              <td>
                {p.scheduled.date !== null ? <time dateTime={p.scheduled.date}>{day(lang, p.scheduled.date)}</time> : roundDayText(p.scheduled, lang)}
              </td>
              <td>{p.newDate ? <time dateTime={p.newDate}>{day(lang, p.newDate)}</time> : w.notFixed}</td>
              <td>{p.reserveDaysLeft.length === 0 ? w.noneLeft : p.reserveDaysLeft.map((d) => `${day(lang, d.date)} ${d.start}–${d.end}`).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
