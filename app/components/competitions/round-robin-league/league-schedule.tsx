import type { LeagueGame, LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { day, gameResult, playerName, roundDayText, type Lang } from './league-format';
import { LEAGUE_SCHEDULE_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


/** Every game of the league, round by round, with its date: the round's game day or a reserve day. */
export function LeagueSchedule({ league, lang }: { league: LeagueResult; lang: Lang }) {
  const id = `league-${league.id}-schedule`;
  const w = words(lang, LEAGUE_SCHEDULE_WORDS);
  // issue 40: games without a known round (a crosstable by final place) are one list, without colours
  const rounds = league.roundsKnown ? [...new Set(league.games.map((g) => g.round))].sort((a, b) => a - b) : league.games.length > 0 ? [0] : [];
  return (
    <section className="league-schedule" id={id}>
      <DataTable fit data-testid="league-schedule">
          <caption>{w.caption}</caption>
          <thead>
            <tr>
              {/* issue 40: games without a round have no date either — no column of "date not known" */}
              {league.roundsKnown ? <th scope="col">{w.date}</th> : null}
              <th scope="col">{league.roundsKnown ? w.white : w.player}</th>
              <th scope="col" className="num">{w.result}</th>
              <th scope="col">{league.roundsKnown ? w.black : w.opponent}</th>
              <th scope="col">{w.status}</th>
            </tr>
          </thead>
          {rounds.map((round) => {
            const games = league.roundsKnown ? league.games.filter((g) => g.round === round) : league.games;
            const scheduled = games[0]!.scheduled;
            return (
              <tbody key={round}>
                <tr className="round">
                  <th scope="rowgroup" colSpan={league.roundsKnown ? 5 : 4}>
                    {league.roundsKnown ? `${w.round(round)} — ${roundDayText(scheduled, lang)}` : w.noRounds}
                  </th>
                </tr>
                {games.map((g) => (
                  <tr key={`${g.white}-${g.black}`} className={g.status}>
                    {league.roundsKnown ? (
                      <td>
                        <GameDate game={g} lang={lang} />
                      </td>
                    ) : null}
                    <td>{playerName(league, g.white)}</td>
                    <td className="num">{g.status === 'annulled' ? <del>{gameResult(g.recorded)}</del> : gameResult(g.result)}</td>
                    <td>{playerName(league, g.black)}</td>
                    <td>{statusText(g, lang)}</td>
                  </tr>
                ))}
              </tbody>
            );
          })}
        </DataTable>
    </section>
  );
}

function GameDate({ game, lang }: { game: LeagueGame; lang: Lang }) {
  const w = words(lang, LEAGUE_SCHEDULE_WORDS);
  if (game.dateKind === 'regular') return <time dateTime={game.date!}>{day(lang, game.date!)}</time>;
  // issue 40, C12: only a game made up on a day nobody wrote down is "odrobiona"; a league without dates has none
  if (game.dateKind === 'unknown') return <>{game.madeUp ? w.unknown : w.noDate}</>;
  return (
    <>
      <time dateTime={game.date!}>{day(lang, game.date!)}</time> <small>({game.dateKind === 'reserve' ? w.reserve : w.other})</small>
    </>
  );
}

function statusText(g: LeagueGame, lang: Lang): string {
  const w = words(lang, LEAGUE_SCHEDULE_WORDS);
  const base = { played: w.status_played, forfeit: w.status_forfeit, postponed: w.status_postponed, 'to-play': w.status_toPlay, annulled: w.status_annulled }[g.status];
  if (g.forfeitedBecause !== null) return `${base} (${w.byExclusion})`;
  if (g.status === 'postponed' && g.date !== g.scheduled.date && g.date !== null) return `${base}, ${w.newDate} ${day(lang, g.date)}`;
  if (g.madeUp && g.status !== 'annulled') return `${base} (${w.madeUp})`;
  return base;
}
