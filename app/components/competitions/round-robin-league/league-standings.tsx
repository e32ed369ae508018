import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { tiebreakName } from '@/lib/i18n/tiebreak-names';
import { playerFacts, points, tiebreak, type Lang } from './league-format';
import { ParticipantName } from '@/app/components/games/participant-name';
import { participantHref } from '@/lib/people/person-json';
import { LEAGUE_STANDINGS_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { tiedBefore } from '@/lib/games/tied-before';
import { DataTable } from '@/app/components/data-table';
import { PagedTable } from '@/app/components/table-pager';
import { pageOfRequest, type TableRequest } from '@/lib/render/table-pages';
import { words } from '@/lib/i18n/words';


/** The standings of one league: place, start number, name, points and the league's tie-break chain. */
export function LeagueStandings({ league, lang, slug, table }: { league: LeagueResult; lang: Lang; slug?: string; table?: TableRequest }) {
  const id = `league-${league.id}-standings`;
  const w = words(lang, LEAGUE_STANDINGS_WORDS);
  const annulled = league.players.filter((p) => p.exclusion === 'annulled');
  // issue 40, C13: DE is a position among tied players; alone in a group it says nothing ("1" for everyone)
  const deShown = tiedBefore(league.standings, league.chain, 'DE');
  // issue 42: a league is small by nature (one page, as before), but its standings go through the one paging of tables
  const page = pageOfRequest(league.standings.map((r, i) => ({ r, i })), table, { text: ({ r }) => r.name, lang });
  return (
    <section className="league-standings" id={id}>
      <PagedTable lang={lang} id={`${id}-table`} path={table?.path} page={page}>
      <DataTable data-testid="league-standings" id={page.paged ? `${id}-table` : undefined} data-paged={page.paged ? 'true' : undefined}>
          <caption>{w.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">{w.place}</th>
              <th scope="col" className="num">{w.number}</th>
              <th scope="col">{w.name}</th>
              <th scope="col" className="num">{w.points}</th>
              {league.chain.map((code) => (
                <th scope="col" className="num" key={code} title={tiebreakName(lang, code)}>
                  {code}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map(({ r, i }) => (
              <tr key={r.startNumber} className={r.excluded ? 'excluded' : undefined}>
                <td className="num">{r.place}</td>
                <td className="num">{r.startNumber}</td>
                <th scope="row">
                  <ParticipantName name={r.name} {...playerFacts(league, r.startNumber)} href={slug !== undefined ? participantHref(lang, slug, r.startNumber, league.id) : null} />
                  {r.excluded ? <small> ({w.excluded})</small> : null}
                </th>
                <td className="num">{points(lang, r.points)}</td>
                {league.chain.map((code) => (
                  <td className="num" key={code}>
                    {code === 'DE' && !deShown[i] ? '' : tiebreak(lang, code, r.values[code]!)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </PagedTable>
      <p className="explain">
        {w.order} {league.chain.map((c) => `${c} (${tiebreakName(lang, c)})`).join(', ')}.{league.chain.includes('DE') ? ` ${w.deOnlyTied}` : ''}
      </p>
      {league.standings.some((r) => r.excluded) ? <p className="explain">{w.excludedNote(league.thresholds.minGamesPlayed)}</p> : null}
      {annulled.length > 0 ? <p className="explain">{w.annulledNote(league.thresholds.minGamesPlayed, annulled.map((p) => p.name).join(', '))}</p> : null}
    </section>
  );
}
