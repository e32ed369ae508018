import { COMPETITION_KINDS, competitionKind } from '@/lib/competitions/registry';
import type { Appearance, ClubAppearance } from './appearance';

export interface ParticipantsBase {
  slug: string;
  /** The competition's name as the site lists it. */
  name: string;
  /** When the data gives no year: the year the competition was created. */
  year: number | null;
}

type Participants = (result: unknown, base: ParticipantsBase) => { people: Appearance[]; clubs: ClubAppearance[] };

/**
 * Who took part in a competition of each kind computed from games, by kind: each kind's definition
 * says it (`participants` of lib/competitions/kind.ts, registered in lib/competitions/registry.ts).
 */
export const COMPETITION_PARTICIPANTS: Record<string, Participants> = Object.fromEntries(
  Object.values(COMPETITION_KINDS).map((k) => [k.kind, (r: unknown, b: ParticipantsBase) => k.participants(r, b)]),
);

export function competitionParticipants(kind: string, result: unknown, base: ParticipantsBase): { people: Appearance[]; clubs: ClubAppearance[] } {
  const of = competitionKind(kind);
  return of ? of.participants(result, base) : { people: [], clubs: [] };
}
