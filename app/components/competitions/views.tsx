import { competitionKind } from '@/lib/competitions/registry';
import { kindEntryTable } from '@/lib/i18n/kind-words';
import type { Lang } from '@/lib/i18n/messages';
import type { User } from '@/server/lookups';
import type { CaptainPages, CompetitionViews, EntryForm } from './competition-views';
import { ROUND_ROBIN_LEAGUE_VIEWS } from './round-robin-league/round-robin-league-views';
import { SWISS_OPEN_VIEWS } from './swiss-open/swiss-open-views';
import { TEAM_LEAGUE_VIEWS } from './team-league/team-league-views';

export type { CaptainPageProps, CaptainPages, CompetitionViews, EntryForm, EntryFormProps } from './competition-views';

/**
 * The React halves of the competition kinds (./competition-views.ts), by the kind's one name: the
 * public route app/[lang]/[kind]/[slug]/[[...part]] shows a kind's `View`, the arbiter route
 * app/[lang]/arbiter/competitions/[slug]/[[...part]] its entry forms. Each kind's is one folder
 * beside this file and one line here (docs/extending.md).
 */
export const COMPETITION_VIEWS: Record<string, CompetitionViews> = {};

/** Adds a kind's views; a second one for the kind, or an entry form's segment another form has, is a bug, refused at once. */
export function registerCompetitionViews(views: CompetitionViews): void {
  const segments = Object.values(COMPETITION_VIEWS).flatMap((v) => v.entries.map((e) => e.segment));
  const segment = views.entries.map((e) => e.segment).find((s, i, all) => !/^[a-z][a-z0-9-]*$/.test(s) || segments.includes(s) || all.indexOf(s) !== i);
  const clash = Object.hasOwn(COMPETITION_VIEWS, views.kind)
    ? `views for "${views.kind}" are registered already`
    : segment !== undefined
      ? `the entry form's segment "${segment}" is taken or not lower-case words joined by -`
      : !competitionKind(views.kind)
        ? `no competition kind "${views.kind}" is registered (lib/competitions/registry.ts)`
        : null;
  if (clash) throw new Error(`competition views ${views.kind}: ${clash}`);
  COMPETITION_VIEWS[views.kind] = views;
}

registerCompetitionViews(SWISS_OPEN_VIEWS);
registerCompetitionViews(ROUND_ROBIN_LEAGUE_VIEWS);
registerCompetitionViews(TEAM_LEAGUE_VIEWS);

/**
 * The entry form an arbiter's address asks for: `part` empty — the first form of the competition's
 * kind (`kind` as stored, null for no such competition); else the form whose segment `part[0]` is —
 * the competition's kind's, or another kind's, whose page then refuses the competition as it would
 * any wrong one (every address that existed before keeps its answer). Null: no such page (404).
 */
export function arbiterEntryOf(kind: string | null, part: readonly string[]): EntryForm | null {
  if (part.length > 1) return null;
  const own = kind !== null && Object.hasOwn(COMPETITION_VIEWS, kind) ? COMPETITION_VIEWS[kind]!.entries : [];
  if (part.length === 0) return own[0] ?? null;
  return own.find((e) => e.segment === part[0]) ?? Object.values(COMPETITION_VIEWS).flatMap((v) => v.entries).find((e) => e.segment === part[0]) ?? null;
}

/** An entry form's word table — the workspace's link to it, its page's <title> — from its kind's words (lib/competitions/<kind>/<kind>-words.ts `entries`): `words(lang, entryFormTable(form))`. */
export function entryFormTable(form: EntryForm): ReturnType<typeof kindEntryTable> {
  const kind = Object.values(COMPETITION_VIEWS).find((v) => v.entries.includes(form))?.kind ?? '';
  return kindEntryTable(kind, form.segment);
}

/**
 * The captain's pages `/captain/{slug}` renders: the competition's kind's (`kind` as stored, null for
 * no such competition), or — for a competition of a kind without captains, or none — the first kind's
 * that has them, whose page then refuses the address as it would any competition its account does
 * not captain (every address keeps the answer it had when the route was the team league's). Null: no
 * kind has captains (404).
 */
export function captainPagesOf(kind: string | null): CaptainPages | null {
  const own = kind !== null && Object.hasOwn(COMPETITION_VIEWS, kind) ? COMPETITION_VIEWS[kind]!.captain : undefined;
  return own ?? Object.values(COMPETITION_VIEWS).find((v) => v.captain)?.captain ?? null;
}

/** The teams the account captains, every kind's with captains, in the registry's order: the captain's start page. */
export function captainTeamsOf(user: User): { slug: string; competition: string; team: string }[] {
  return Object.values(COMPETITION_VIEWS).flatMap((v) => (v.captain ? [...v.captain.teams(user)] : []));
}
