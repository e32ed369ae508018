import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { Appearance, ClubAppearance } from './appearance';
import { roundRobinLeagueAppearances } from './participants/round-robin-league';
import { swissOpenAppearances } from './participants/swiss-open';
import { teamLeagueAppearances } from './participants/team-league';

export interface ParticipantsBase {
  slug: string;
  /** The competition's name as the site lists it. */
  name: string;
  /** When the data gives no year: the year the competition was created. */
  year: number | null;
}

type Participants = (result: unknown, base: ParticipantsBase) => { people: Appearance[]; clubs: ClubAppearance[] };

const withYear = (people: Appearance[], year: number | null) => people.map((a) => (a.ref.year === null && year !== null ? { ...a, ref: { ...a.ref, year } } : a));

/**
 * Who took part in a competition of each kind computed from games, by kind (a registry, as
 * lib/competitions/registry.ts): a new kind adds its entry here (tests/people check every kind has one).
 */
export const COMPETITION_PARTICIPANTS: Record<string, Participants> = {
  'swiss-open': (r, b) => ({ people: withYear(swissOpenAppearances(r as SwissOpenResult, b), b.year), clubs: [] }),
  'round-robin-league': (r, b) => ({ people: withYear(roundRobinLeagueAppearances(r as LeagueSeason, b), b.year), clubs: [] }),
  'team-league': (r, b) => {
    const out = teamLeagueAppearances(r as TeamLeagueResult, b);
    return { people: out.people, clubs: out.clubs };
  },
};

export function competitionParticipants(kind: string, result: unknown, base: ParticipantsBase): { people: Appearance[]; clubs: ClubAppearance[] } {
  const of = Object.hasOwn(COMPETITION_PARTICIPANTS, kind) ? COMPETITION_PARTICIPANTS[kind]! : null;
  return of ? of(result, base) : { people: [], clubs: [] };
}
