import { decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { formatCriterionValue } from '@/lib/competitions/team-league/criteria/format-criterion-value';
import { boardCount, tiebreakEditionOf } from '@/lib/competitions/team-league/team-league-rules';
import { criterionWords, editionSentence, rankingOrderSentence } from '@/lib/competitions/team-league/team-ranking-words';
import { SWISS_TABLE_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { DataTable } from '@/app/components/data-table';
import { PagedTable } from '@/app/components/table-pager';
import { pageOfRequest, type TableRequest } from '@/lib/render/table-pages';
import { words } from '@/lib/i18n/words';
import { TeamName } from './team-name';

/** −2 with a minus sign, as the regulation prints it. */


interface SwissTableProps {
  result: Pick<TeamLeagueResult, 'swiss' | 'rules'> & Partial<Pick<TeamLeagueResult, 'matches' | 'declaredTiebreaks'>>;
  lang: 'pl' | 'en';
  /** The page's table state (issue 42): a league of teams is one page, but its table goes through the one paging of tables. */
  table?: TableRequest;
}

/**
 * The table of the league's rounds with every criterion of its ranking chain as a column, in the
 * chain's order (seed 001 "Kolejność miejsc", or the event's `ranking`: competitions.md §6), and
 * the order said in words under it.
 */
export function SwissTable({ result, lang, table }: SwissTableProps) {
  const w = words(lang, SWISS_TABLE_WORDS);
  const sep = decimalSeparator(lang);
  const chain = result.swiss.chain;
  const rules = result.rules;
  const boards = boardCount(rules);
  const legend = [
    rankingOrderSentence(chain, lang),
    w.bye(formatPoints(rules.points.byeGamePoints, sep), rules.points.byeMatchPoints),
    // issue 40: a half-point bye (240 H) when the league has one, and the tie-breaks the file's order stands for
    ...((result.matches ?? []).some((m) => m.match.bye === 'half' || (m.match.bye === 'pairing' && rules.points.pairingBye === 'as-draw'))
      ? [w.halfBye(formatPoints(rules.points.halfByeGamePoints ?? boards, sep), rules.points.halfByeMatchPoints ?? rules.points.matchDraw)]
      : []),
    w.forfeit(boards, rules.points.forfeitMatchPoints),
    ...(chain.includes('publishedOrder') && (result.declaredTiebreaks ?? []).length > 0 ? [w.declared(result.declaredTiebreaks!.join(', '))] : []),
    ...(chain.includes('buchholz') || chain.includes('buchholzCut1') ? [w.buchholz[rules.buchholzUnplayed]] : []),
    editionSentence(chain, tiebreakEditionOf(rules), lang),
  ].filter((x): x is string => x !== null);
  const page = pageOfRequest(result.swiss.rows, table, { text: (row) => row.name, lang });
  return (
    <section className="team-league-swiss" id="table">
      <PagedTable lang={lang} id="team-league-table" path={table?.path} page={page}>
      <DataTable id={page.paged ? 'team-league-table' : undefined} data-paged={page.paged ? 'true' : undefined}>
          <caption>{(rules.knockout === null ? w.tableCaption : w.caption)(result.swiss.roundsPlayed, rules.swissRounds)}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">{w.rank}</th>
              <th scope="col">{w.team}</th>
              {chain.map((c) => (
                <th key={c} scope="col" className={c === 'boardPoints' ? undefined : 'num'}>
                  {criterionWords(c, lang).short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.team} className={row.removedInRound !== null ? 'removed' : undefined}>
                <td className="num">{row.rank}</td>
                <th scope="row">
                  <TeamName team={row.team} name={row.name} />
                  {row.removedInRound !== null ? <small> ({w.removed(row.removedInRound)})</small> : null}
                  {row.lot === 'pending' ? <small> ({w.lotPending})</small> : row.lot === 'drawn' ? <small> ({w.lotDrawn})</small> : null}
                </th>
                {chain.map((c) => (
                  <td key={c} className={c === 'boardPoints' ? undefined : 'num'}>
                    {c === 'directEncounter' ? (row.directEncounter ?? '') : formatCriterionValue(c, row.values[c], lang)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </PagedTable>
      <p className="legend">{legend.join(' ')}</p>
    </section>
  );
}
