import Link from 'next/link';
import { day, gameResult, playerName } from '@/app/components/competitions/round-robin-league/league-format';
import { leagueSchedule } from '@/lib/competitions/round-robin-league/league-schedule';
import { localePath } from '@/lib/i18n/messages';
import { leagueSeasonOf } from '@/server/competitions/round-robin-league/league-game-entry';
import { connection } from '@/server/data';
import { SignedInBar } from '@/app/[lang]/arbiter/chrome';
import type { EntryFormProps } from '../../competition-views';
import { leagueExclusionAction, leagueGameAction } from './actions';
import { ExclusionPanel, type FlaggedPlayer } from './exclusion-panel';
import { LeagueGameForm, type RoundGame } from './league-game-form';
import { describeLeagueEntry } from './league-entry-words';

import { LEAGUE_GAME_PAGE_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { words } from '@/lib/i18n/words';

/** The leagues' game entry (`/arbiter/competitions/{slug}/league-game?league=…&round=…`, through the arbiter route): a result, a postponement, a made-up date, an exclusion. */
export function LeagueGamePage({ lang, slug, user, query }: EntryFormProps) {
  const w = words(lang, LEAGUE_GAME_PAGE_WORDS);
  const loaded = leagueSeasonOf(connection(), slug);
  const head = (
    <>
      <SignedInBar lang={lang} email={user.email} />
      <p>
        <Link href={localePath(lang, '/arbiter/competitions')}>← {w.back}</Link>
      </p>
      <h1>{w.title}</h1>
    </>
  );
  if (!loaded.ok) {
    return (
      <>
        {head}
        <p data-testid="league-game-unavailable">{w.cannot}</p>
        <ul>
          {loaded.errors.map((e, i) => (
            <li key={i}>{describeLeagueEntry(lang, e)}</li>
          ))}
        </ul>
      </>
    );
  }
  const { season, basis } = loaded.value;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const input = season.inputs.find((i) => i.id === one(query.league)) ?? season.inputs[0]!;
  const league = season.leagues.find((l) => l.id === input.id)!;
  const schedule = leagueSchedule(input.model);
  const rounds = Array.from({ length: schedule.roundCount }, (_, i) => i + 1);
  // by default the first round with a game still without a result
  const open = league.games.find((g) => g.recorded.white === ' ' && g.status !== 'annulled')?.round ?? 1;
  const asked = Number(one(query.round));
  const round = rounds.includes(asked) ? asked : open;
  const games: RoundGame[] = schedule.pairings
    .filter((p) => p.round === round)
    .map((p) => {
      const g = league.games.find((x) => x.round === p.round && x.white === p.white && x.black === p.black);
      const now = g ? gameResult(g.recorded) || (g.postponedBy.length > 0 ? w.postponed : w.noResult) : w.noResult;
      return { white: p.white, black: p.black, whiteName: playerName(league, p.white), blackName: playerName(league, p.black), now };
    });
  const scheduled = league.games.find((g) => g.round === round)?.scheduled;
  const flagged: FlaggedPlayer[] = league.flags
    .filter((f) => f.due.length > 0 || f.confirmed)
    .map((f) => ({ startNumber: f.startNumber, name: playerName(league, f.startNumber), why: w.why(f.unplayedPostponed.length, f.absencesWithoutWarning.length), confirmed: f.confirmed }));
  return (
    <>
      {head}
      <p className="explain">{w.intro}</p>
      <p>
        <Link href={localePath(lang, `/leagues/${slug}/${league.id}`)}>{w.public}: {season.name} — {league.name}</Link>
      </p>
      <form method="get" className="stack" data-testid="league-game-choose">
        <label>
          {w.league}{' '}
          <select name="league" defaultValue={league.id}>
            {season.leagues.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {w.round}{' '}
          <select name="round" defaultValue={String(round)}>
            {rounds.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="secondary">
          {w.show}
        </button>
      </form>
      <h2>
        {league.name}, {w.round.toLowerCase()} {round}
      </h2>
      {scheduled && scheduled.date !== null && scheduled.start !== null && <p className="muted">{w.roundDay(day(lang, scheduled.date), scheduled.start)}</p>}
      <LeagueGameForm
        key={`${league.id}-${round}`}
        action={leagueGameAction}
        lang={lang}
        competition={slug}
        league={league.id}
        round={round}
        games={games}
        warningHours={league.thresholds.warningHours}
        basedOn={basis}
      />
      <ExclusionPanel key={`exclusions-${league.id}`} action={leagueExclusionAction} lang={lang} competition={slug} league={league.id} flagged={flagged} />
    </>
  );
}
