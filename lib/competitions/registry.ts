import type { CompetitionKind } from './kind';
import { ROUND_ROBIN_LEAGUE_KIND } from './round-robin-league/round-robin-league-kind';
import { SWISS_OPEN_KIND } from './swiss-open/swiss-open-kind';
import { TEAM_LEAGUE_KIND } from './team-league/team-league-kind';
import { isKindPath } from './kind-paths.mjs';
import { addKindNames, removeKindNames } from '@/lib/i18n/kind-words';

/**
 * The competition kinds the site runs, by their one name. Each is a folder of lib/competitions/
 * whose definition is registered here, once (docs/extending.md); the public page, the arbiter's
 * workspace, the API, the home page and the `gp` command find a kind only through this registry.
 */
export const COMPETITION_KINDS: Record<string, CompetitionKind<unknown>> = {};

/** Adds a kind; a second kind with the same name, public path, file or command is a bug, refused at once. */
export function registerCompetitionKind<R>(kind: CompetitionKind<R>): void {
  const others = Object.values(COMPETITION_KINDS);
  const clash =
    !/^[a-z][a-z0-9-]*$/.test(kind.kind) ? `the kind's name "${kind.kind}" is not lower-case words joined by -`
    : !isKindPath(kind.path) ? `the public path "${kind.path}" is taken by the site or not lower-case words joined by -`
    : others.some((k) => k.kind === kind.kind) ? `a kind "${kind.kind}" is registered already`
    : others.some((k) => k.path === kind.path) ? `the public path "${kind.path}" belongs to another kind`
    : others.some((k) => k.command.name === kind.command.name) ? `the command "gp ${kind.command.name}" belongs to another kind`
    : null;
  if (clash) throw new Error(`competition kind ${kind.kind}: ${clash}`);
  if (kind.words) {
    // this registry refused a second kind of the name above; the catalogue may still hold the kind's
    // words from before its module was evaluated again (a development server's reload)
    removeKindNames(kind.kind);
    addKindNames(kind.kind, kind.words);
  }
  COMPETITION_KINDS[kind.kind] = kind as CompetitionKind<unknown>;
}

registerCompetitionKind(SWISS_OPEN_KIND);
registerCompetitionKind(ROUND_ROBIN_LEAGUE_KIND);
registerCompetitionKind(TEAM_LEAGUE_KIND);

export function competitionKind(kind: string): CompetitionKind<unknown> | null {
  return Object.hasOwn(COMPETITION_KINDS, kind) ? COMPETITION_KINDS[kind]! : null;
}

/** The kind whose public pages live at `/{path}/…`. */
export function competitionKindAt(path: string): CompetitionKind<unknown> | null {
  return Object.values(COMPETITION_KINDS).find((k) => k.path === path) ?? null;
}

/** The kind of the command `gp {name}`. */
export function competitionKindOfCommand(name: string): CompetitionKind<unknown> | null {
  return Object.values(COMPETITION_KINDS).find((k) => k.command.name === name) ?? null;
}
