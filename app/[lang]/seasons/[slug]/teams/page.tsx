import { describeCountingNow, describeRules } from '@/lib/i18n/rules-words';
import { seasonSectionTitle } from '@/app/components/page-title';
import { formatScore } from '@/lib/fraction';
import { decimalSeparator, formatDate, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { publicSeasonOr404, seasonStandings } from '@/server/data';
import { XlsxDownload } from '@/app/components/xlsx-link';
import { InProgressNotice } from '@/app/components/in-progress-notice';
import { SeasonNav } from '@/app/components/season-nav';
import { SeasonEmbedSnippet } from '@/app/components/embed-snippet';
import { CupIcon } from '@/app/components/cup-icon';
import { teamLineup } from '@/lib/series/team-lineups';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

// Rendered by Next on each request it gets; the production server keeps the page and the client
// router's payload of it per season revision (scripts/serve.mjs, issue 24): a write shows at once.
export const dynamic = 'force-dynamic';

export const generateMetadata = seasonSectionTitle('teams');

export default async function TeamsPage({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  const m = words(lang, MESSAGES);
  const season = publicSeasonOr404(slug);
  const s = seasonStandings(season);
  const sep = decimalSeparator(lang);
  const columns = s.tournaments;
  // issue 40, C4: a season without teams says so, not a top-5 rule over an empty table
  if (!s.rules.teams) {
    return (
      <>
        <h1>{season.name}</h1>
        <SeasonNav lang={lang} slug={slug} current="teams" revision={season.revision} />
        <h2>{m.teams}</h2>
        <p className="explain" data-testid="no-teams">{m.noTeamClassification}</p>
      </>
    );
  }
  return (
    <>
      <h1>{season.name}</h1>
      <SeasonNav lang={lang} slug={slug} current="teams" revision={season.revision} />
      <h2>{m.teams}</h2>
      <InProgressNotice lang={lang} season={season} />
      <p className="explain">
        {m.teamSumExplained(s.rules.teamSize)} {describeCountingNow(s.rules, s.tournamentsCounted, s.drops, lang)}{' '}
        {describeRules(s.rules, lang).filter((l) => l.topic === 'final' || l.topic === 'multipliers').map((l) => l.text).join(' ')}
      </p>
      {/* issue 40: the columns a phone hides (hide-narrow) are named above the table, with the way to see them */}
      <p className="only-narrow phone-note" data-testid="phone-columns-note">{m.phoneTeamsNote}</p>
      <DataTable fit id="teams" className="compact-cells" data-tips="" data-testid="teams-table">
        <thead>
          <tr>
            <th scope="col" className="num" data-sortable="number"><button type="button">{m.rank}</button></th>
            <th scope="col" className="sticky" data-sortable="text"><button type="button">{m.club}</button></th>
            <th scope="col" className="num" data-sortable="number" data-first="descending"><button type="button">{m.total}</button></th>
            <th scope="col" className="num hide-narrow" data-sortable="number" data-first="descending"><button type="button">{m.regular}</button></th>
            <th scope="col" className="num hide-narrow" data-sortable="number" data-first="descending"><button type="button">{m.final}</button></th>
            {columns.map((t, i) => (
              <th scope="col" className="num hide-narrow" key={t.id} title={`${t.name} — ${formatDate(lang, t.date)}`}>
                {t.final ? m.finalShort : i + 1}
              </th>
            ))}
            <th scope="col">{m.cup}</th>
          </tr>
        </thead>
        <tbody>
          {s.teams.map((t) => (
            <tr key={t.club}>
              <td className="num" data-sort={t.rank}>{t.rankLabel}</td>
              <th scope="row" className="sticky" style={{ fontWeight: 400 }}>{t.club}</th>
              <td className="num total" data-sort={t.total}>{formatScore(t.total, s.unit, sep)}</td>
              <td className="num hide-narrow" data-sort={t.regular}>{formatScore(t.regular, s.unit, sep)}</td>
              <td className="num hide-narrow" data-sort={t.final}>{formatScore(t.final, s.unit, sep)}</td>
              {columns.map((c) => {
                const x = t.tournaments.find((y) => y.tournament === c.id);
                if (!x) return <td key={c.id} className="num hide-narrow absent">·</td>;
                // who counted (tap or hover), from lib/series: the club's best players of that tournament
                const lineup = teamLineup(s, x);
                const counted = lineup.length ? `${m.countedPlayers}: ${lineup.map((p) => `${p.name} ${formatScore(p.points, s.unit, sep)}`).join('; ')}` : '';
                const title = [x.dropped ? m.droppedTitle : '', counted].filter(Boolean).join(' · ');
                return (
                  <td key={c.id} className="num hide-narrow" title={title || undefined} data-testid="team-score">
                    <span className={x.dropped ? 'dropped' : undefined}>{x.score === 0 && !x.dropped ? '·' : formatScore(x.score, s.unit, sep)}</span>
                  </td>
                );
              })}
              <td>{t.cup ? <><CupIcon /> {t.cup}</> : ''}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <h3>{m.teamLineups}</h3>
      <div data-testid="team-lineups">
        {s.teams.map((t) => (
          <details key={t.club}>
            <summary>
              {t.rankLabel}. {t.club}
            </summary>
            <ul className="compact">
              {t.tournaments
                .filter((x) => x.players.length > 0)
                .map((x) => {
                  const tournament = columns.find((c) => c.id === x.tournament);
                  return (
                    <li key={x.tournament}>
                      {tournament?.name ?? x.tournament}: <strong className={x.dropped ? 'dropped' : undefined}>{formatScore(x.score, s.unit, sep)}</strong>
                      {x.dropped ? ` (${m.dropped.toLowerCase()})` : ''} — {teamLineup(s, x).map((p) => `${p.name} ${formatScore(p.points, s.unit, sep)}`).join('; ')}
                    </li>
                  );
                })}
            </ul>
          </details>
        ))}
      </div>
      <XlsxDownload lang={lang} href={`/api/seasons/${slug}/standings.xlsx`} />
      {/* issue 26: this table on another site */}
      <SeasonEmbedSnippet lang={lang} slug={slug} seasonName={season.name} standings={s} view="teams" />
    </>
  );
}
