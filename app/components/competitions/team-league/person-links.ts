import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { normalizeName } from '@/lib/identity/normalize-name';
import type { Lang } from '@/lib/i18n/messages';
import { participantHref } from '@/lib/people/person-json';

/**
 * Issue 40, C11: the player's page of a name in a team league's tables. The players' directory knows
 * a team league's participant by the rosters' `person` (lib/competitions/team-league/team-league-participants.ts); a
 * board, a board ranking's row names the player as written, found on the team's club's roster
 * (rules §2 spelling, as the board ranking counts them). Null without a slug or for a vacancy.
 */
export function teamPersonHref(result: Pick<TeamLeagueResult, 'players' | 'teams'>, lang: Lang, slug: string | undefined): (name: string | null, team: number) => string | null {
  if (slug === undefined) return () => null;
  const byName = new Map<string, string>();
  for (const p of result.players) byName.set(`${normalizeName(p.name)}|${p.club}`, p.person);
  return (name, team) => {
    const club = result.teams[team]?.club;
    const person = name === null || club === undefined ? undefined : byName.get(`${normalizeName(name)}|${club}`);
    return person === undefined ? null : participantHref(lang, slug, person);
  };
}

/**
 * Issue 40 (c): a team's anchor on the league's page — its roster (`#team-3`), where its players and
 * their links are; team names in the table, the rounds, the knock-out and the board rankings link to
 * it as a player's name links to the player's page.
 */
export function teamAnchor(team: number): string {
  return `team-${team + 1}`;
}
