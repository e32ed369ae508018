import type { LeagueGame, LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { day, gameResult, playerName, roundDayText, type Lang } from './league-format';
import { LEAGUE_SCHEDULE_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { DataTable } from '@/app/components/data-table';
import { ParticipantName } from '@/app/components/games/participant-name';
import { participantHref } from '@/lib/people/person-json';
import { words } from '@/lib/i18n/words';

/**
 * Every game of the league, round by round, with its date: the round's game day or a reserve day.
 *
 * Issue 40 (the walk's "data nieznana" in 36 rows): a date nobody knows is said once, never per game —
 * a league whose games have no date at all has no date column and says so under the caption; in a round
 * with dates, the games without one come last, under one row "date not known" (their date cells empty).
 * On a phone a game is two lines — white, result, black; its date and state under them (site.css, table.league-schedule).
 */
export function LeagueSchedule({ league, lang, slug }: { league: LeagueResult; lang: Lang; slug?: string }) {
  const id = `league-${league.id}-schedule`;
  const w = words(lang, LEAGUE_SCHEDULE_WORDS);
  // issue 40: games without a known round (a crosstable by final place) are one list, without colours
  const rounds = league.roundsKnown ? [...new Set(league.games.map((g) => g.round))].sort((a, b) => a - b) : league.games.length > 0 ? [0] : [];
  // a date column only where some game has a date (a TRF without dates and no game days: none has)
  const dated = league.roundsKnown && league.games.some((g) => g.date !== null);
  const columns = dated ? 5 : 4;
  const name = (startNumber: number) => <ParticipantName name={playerName(league, startNumber)} href={slug !== undefined ? participantHref(lang, slug, startNumber, league.id) : null} />;
  const row = (g: LeagueGame) => (
    <tr key={`${g.white}-${g.black}`} className={g.status}>
      {dated ? <td className="date">{g.date !== null ? <GameDate game={g} lang={lang} /> : null}</td> : null}
      <td className="name">{name(g.white)}</td>
      <td className="num">{g.status === 'annulled' ? <del>{gameResult(g.recorded)}</del> : gameResult(g.result)}</td>
      <td className="name">{name(g.black)}</td>
      <td className="wrap state">{statusText(g, lang)}</td>
    </tr>
  );
  return (
    <section className="league-schedule" id={id}>
      <DataTable fit className="league-schedule" data-testid="league-schedule">
          <caption>
            {w.caption}
            {league.roundsKnown && !dated && league.games.length > 0 ? (
              <span className="caption-note" data-testid="schedule-no-dates">
                {w.noDate}
              </span>
            ) : null}
          </caption>
          <thead>
            <tr>
              {dated ? <th scope="col">{w.date}</th> : null}
              <th scope="col">{league.roundsKnown ? w.white : w.player}</th>
              <th scope="col" className="num">{w.result}</th>
              <th scope="col">{league.roundsKnown ? w.black : w.opponent}</th>
              <th scope="col">{w.status}</th>
            </tr>
          </thead>
          {rounds.map((round) => {
            const games = league.roundsKnown ? league.games.filter((g) => g.round === round) : league.games;
            const scheduled = games[0]!.scheduled;
            const withDate = games.filter((g) => g.date !== null);
            const withoutDate = games.filter((g) => g.date === null);
            // the round's own heading says "no date" when it has none: its games need no second heading
            const undatedHeading = dated && withoutDate.length > 0 && (withDate.length > 0 || scheduled.date !== null);
            const heading = !league.roundsKnown ? w.noRounds : dated ? `${w.round(round)} — ${roundDayText(scheduled, lang)}` : w.round(round);
            return (
              <tbody key={round}>
                <tr className="round">
                  <th scope="rowgroup" colSpan={columns}>
                    {heading}
                  </th>
                </tr>
                {withDate.map(row)}
                {undatedHeading ? (
                  <tr className="undated" data-testid="schedule-undated">
                    <th scope="rowgroup" colSpan={columns}>
                      {w.dateUnknown}
                    </th>
                  </tr>
                ) : null}
                {withoutDate.map(row)}
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
