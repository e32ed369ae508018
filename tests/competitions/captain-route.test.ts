import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { getConnection } from '@/db/client';
import { COMPETITION_KINDS, registerCompetitionKind } from '@/lib/competitions/registry';
import { removeKindNames } from '@/lib/i18n/kind-words';
import { captainPagesOf, captainTeamsOf, COMPETITION_VIEWS, registerCompetitionViews, type CaptainPages } from '@/app/components/competitions/views';
import { createUser } from '@/server/users';
import { MATCH_KIND, registerMatchWords } from './fake-kind/match-kind';
import { MATCH_VIEWS } from './fake-kind/match-views';

/**
 * The captain's two routes name no kind (issue 39, item 1): `/captain` lists every kind's captain
 * teams (`captainTeamsOf`), `/captain/{slug}` renders the competition's kind's captain page
 * (`captainPagesOf`). A fake kind with captains of its own needs no route: registering its views is all.
 */
process.env.GP_DATABASE = ':memory:';

const MATCH_CAPTAIN: CaptainPages = {
  teams: (user) => [{ slug: 'mecz', competition: 'Mecz o puchar', team: `Biali (${user.email})` }],
  Page: ({ lang, slug, query }) => h('p', { 'data-testid': 'match-captain' }, `${lang} ${slug} ${String(query.team)}`),
};
registerCompetitionKind(MATCH_KIND);
registerMatchWords();
registerCompetitionViews({ ...MATCH_VIEWS, captain: MATCH_CAPTAIN });
afterAll(() => {
  delete COMPETITION_KINDS[MATCH_KIND.kind];
  delete COMPETITION_VIEWS[MATCH_VIEWS.kind];
  removeKindNames(MATCH_KIND.kind);
});

describe('the captain routes, through the kinds’ views', () => {
  test('/captain/{slug}: the competition’s kind’s page; a kind without captains, or no competition, gets the first captain kind’s, which refuses it', () => {
    const teamLeague = COMPETITION_VIEWS['team-league']!.captain!;
    expect(teamLeague).toBeDefined();
    expect(captainPagesOf('match')).toBe(MATCH_CAPTAIN);
    expect(captainPagesOf('team-league')).toBe(teamLeague);
    expect(captainPagesOf('swiss-open')).toBe(teamLeague);
    expect(captainPagesOf(null)).toBe(teamLeague);
    const page = renderToStaticMarkup(h(captainPagesOf('match')!.Page, { lang: 'en', slug: 'mecz', query: { team: 'Biali' } }));
    expect(page).toBe('<p data-testid="match-captain">en mecz Biali</p>');
  });

  test('/captain: every captain kind’s teams, in the registry’s order', async () => {
    const user = await createUser(getConnection(), { userId: null, via: 'cli' }, { email: 'k@example.org', role: 'captain', password: 'captain password 1' });
    // the team league grants this account nothing; the match's captain pages give one team
    expect(captainTeamsOf(user)).toEqual([{ slug: 'mecz', competition: 'Mecz o puchar', team: 'Biali (k@example.org)' }]);
  });
});
