import { formatPoints } from '@/lib/half-points';
import type { LineupViolation } from '@/lib/competitions/team-league/lineup-violation';
import type { SwissChange } from '@/lib/competitions/team-league/match-submission';
import { describeViolation } from '@/lib/competitions/team-league/lineup-words';
import { decimalSeparator, type Lang } from '@/lib/i18n/messages';
import { SUBMISSION_CHECK_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


/**
 * A captain's match checked before it counts: the line-up violations of its two teams in its round
 * (each with the regulation's words), and the Swiss table before and after it.
 */
export function SubmissionCheck({ violations, table, lang }: { violations: readonly LineupViolation[]; table: readonly SwissChange[]; lang: Lang }) {
  const w = words(lang, SUBMISSION_CHECK_WORDS);
  const gp = (h: number) => formatPoints(h, decimalSeparator(lang));
  return (
    <div className="submission-check">
      <h3>{w.lineups}</h3>
      {violations.length === 0 ? (
        <p className="ok" data-testid="lineup-ok">{w.ok}</p>
      ) : (
        <ul className="error" data-testid="lineup-violations">
          {violations.map((v, i) => (
            <li key={i}>
              {v.board !== null ? `${w.board(v.board)}: ` : ''}
              {describeViolation(lang, v)}
            </li>
          ))}
        </ul>
      )}
      <DataTable data-testid="table-change">
        <caption>{w.table}</caption>
        <thead>
          <tr>
            <th scope="col">{w.team}</th>
            <th scope="col" className="num">{w.before}</th>
            <th scope="col" className="num">{w.after}</th>
          </tr>
        </thead>
        <tbody>
          {table.map((r) => {
            const changed = r.gamePointsBefore !== r.gamePointsAfter || r.matchPointsBefore !== r.matchPointsAfter || r.rankBefore !== r.rankAfter;
            return (
              <tr key={r.team} className={changed ? 'changed' : undefined}>
                <th scope="row">{r.team}</th>
                <td className="num">
                  {w.place(r.rankBefore)} {w.pts(gp(r.gamePointsBefore), r.matchPointsBefore)}
                </td>
                <td className="num">
                  {w.place(r.rankAfter)} {w.pts(gp(r.gamePointsAfter), r.matchPointsAfter)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </div>
  );
}
