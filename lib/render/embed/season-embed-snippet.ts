import { localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import type { Standings } from '@/lib/series/standings';
import { renderEmbedSnippet } from './embed-snippet-html';
import type { SeasonEmbedView } from './season-embed';
import { words } from '@/lib/i18n/words';

/**
 * The embed box of a season's pages (individual, teams, prizes): the three views, the season's prize
 * categories and its clubs to choose from; on the individual table it follows the category chosen
 * with the table's buttons, and starts at the top ten (a club's front page, issue 26).
 */
export function seasonEmbedSnippet(p: { lang: Lang; slug: string; seasonName: string; standings: Standings; view: SeasonEmbedView }): string {
  const m = words(p.lang, MESSAGES);
  const clubs = [...new Set(p.standings.individual.map((e) => e.club).filter((c): c is string => !!c))].sort((a, b) => a.localeCompare(b, 'pl'));
  return renderEmbedSnippet({
    lang: p.lang,
    embedPath: localePath(p.lang, `/embed/seasons/${p.slug}`),
    name: p.seasonName,
    views: [
      { value: 'individual', label: m.individual },
      { value: 'teams', label: m.teams },
      { value: 'prizes', label: m.prizes },
    ],
    currentView: p.view,
    defaultView: 'individual',
    categories: p.standings.rules.categories.map((c) => ({ id: c.id, label: c.label[p.lang] })),
    clubs,
    filterViews: ['individual'],
    defaultTop: p.view === 'prizes' ? null : 10,
    followsFilterOf: p.view === 'individual' ? 'standings' : undefined,
  });
}
