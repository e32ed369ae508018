import type { CompetitionKind } from './kind';
import { SWISS_OPEN_KIND } from './swiss-open/swiss-open-kind';

/** The competition kinds the site runs, by name. Each is a folder of lib/competitions/. */
export const COMPETITION_KINDS: Record<string, CompetitionKind<unknown>> = {
  [SWISS_OPEN_KIND.kind]: SWISS_OPEN_KIND as CompetitionKind<unknown>,
};

export function competitionKind(kind: string): CompetitionKind<unknown> | null {
  return Object.hasOwn(COMPETITION_KINDS, kind) ? COMPETITION_KINDS[kind]! : null;
}
