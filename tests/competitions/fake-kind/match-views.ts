import { createElement as h } from 'react';
import type { CompetitionViews, EntryFormProps } from '@/app/components/competitions/views';
import type { MatchResult } from './match-kind';

/**
 * The fake kind's React half (docs/extending.md "Its pages"): in the product a folder
 * app/components/competitions/<kind>/ with its view and its entry forms, and one line of
 * app/components/competitions/views.tsx. Written with createElement: the test files are .ts.
 */
function MatchView({ result: r }: { result: MatchResult }) {
  return h('p', { 'data-testid': 'match-score' }, `${r.players[0]} ${r.score[0]} : ${r.score[1]} ${r.players[1]}`);
}

/** The arbiter's one form of a match: the next game's result. */
function MatchGamePage({ slug, user }: EntryFormProps) {
  return h(
    'form',
    { 'data-testid': 'match-game', method: 'post' },
    h('p', null, `${slug} · ${user.email}`),
    h('input', { type: 'hidden', name: 'competition', value: slug }),
    h('select', { name: 'result' }, ...['1-0', '1/2', '0-1'].map((r) => h('option', { key: r, value: r }, r))),
  );
}

export const MATCH_VIEWS: CompetitionViews<MatchResult> = {
  kind: 'match',
  View: MatchView,
  entries: [{ segment: 'match-game', testId: 'match-game', Page: MatchGamePage }],
};
