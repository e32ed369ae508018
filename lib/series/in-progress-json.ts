import type { TournamentProgress } from './tournament-progress';

/**
 * The fields issue 25 adds to the standings document (formats §4; docs/in-progress.md) when a
 * tournament is in progress or the provisional table is asked for: `provisional` — whether this
 * document counts the tournaments in progress ("if they ended now"; `prizes` is then empty) — and
 * `inProgress`, those tournaments with the round their file is after (and, issue 40, `pending`: the
 * games of it and earlier rounds still without a result, only when there are some). Only added then, so the
 * document of a season without a tournament in progress stays exactly as before.
 */
export function inProgressJson(tournaments: readonly { id: string; name: string }[], inProgress: ReadonlyMap<string, TournamentProgress>, provisional: boolean) {
  const names = new Map(tournaments.map((t) => [t.id, t.name]));
  return {
    provisional,
    inProgress: [...inProgress].map(([tournament, p]) => ({ tournament, ...(names.has(tournament) ? { name: names.get(tournament)! } : {}), afterRound: p.round, rounds: p.of, ...(p.pending ? { pending: p.pending } : {}) })),
  };
}
