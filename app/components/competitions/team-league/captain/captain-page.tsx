import Link from 'next/link';
import { redirect } from 'next/navigation';
import { SignedInBar } from '@/app/[lang]/arbiter/chrome';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { localePath } from '@/lib/i18n/messages';
import { describe } from '@/lib/i18n/t';
import { captainTeams, captainView, revokedCaptaincies } from '@/server/competitions/team-league/captains';
import { connection } from '@/server/data';
import { currentUser } from '@/server/session';
import type { CaptainPageProps } from '../../competition-views';
import { captainMatchAction } from './actions';
import { CaptainForm, type KnownMatch, type TeamRoster } from './captain-form';
import { _SLUG_PAGE_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { words } from '@/lib/i18n/words';

/** The club's players a team may field: its regulars in board order, the club's reserves, then the club's other teams' regulars. */
function rosterOf(result: TeamLeagueResult, team: number): string[] {
  const t = result.teams[team]!;
  const club = result.players.filter((p) => p.club === t.club);
  const own = club.filter((p) => p.team === team && p.board !== null).sort((a, b) => a.board! - b.board!);
  const reserves = club.filter((p) => p.board === null).sort((a, b) => (a.reserveIndex ?? 0) - (b.reserveIndex ?? 0));
  const rest = club.filter((p) => p.team !== team && p.board !== null);
  return [...new Set([...own, ...reserves, ...rest].map((p) => p.name))];
}

/**
 * A captain's page of one team league, `/captain/{slug}?team={team}` (the one captain route,
 * app/[lang]/captain/[slug], renders it for the team league's competitions and for any address no
 * kind's captain pages claim): the match form of the team the account captains, its submissions, or
 * the refusal — a grant revoked said so.
 */
export async function CaptainMatchPage({ lang, slug, query }: CaptainPageProps) {
  // one team asked for (a repeated ?team= is no team the account captains, as before the route was shared)
  const { team: asked } = query as { team?: string };
  const w = words(lang, _SLUG_PAGE_WORDS);
  const user = await currentUser();
  const here = localePath(lang, `/captain/${slug}${asked ? `?team=${encodeURIComponent(asked)}` : ''}`);
  if (!user) redirect(`${localePath(lang, '/arbiter/sign-in')}?next=${encodeURIComponent(here)}`);
  const conn = connection();
  const mine = captainTeams(conn, user).filter((t) => t.slug === slug);
  const grant = mine.find((t) => t.team === asked) ?? (asked === undefined ? mine[0] : undefined);
  const head = (title: string) => (
    <>
      <SignedInBar lang={lang} email={user.email} />
      <p>
        <Link href={localePath(lang, '/captain')}>← {w.back}</Link>
      </p>
      <h1>{title}</h1>
    </>
  );
  if (!grant) {
    // a captain whose grant the arbiter revoked is told so, not just refused
    const revoked = revokedCaptaincies(conn, user, slug).find((r) => asked === undefined || r.team === asked);
    return (
      <>
        {head(w.noAccess)}
        <p data-testid="no-access">{revoked ? describe(lang, { code: 'CAPTAIN_REVOKED', params: { team: revoked.team, date: revoked.revokedAt.slice(0, 10) } }) : w.noAccess}</p>
      </>
    );
  }
  const view = captainView(conn, user, slug, grant.team);
  if (!view.ok) {
    return (
      <>
        {head(w.title(grant.team))}
        <p>{w.cannot}</p>
        <ul>
          {view.errors.map((e, i) => (
            <li key={i}>{describe(lang, e)}</li>
          ))}
        </ul>
      </>
    );
  }
  const { result, submissions } = view.value;
  const own = result.teams.find((t) => t.name === view.value.team)!;
  const teams: TeamRoster[] = result.teams.map((t) => ({ name: t.name, players: rosterOf(result, t.index) }));
  const known: KnownMatch[] = result.matches
    .filter(({ match: m }) => m.away !== null && (m.home === own.index || m.away === own.index))
    .map(({ match: m }) => ({ round: m.round, opponent: result.teams[m.home === own.index ? m.away! : m.home]!.name, side: m.home === own.index ? 'home' : 'away' }));
  const played = result.matches.filter(({ match: m, score }) => score.complete && (m.home === own.index || m.away === own.index)).map(({ match: m }) => m.round);
  const rounds = result.rules.swissRounds + 3;
  const defaultRound = Math.min(rounds, (played.length ? Math.max(...played) : 0) + 1);
  const boards = result.rules.menBoards + (result.rules.womenBoard ? 1 : 0);
  return (
    <>
      {head(w.title(own.name))}
      <p className="explain">{w.intro}</p>
      <p>
        <Link href={localePath(lang, `/team-leagues/${slug}`)}>
          {w.public}: {result.name}
        </Link>
      </p>
      <CaptainForm action={captainMatchAction} lang={lang} competition={slug} team={own.name} teams={teams} boards={boards} rounds={rounds} defaultRound={defaultRound} known={known} />
      {submissions.length > 0 && (
        <section>
          <h2>{w.mine}</h2>
          <ul data-testid="my-submissions">
            {submissions.map((s) => (
              <li key={s.id}>
                {w.round(s.round)}: {s.submission.home} – {s.submission.away} — <strong>{w.status[s.status]}</strong>
                {s.reason ? ` (${s.reason})` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
